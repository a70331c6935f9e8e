import type {QueryClient} from '@tanstack/react-query'

interface QueryLike {
    queryHash: string
    options: object
    state: {status: string}
}

const wantedBy = new WeakMap<object, Set<string>>()

/**
 * Remembers, for a server render's query client, every query some reader asked for enabled. A query's own
 * options are those of the reader that created it, so a query first asked for disabled (the search
 * suggestions' category tree, needed only later) looks disabled even when the menu needs it now.
 */
export const trackWantedQueries = (client: QueryClient) => {
    if (wantedBy.has(client)) return
    const wanted = new Set<string>()
    wantedBy.set(client, wanted)
    const defaulted = client.defaultQueryOptions.bind(client) as (options?: object) => {
        enabled?: unknown
        queryHash?: string
    }
    Object.assign(client, {
        defaultQueryOptions: (options?: {_defaulted?: boolean}) => {
            const result = defaulted(options)
            if (!options?._defaulted && result.enabled !== false && result.queryHash)
                wanted.add(result.queryHash)
            return result
        }
    })
}

/**
 * A query the page asked for that has no answer: some reader wanted it enabled and it never loaded. (For a
 * client not tracked, its own options decide.)
 */
export const isUnloaded = (client: object | undefined, query: QueryLike) => {
    if (query.state.status !== 'loading') return false
    const wanted = client && wantedBy.get(client)
    return wanted ? wanted.has(query.queryHash) : (query.options as {enabled?: unknown}).enabled !== false
}
