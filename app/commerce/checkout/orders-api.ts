import type {StorefrontConfig} from '../../config/types'
import {upstreamBase} from '../upstreams'

export interface OrdersScope {
    config: StorefrontConfig
    appOrigin: string
    siteId: string
}

/**
 * PATCH orders/{orderNo} {status: 'failed'} (spec 000 §7). The commerce SDK has no operation for this call,
 * so it is made here with the shopper's token, through the same proxy the SDK uses. Failing an unpaid order
 * gives its stock and gift card balances back and re-opens the basket: nothing the shopper chose is lost.
 */
export const failOrderRequest = async (scope: OrdersScope, orderNo: string, accessToken: string) => {
    const {organizationId} = scope.config.app.commerceAPI.parameters
    const base = upstreamBase(scope.config, 'api', scope.appOrigin)
    const url = `${base}/checkout/shopper-orders/v1/organizations/${encodeURIComponent(
        organizationId
    )}/orders/${encodeURIComponent(orderNo)}?siteId=${encodeURIComponent(scope.siteId)}`
    const response = await fetch(url, {
        method: 'PATCH',
        headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${accessToken}`
        },
        body: JSON.stringify({status: 'failed'}),
        credentials: 'same-origin'
    })
    if (!response.ok) throw Object.assign(new Error(`${response.status} ${response.statusText}`), {response})
}

/** GET /ip-address (spec 000 §7): the shopper's IP for the payment provider's risk checks; failures logged. */
export const fetchRemoteIp = async (scope: OrdersScope): Promise<string | undefined> => {
    try {
        const response = await fetch(`${upstreamBase(scope.config, 'self', scope.appOrigin)}/ip-address`, {
            headers: {accept: 'application/json'},
            credentials: 'same-origin'
        })
        if (!response.ok) throw new Error(`${response.status}`)
        const body = (await response.json()) as {ip?: unknown}
        return typeof body.ip === 'string' ? body.ip : undefined
    } catch (error) {
        console.error('IP address lookup failed', error instanceof Error ? error.message : '')
        return undefined
    }
}
