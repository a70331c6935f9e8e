import {badRequest} from '../../core/errors'

/**
 * Where a hosted page (3-D Secure challenge, cross-border checkout) may send the browser back to: the
 * storefront on a loopback host, or hosts listed in SANDBOX_RETURN_HOSTS (comma-separated). Anything else is
 * refused, so the sandbox cannot be used as an open redirect.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

export const allowedReturnUrl = (
    value: unknown,
    label: string,
    env: NodeJS.ProcessEnv = process.env
): URL => {
    if (typeof value !== 'string' || !value || value.length > 2000) {
        throw badRequest(
            `${label} must be an absolute URL of the storefront.`,
            'invalid-return-url',
            'Invalid Return URL'
        )
    }
    let url: URL
    try {
        url = new URL(value)
    } catch {
        throw badRequest(`${label} is not a valid URL.`, 'invalid-return-url', 'Invalid Return URL')
    }
    const extra = (env.SANDBOX_RETURN_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    const allowed = [...LOOPBACK, ...extra].includes(url.hostname.toLowerCase())
    if (!['http:', 'https:'].includes(url.protocol) || !allowed || url.username || url.password) {
        throw badRequest(
            `${label} points to a host the sandbox does not return to.`,
            'invalid-return-url',
            'Invalid Return URL'
        )
    }
    return url
}

export const withParams = (url: URL, params: Record<string, string>) => {
    const next = new URL(url.toString())
    for (const [name, value] of Object.entries(params)) next.searchParams.set(name, value)
    return next.toString()
}
