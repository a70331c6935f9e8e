import type {ComponentType, ReactNode} from 'react'
import {
    hashQueryKey,
    Hydrate,
    QueryClient,
    QueryClientProvider,
    type DehydratedState,
    type QueryClientConfig
} from '@tanstack/react-query'
import {loadPageQueries, type ShippedQuery} from '../../ssr/load-page-queries'
import {
    FetchStrategy,
    type InitAppStateArgs
} from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/fetch-strategy'

const STATE_KEY = '__queries'
const isServer = typeof window === 'undefined'

interface Locals {
    /** null once the runtime has cleaned up after the response closed. */
    __queryClient?: QueryClient | null
}

export interface SsrQueriesOptions {
    /** More state for the page, computed once the render's data is loaded (e.g. the messages it used). */
    extraState?: (locals: object) => Record<string, unknown>
}

interface StaticsOf {
    getInitializers?: () => ((args: InitAppStateArgs) => Promise<Record<string, unknown>>)[]
    getHOCsInUse?: () => unknown[]
}

/**
 * Server-side data loading for the whole app, replacing PWA Kit's withReactQuery:
 * - the prepass walk awaits queries that opt into `suspense` on the server, so dependent data (content that
 *   names products, a product that names its category) is loaded in one request;
 * - queries registered but not yet fetched are fetched once, in parallel (PWA Kit refetches every query, so
 *   suspense-loaded data would be requested twice);
 * - a page whose data is all in the server's process cache skips the prepass (see loadPageQueries);
 * - on the client, hydrated queries are marked fresh, so hydration never refetches what the server sent.
 */
export const withSsrQueries = <P extends {locals: object; children?: ReactNode}>(
    Wrapped: ComponentType<P> & StaticsOf,
    queryClientConfig: QueryClientConfig,
    {extraState}: SsrQueriesOptions = {}
) => {
    class WithSsrQueries extends FetchStrategy<P> {
        static displayName = `withSsrQueries(${Wrapped.displayName || Wrapped.name})`

        override render() {
            const locals = this.props.locals as Locals
            // PWA Kit's runtime clears and nulls the client once the response has closed (the shopper left
            // mid-render): a fresh, empty client would make every server query suspend in renderToString.
            if (isServer && locals.__queryClient === null) return null
            locals.__queryClient = locals.__queryClient ?? new QueryClient(queryClientConfig)
            const state = isServer
                ? undefined
                : hydratedState(window.__PRELOADED_STATE__?.[STATE_KEY] as ShippedQuery[] | undefined)
            return (
                <QueryClientProvider client={locals.__queryClient}>
                    <Hydrate state={state}>
                        <Wrapped {...this.props} />
                    </Hydrate>
                </QueryClientProvider>
            )
        }

        static async doInitAppState({req, res, appJSX}: InitAppStateArgs) {
            const locals = res.locals as Locals
            if (locals.__queryClient === null) return {}
            const queryClient = (locals.__queryClient =
                locals.__queryClient ?? new QueryClient(queryClientConfig))
            return {
                [STATE_KEY]: await loadPageQueries(appJSX, queryClient, pageAddress(req)),
                ...extraState?.(locals)
            }
        }

        static override getInitializers() {
            const own = (args: InitAppStateArgs) => WithSsrQueries.doInitAppState(args)
            return [own, ...(Wrapped.getInitializers?.() ?? [])]
        }

        static override getHOCsInUse() {
            return [withSsrQueries, ...(Wrapped.getHOCsInUse?.() ?? [])]
        }
    }
    copyStatics(Wrapped, WithSsrQueries)
    return WithSsrQueries
}

/**
 * What a cacheable page's server render depends on (use-cache-policy.ts: catalogue and content pages depend on
 * their URL only); the host is part of it, as a site may be chosen by host. None for a render without a request.
 */
const pageAddress = (req: InitAppStateArgs['req'] | undefined) =>
    req ? `${req.get('host') ?? ''}${req.originalUrl}` : undefined

/**
 * The shipped queries as react-query's dehydrated state. Server data was fetched moments ago: it is marked
 * fresh now, or the 2 s stale time would refetch it on mount.
 */
const hydratedState = (shipped: ShippedQuery[] | undefined): DehydratedState | undefined => {
    if (!Array.isArray(shipped)) return undefined
    const now = Date.now()
    return {
        mutations: [],
        queries: shipped.map(([queryKey, data]) => ({
            queryKey,
            queryHash: hashQueryKey(queryKey),
            state: {
                data,
                dataUpdateCount: 1,
                dataUpdatedAt: now,
                error: null,
                errorUpdateCount: 0,
                errorUpdatedAt: 0,
                fetchFailureCount: 0,
                fetchFailureReason: null,
                fetchMeta: null,
                isInvalidated: false,
                status: 'success',
                fetchStatus: 'idle'
            }
        }))
    }
}

/** AppConfig's static hooks (restore, freeze, extraGetPropsArgs) must stay reachable through the wrapper. */
const copyStatics = (from: object, to: object) => {
    for (const key of ['restore', 'freeze', 'extraGetPropsArgs'] as const) {
        const value = (from as Record<string, unknown>)[key]
        if (typeof value === 'function') Object.assign(to, {[key]: value})
    }
}

declare global {
    interface Window {
        __PRELOADED_STATE__?: Record<string, unknown>
    }
}
