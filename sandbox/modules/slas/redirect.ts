import type {Response} from 'express'

/**
 * Answers 303 with an absolute `Location: {redirect_uri}?code=…&usid=…`. Browsers follow it to the storefront's
 * callback page (the SDK then reads `response.url`); Node clients read the Location header.
 */
export const redirectWithCode = (
    res: Response,
    redirectUri: string,
    params: {code: string; usid: string; state?: string}
) => {
    const location = new URL(redirectUri)
    location.searchParams.set('code', params.code)
    location.searchParams.set('usid', params.usid)
    if (params.state !== undefined) location.searchParams.set('state', params.state)
    res.set('Cache-Control', 'private, no-store').redirect(303, location.toString())
}
