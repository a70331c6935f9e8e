import {useQuery, type QueryKey} from '@tanstack/react-query'
import {useAuthorizationHeader} from '@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader'
import {useSite} from '../../site/site-context'

const isServer = typeof window === 'undefined'

interface Options {
    enabled?: boolean
    /** A 404 from the platform means "no such thing": the query resolves to null instead of failing. */
    notFoundAsNull?: boolean
    staleTime?: number
    keepPreviousData?: boolean
}

const statusOf = (error: unknown): number | undefined =>
    (error as {response?: {status?: number}})?.response?.status

/**
 * Catalogue reads (categories, products, search). Shopper-independent, so they are server-rendered: the query
 * suspends the SSR prepass, letting later queries depend on the result within one request. Keys carry site,
 * locale and currency so cached data never crosses regions.
 */
export const useCatalogQuery = <Data>(
    name: string,
    params: unknown,
    method: (options: {parameters: Record<string, unknown>}) => Promise<Data>,
    {enabled = true, notFoundAsNull = false, staleTime, keepPreviousData}: Options = {}
) => {
    const {site, locale, currency} = useSite()
    const authorized = useAuthorizationHeader(method)
    const key: QueryKey = ['catalog', name, site.id, locale.id, currency, params]
    return useQuery(
        key,
        async (): Promise<Data | null> => {
            try {
                return await authorized({parameters: params as Record<string, unknown>})
            } catch (error) {
                if (notFoundAsNull && statusOf(error) === 404) return null
                throw error
            }
        },
        {
            enabled,
            suspense: isServer && enabled,
            useErrorBoundary: false,
            // An explicit undefined would replace the client's default stale time with 0.
            ...(staleTime !== undefined && {staleTime}),
            ...(keepPreviousData !== undefined && {keepPreviousData})
        }
    )
}
