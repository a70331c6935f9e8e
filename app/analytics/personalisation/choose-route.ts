import type {Request, RequestHandler} from 'express'

/**
 * GET /dy/serve/user/choose on the storefront's own server (spec 001 §7.3): location, type and name in the
 * query, the site id and the visitor's personalisation ids in headers. The server adds the service's key
 * (PERSONALISATION_API_KEY, never in config/) and asks the service's choose API, with a deadline; the
 * answer is private to the shopper and never cached.
 */
export const CHOOSE_DEADLINE_MS = 2000
const PAGE_TYPES = ['HOMEPAGE', 'CATEGORY', 'PRODUCT', 'CART', 'OTHER']

export interface ChooseRouteOptions {
    /** The service's choose URL (its /v2/serve/user/choose). */
    upstream: string
    apiKey: string
    fetchImpl?: typeof fetch
}

const single = (req: Request, name: string, max: number): string | undefined => {
    const value = req.query[name]
    if (value === undefined || value === '') return undefined
    return typeof value === 'string' && value.length <= max ? value : undefined
}

const problem = (status: number, title: string, detail: string) => ({
    type: `https://www.vela-active.example/problems/${title.toLowerCase().replace(/\s+/g, '-')}`,
    title,
    detail,
    status
})

export const chooseRoute =
    ({upstream, apiKey, fetchImpl = fetch}: ChooseRouteOptions): RequestHandler =>
    (req, res) => {
        res.set('Cache-Control', 'private, no-store')
        const name = single(req, 'name', 64)
        const type = single(req, 'type', 16) ?? 'OTHER'
        const location = single(req, 'location', 256) ?? ''
        const dyid = req.get('x-dy-id')
        if (!name || !/^[\w-]+$/.test(name) || !PAGE_TYPES.includes(type)) {
            res.status(400).json(
                problem(400, 'Bad Request', 'name (a campaign) and type (a page type) are required.')
            )
            return
        }
        if (!dyid || dyid.length > 64) {
            res.status(400).json(problem(400, 'Bad Request', 'The x-dy-id header is required.'))
            return
        }
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), CHOOSE_DEADLINE_MS)
        const groups = (single(req, 'customerGroups', 512) ?? '').split(',').filter(Boolean)
        fetchImpl(upstream, {
            method: 'POST',
            headers: {'content-type': 'application/json', 'dy-api-key': apiKey},
            body: JSON.stringify({
                siteId: req.get('x-site-id')?.slice(0, 64),
                user: {dyid},
                session: {dy: req.get('x-dy-session')?.slice(0, 64) ?? ''},
                selector: {names: [name]},
                context: {
                    page: {type, location, referrer: req.get('referer') ?? '', data: []},
                    pageAttributes: {customerGroups: groups.join(',')},
                    channel: single(req, 'channel', 8) === 'APP' ? 'APP' : 'WEB'
                }
            }),
            signal: controller.signal
        })
            .then(async (response) => {
                if (!response.ok) throw new Error(`choose answered ${response.status}`)
                res.json(await response.json())
            })
            .catch((error: unknown) => {
                console.warn(
                    '[personalisation] choose failed',
                    error instanceof Error ? error.message : error
                )
                res.status(502).json(
                    problem(502, 'Bad Gateway', 'The personalisation service did not answer.')
                )
            })
            .finally(() => clearTimeout(timer))
    }
