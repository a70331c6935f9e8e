import {useQuery} from '@tanstack/react-query'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSite} from '../../site/site-context'
import {useSuspendsInPrepass} from '../../ssr/prepass'
import {processCached, processCachedInitialData} from '../../ssr/process-cache'
import {callController, type ControllerRequest, type ControllerScope} from './controller-client'

const isServer = typeof window === 'undefined'

export const useControllerScope = (): ControllerScope => {
    const {config, site, locale} = useSite()
    return {config, appOrigin: isServer ? '' : window.location.origin, siteId: site.id, locale: locale.id}
}

interface ControllerQueryOptions {
    /** Shopper-specific endpoints run in the browser only, with the shopper's token; site-wide ones during SSR. */
    shopper?: boolean
    enabled?: boolean
    staleTime?: number
}

const controllerQueryKey = (scope: ControllerScope, endpoint: string, params: unknown, shopper: boolean) => [
    'controller',
    endpoint,
    scope.siteId,
    scope.locale,
    params,
    shopper
]

/**
 * How long the server may reuse a site-wide answer for other renders: the query's own stale time, at most ten
 * minutes (within the shared-cache lifetime of the catalogue and content pages that show it); none without one.
 */
const serverTtl = (staleTime: number | undefined) => Math.min(staleTime ?? 0, MAX_SERVER_TTL)
const MAX_SERVER_TTL = 600_000

/** Site-wide answers are the same for every shopper, so the server keeps them per process (ssr/process-cache). */
const siteWideCall = <T>(
    key: unknown[],
    scope: ControllerScope,
    endpoint: string,
    params: ControllerRequest['params'],
    staleTime: number | undefined
) => processCached(key, () => callController<T>(scope, endpoint, {params}), {ttlMs: serverTtl(staleTime)})

/**
 * A site-wide GET controller call (no shopper token): the same query, and cache entry, as `useControllerQuery`
 * without `shopper`, for components that may render outside the commerce provider (tiles in every list).
 */
export const useSiteControllerQuery = <T>(
    endpoint: string,
    params: ControllerRequest['params'] = {},
    {enabled = true, staleTime}: Omit<ControllerQueryOptions, 'shopper'> = {}
) => {
    const scope = useControllerScope()
    const key = controllerQueryKey(scope, endpoint, params, false)
    const suspends = useSuspendsInPrepass(enabled)
    return useQuery(key, () => siteWideCall<T>(key, scope, endpoint, params, staleTime), {
        enabled,
        suspense: suspends,
        useErrorBoundary: false,
        staleTime,
        ...processCachedInitialData<T>(key, enabled && serverTtl(staleTime) > 0)
    })
}

/** A GET controller call as a query. Site-wide data is server-rendered; shopper data loads in the browser. */
export const useControllerQuery = <T>(
    endpoint: string,
    params: ControllerRequest['params'] = {},
    {shopper = false, enabled = true, staleTime}: ControllerQueryOptions = {}
) => {
    const scope = useControllerScope()
    const {getTokenWhenReady} = useAccessToken()
    const active = enabled && !(shopper && isServer)
    const key = controllerQueryKey(scope, endpoint, params, shopper)
    const suspends = useSuspendsInPrepass(active)
    return useQuery(
        key,
        async () =>
            shopper
                ? callController<T>(scope, endpoint, {params, accessToken: await getTokenWhenReady()})
                : siteWideCall<T>(key, scope, endpoint, params, staleTime),
        {
            enabled: active,
            suspense: suspends,
            useErrorBoundary: false,
            staleTime,
            ...processCachedInitialData<T>(key, !shopper && active && serverTtl(staleTime) > 0)
        }
    )
}
