/**
 * Runs before the cache and the SSR render (on the edge in production, as middleware locally). It keeps the
 * cache key free of values that never change the HTML: SLAS's login redirect parameters on /callback, and
 * marketing tracking parameters that only analytics read in the browser. Every other parameter is passed on
 * exactly as sent (same encoding, same order), so the server reads the query the browser will hydrate with.
 */
interface ProcessRequestArgs {
    path: string
    querystring: string
}

const TRACKING_PARAMS = new Set([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'gclid',
    'fbclid'
])

const parameterName = (pair: string) => {
    const raw = pair.split('=')[0]
    try {
        return decodeURIComponent(raw.replace(/\+/g, ' '))
    } catch {
        return raw
    }
}

export const processRequest = ({path, querystring}: ProcessRequestArgs) => {
    if (path === '/callback') return {path, querystring: ''}
    const kept = querystring
        .split('&')
        .filter((pair) => pair && !TRACKING_PARAMS.has(parameterName(pair)))
        .join('&')
    return {path, querystring: kept}
}
