import type {ReactElement} from 'react'
import {dehydrate, type QueryClient, type QueryKey} from '@tanstack/react-query'
import ssrPrepass from 'react-ssr-prepass'
import {prepassTree} from './prepass'

/**
 * A successful query as the page ships it: its key and data. Everything else react-query's dehydrated form
 * carries (the key again as a hash, counters, timestamps, error fields) is the same for every hydrated query,
 * so the browser fills it in (see hydratedState in withSsrQueries).
 */
export type ShippedQuery = [queryKey: QueryKey, data: unknown]

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Loads a server render's data: the prepass walk awaits the queries that suspend on the server (dependent
 * data), then the queries registered but not yet fetched are fetched once, in parallel. A failed query is
 * logged and left out; the page renders without it. Returns the successful queries as the page ships them.
 */
export const loadPageQueries = async (
    appJSX: ReactElement,
    queryClient: QueryClient
): Promise<ShippedQuery[]> => {
    await ssrPrepass(prepassTree(appJSX))
    const unfetched = queryClient
        .getQueryCache()
        .getAll()
        .filter(
            (query) =>
                (query.options as {enabled?: boolean}).enabled !== false &&
                query.state.status === 'loading' &&
                query.state.fetchStatus === 'idle'
        )
    await Promise.all(
        unfetched.map((query) =>
            query.fetch().catch((error: unknown) => {
                console.error('[ssr] query failed', JSON.stringify(query.queryKey), errorMessage(error))
            })
        )
    )
    return dehydrate(queryClient).queries.map((query) => [query.queryKey, query.state.data])
}
