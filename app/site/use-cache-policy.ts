import {useServerContext} from '@salesforce/pwa-kit-react-sdk/ssr/universal/hooks'

/**
 * Cache-Control per kind of page (DESIGN: cacheable pages stay shopper-independent):
 * - catalogue pages depend only on their URL, so shared caches may keep them and serve them stale while they
 *   revalidate; browsers always revalidate (prices and stock move);
 * - content pages send the spec's content constant: "content cache control public, max-age 600, s-maxage
 *   3600" (spec 001 §9);
 * - basket, checkout and account pages are private and never stored;
 * - not-found pages are cached briefly so a newly published page appears quickly;
 * - failure: error pages, degraded pages and anything rendered from a failed upstream call. Applied by the
 *   server after rendering (failure-cache-policy.ts) and overrides whatever the page asked for.
 */
export const CACHE_POLICIES = {
    catalogue: 'public, max-age=0, s-maxage=900, stale-while-revalidate=3600',
    content: 'public, max-age=600, s-maxage=3600',
    private: 'private, no-store',
    notFound: 'public, max-age=0, s-maxage=300',
    failure: 'private, no-store'
} as const

export type CachePolicy = Exclude<keyof typeof CACHE_POLICIES, 'failure'>

/** Sets the page's Cache-Control (and status) on the server response; a no-op in the browser. */
export const useCachePolicy = (policy: CachePolicy, status?: number) => {
    const {res} = useServerContext()
    if (!res || res.headersSent) return
    res.set('Cache-Control', CACHE_POLICIES[policy])
    if (status) res.status(status)
}
