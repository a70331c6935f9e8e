import {useQuery} from '@tanstack/react-query'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSite} from '../../site/site-context'
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
 * A site-wide GET controller call (no shopper token): the same query, and cache entry, as `useControllerQuery`
 * without `shopper`, for components that may render outside the commerce provider (tiles in every list).
 */
export const useSiteControllerQuery = <T>(
    endpoint: string,
    params: ControllerRequest['params'] = {},
    {enabled = true, staleTime}: Omit<ControllerQueryOptions, 'shopper'> = {}
) => {
    const scope = useControllerScope()
    return useQuery(
        controllerQueryKey(scope, endpoint, params, false),
        () => callController<T>(scope, endpoint, {params}),
        {enabled, suspense: isServer && enabled, useErrorBoundary: false, staleTime}
    )
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
    return useQuery(
        controllerQueryKey(scope, endpoint, params, shopper),
        async () => {
            const accessToken = shopper ? await getTokenWhenReady() : undefined
            return callController<T>(scope, endpoint, {params, accessToken})
        },
        {enabled: active, suspense: isServer && active, useErrorBoundary: false, staleTime}
    )
}
