/**
 * Runs before the cache and the SSR render (on the edge in production, as middleware locally). It keeps the
 * cache key free of values that never change the HTML: SLAS's login redirect parameters on /callback, and
 * marketing tracking parameters that only analytics read in the browser.
 */
interface ProcessRequestArgs {
    path: string
    querystring: string
}

const TRACKING_PARAMS = [
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'gclid',
    'fbclid'
]

export const processRequest = ({path, querystring}: ProcessRequestArgs) => {
    if (path === '/callback') return {path, querystring: ''}
    const params = new URLSearchParams(querystring)
    for (const name of TRACKING_PARAMS) params.delete(name)
    params.sort()
    return {path, querystring: params.toString()}
}
