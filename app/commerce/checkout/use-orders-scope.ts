import {useCallback} from 'react'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSite} from '../../site/site-context'
import {failOrderRequest, fetchRemoteIp, type OrdersScope} from './orders-api'

const appOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin)

/** The order calls the commerce SDK lacks (fail an order, the shopper's IP), bound to this site and shopper. */
export const useOrderCalls = () => {
    const {config, site} = useSite()
    const {getTokenWhenReady} = useAccessToken()
    const scope = useCallback(
        (): OrdersScope => ({config, siteId: site.id, appOrigin: appOrigin()}),
        [config, site.id]
    )
    const failOrder = useCallback(
        async (orderNo: string) => failOrderRequest(scope(), orderNo, await getTokenWhenReady()),
        [getTokenWhenReady, scope]
    )
    const remoteIp = useCallback(() => fetchRemoteIp(scope()), [scope])
    return {failOrder, remoteIp}
}
