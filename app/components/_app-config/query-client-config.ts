import type {QueryClientConfig} from '@tanstack/react-query'

const isServer = typeof window === 'undefined'

/** Spec 000 §9: query cache stale time 2000 ms, retry off. */
export const queryClientConfig: QueryClientConfig = {
    defaultOptions: {
        queries: {
            staleTime: 2000,
            retry: false,
            refetchOnWindowFocus: false,
            // A query that failed during SSR is fetched again in the browser only when a component mounts it.
            retryOnMount: !isServer
        },
        mutations: {retry: false}
    }
}
