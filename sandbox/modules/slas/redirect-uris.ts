import {storefrontOrigin} from '../accounts/storefront-links'

/**
 * The redirect URIs registered for the storefront's SLAS client. The platform sends an authorization code
 * only to one of these, so a forged login link cannot deliver a shopper's code to someone else's site.
 * `SANDBOX_SLAS_REDIRECT_URIS` (comma-separated absolute URLs) replaces the default, which is the storefront's
 * own `/callback` (`SANDBOX_STOREFRONT_ORIGIN`, else http://localhost:3000).
 */
export const registeredRedirectUris = (env: NodeJS.ProcessEnv = process.env): string[] => {
    const configured = (env.SANDBOX_SLAS_REDIRECT_URIS ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
    return configured.length > 0 ? configured : [`${storefrontOrigin()}/callback`]
}

const comparable = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`

/** Same origin and path as a registered URI (a query is allowed, a fragment or user info is not). */
export const isRegisteredRedirectUri = (url: URL, env: NodeJS.ProcessEnv = process.env) => {
    if (url.hash || url.username || url.password) return false
    const candidate = comparable(url)
    return registeredRedirectUris(env).some((registered) => {
        try {
            return comparable(new URL(registered)) === candidate
        } catch {
            return false
        }
    })
}
