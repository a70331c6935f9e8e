import {useQuery, type QueryKey} from '@tanstack/react-query'
import {useAuthorizationHeader} from '@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader'
import {PAGE_NEEDS_IT} from '../../ssr/page-needs'
import {useSuspendsInPrepass} from '../../ssr/prepass'
import {processCached, processCachedInitialData} from '../../ssr/process-cache'
import {useSite} from '../../site/site-context'

interface Options<Raw, Data> {
    enabled?: boolean
    /** A 404 from the platform means "no such thing": the query resolves to null instead of failing. */
    notFoundAsNull?: boolean
    staleTime?: number
    keepPreviousData?: boolean
    /**
     * The fields components read (docs/architecture.md "Query projections"): applied in the query function,
     * so the query cache, the server's process cache and the hydrated page hold only the projection.
     */
    project?: (raw: Raw) => Data
    /**
     * How long the server may reuse the (projected) answer for other renders: catalogue data is the same for
     * every shopper, and pages showing it are cached by shared caches for longer (use-cache-policy.ts).
     */
    serverTtlMs?: number
    /** The reading page throws this query's failure to the error page (page-needs.ts). */
    pageNeedsIt?: boolean
}

const statusOf = (error: unknown): number | undefined =>
    (error as {response?: {status?: number}})?.response?.status

const identity = <T>(value: T) => value as unknown

/**
 * Catalogue reads (categories, products, search). Shopper-independent, so they are server-rendered: the query
 * suspends the SSR prepass, letting later queries depend on the result within one request. Keys carry site,
 * locale and currency so cached data never crosses regions.
 */
export const useCatalogQuery = <Raw, Data = Raw>(
    name: string,
    params: unknown,
    method: (options: {parameters: Record<string, unknown>}) => Promise<Raw>,
    {
        enabled = true,
        notFoundAsNull = false,
        staleTime,
        keepPreviousData,
        project = identity as (raw: Raw) => Data,
        serverTtlMs = 0,
        pageNeedsIt = false
    }: Options<Raw, Data> = {}
) => {
    const {site, locale, currency} = useSite()
    const authorized = useAuthorizationHeader(method)
    const key: QueryKey = ['catalog', name, site.id, locale.id, currency, params]
    const suspends = useSuspendsInPrepass(enabled)
    return useQuery(
        key,
        async (): Promise<Data | null> => {
            try {
                return await processCached(
                    key,
                    async () => project(await authorized({parameters: params as Record<string, unknown>})),
                    {ttlMs: serverTtlMs}
                )
            } catch (error) {
                if (notFoundAsNull && statusOf(error) === 404) return null
                throw error
            }
        },
        {
            enabled,
            suspense: suspends,
            useErrorBoundary: false,
            ...(pageNeedsIt && {meta: PAGE_NEEDS_IT}),
            ...processCachedInitialData<Data>(key, enabled && serverTtlMs > 0),
            // An explicit undefined would replace the client's default stale time with 0.
            ...(staleTime !== undefined && {staleTime}),
            ...(keepPreviousData !== undefined && {keepPreviousData})
        }
    )
}
