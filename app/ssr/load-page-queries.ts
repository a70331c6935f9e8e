import type {ReactElement} from 'react'
import {dehydrate, type QueryClient, type QueryKey} from '@tanstack/react-query'
import ssrPrepass from 'react-ssr-prepass'
import {isUpstreamFailure} from '../server-fetch/failures'
import {createPageManifests} from './page-manifests'
import {pageNeedsIt} from './page-needs'
import {prepassTree} from './prepass'
import {peekProcessCache} from './process-cache'
import {isUnloaded, trackWantedQueries} from './wanted-queries'

/**
 * A successful query as the page ships it: its key and data. Everything else react-query's dehydrated form
 * carries (the key again as a hash, counters, timestamps, error fields) is the same for every hydrated query,
 * so the browser fills it in (see hydratedState in withSsrQueries).
 */
export type ShippedQuery = [queryKey: QueryKey, data: unknown]

/** The shipped queries, or a stand-in that lists them when PWA Kit serialises the page after the real render. */
export type PageQueries = ShippedQuery[] | {toJSON: () => ShippedQuery[]}

/**
 * How long a process-cached answer must stay fresh for a render that skips the prepass to use it: the render
 * reads it tens of milliseconds later, and an answer that expired meanwhile would be missing from the page.
 */
const RENDER_MARGIN_MS = 5_000

const pageManifests = createPageManifests()

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

const shippedQueries = (queryClient: QueryClient): ShippedQuery[] =>
    dehydrate(queryClient).queries.map((query) => [query.queryKey, query.state.data])

/**
 * A query whose upstream failed is not shipped, so the browser's first render shows its loading state and asks
 * again. The server's render must show that state too: had it rendered the failure instead, hydration would
 * fail, and React would throw the server's HTML away to render the whole page again in the browser (losing the
 * content blocks kept as the server's HTML). Kept: a query refused for what it asked (a 4xx), whose answer the
 * page renders, and a query the page cannot stand without (page-needs.ts), whose failure the page throws to the
 * error page. The page still goes out uncacheable: the request recorded the failure, and the render reads a
 * query without an answer (failure-cache-policy.ts).
 */
const forgetUpstreamFailures = (queryClient: QueryClient) =>
    queryClient.removeQueries({
        predicate: (query) =>
            query.state.status === 'error' && isUpstreamFailure(query.state.error) && !pageNeedsIt(query)
    })

/** Every key's answer from the process cache, fresh for a render, or undefined if any is missing. */
const fromProcessCache = (keys: readonly QueryKey[]): ShippedQuery[] | undefined => {
    const answers: ShippedQuery[] = []
    for (const key of keys) {
        const hit = peekProcessCache(key, {freshForMs: RENDER_MARGIN_MS})
        if (!hit) return undefined
        answers.push([key, hit.value])
    }
    return answers
}

/**
 * After a render with the prepass: the page's queries are its manifest when every one answered and every
 * answer is one the process cache keeps (catalogue, content and site-wide data, which depend on the address
 * only). A page with anything else (shopper data, previews, a failed call) is always loaded with the prepass.
 */
const learn = (address: string, queryClient: QueryClient) => {
    const queries = queryClient.getQueryCache().getAll()
    const complete = queries.every(
        (query) => query.state.status !== 'error' && !isUnloaded(queryClient, query)
    )
    const keys = queries.filter((query) => query.state.status === 'success').map((query) => query.queryKey)
    if (complete && fromProcessCache(keys)) pageManifests.record(address, keys)
    else pageManifests.forget(address)
}

/**
 * Loads a server render's data. The prepass walk awaits the queries that suspend on the server (dependent
 * data), then the queries registered but not yet fetched are fetched once, in parallel. A failed query is
 * logged and left out, and rendered loading (forgetUpstreamFailures). Returns the successful queries as the
 * page ships them.
 *
 * Given the page's address (host and URL), a page whose every query was in the process cache last time, and
 * still is, skips the prepass (a fifth to a quarter of a render's CPU): the client is given those answers and the
 * real render reads them, and the queries are listed after it. Should
 * that render meet a query without an answer anyway, it renders the query's loading state (queries suspend only
 * in the prepass), the page is sent uncacheable (failure-cache-policy.ts) and the address is forgotten, so its
 * next render uses the prepass again.
 */
export const loadPageQueries = async (
    appJSX: ReactElement,
    queryClient: QueryClient,
    address?: string
): Promise<PageQueries> => {
    trackWantedQueries(queryClient)
    const manifest = address === undefined ? undefined : pageManifests.recall(address)
    const answers = manifest && fromProcessCache(manifest)
    if (address !== undefined && answers) {
        // Seeded rather than left to each hook's initialData, which applies only to the observer that creates
        // a query (a reader that creates it disabled, like the search suggestions' category tree, would not).
        for (const [queryKey, data] of answers) queryClient.setQueryData(queryKey, data)
        return {
            toJSON: () => {
                const queries = queryClient.getQueryCache().getAll()
                if (queries.some((query) => isUnloaded(queryClient, query))) pageManifests.forget(address)
                return shippedQueries(queryClient)
            }
        }
    }
    await ssrPrepass(prepassTree(appJSX))
    const unfetched = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => isUnloaded(queryClient, query) && query.state.fetchStatus === 'idle')
    await Promise.all(
        unfetched.map((query) =>
            query.fetch().catch((error: unknown) => {
                console.error('[ssr] query failed', JSON.stringify(query.queryKey), errorMessage(error))
            })
        )
    )
    if (address !== undefined) learn(address, queryClient)
    forgetUpstreamFailures(queryClient)
    return shippedQueries(queryClient)
}
