import {currentRequestScope} from './request-scope'

/**
 * Fetch options for the commerce SDK's clients while the server renders a page. The SDK owns its fetch
 * (node-fetch on the server), so the deadline travels as options: `timeout` bounds each call and `signal`
 * ends every call when the page's data budget is used up. One object per request: the provider memoises its
 * clients on this identity. In the browser (no request scope) there is nothing to add.
 *
 * The SDK's calls are not retried here (it exposes no fetch hook to retry through); they fail fast to the
 * error page or a degraded page instead, which are never cached (app/site/failure-cache-policy.ts).
 */
export const commerceFetchOptions = (): Record<string, unknown> | undefined => {
    const scope = currentRequestScope()
    if (!scope) return undefined
    let options = scope.memo.get('commerce-fetch-options') as Record<string, unknown> | undefined
    if (!options) {
        options = {timeout: scope.settings.callTimeoutMs, signal: scope.signal}
        scope.memo.set('commerce-fetch-options', options)
    }
    return options
}
