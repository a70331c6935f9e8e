import {useSyncExternalStore} from 'react'
import type {StorefrontConfig} from '../../config/types'
import {upstreamBase} from '../upstreams'

/** Spec 000 §9 storage key: the order placed but not yet paid (set by the checkout). */
export const PENDING_ORDER_KEY = 'orderId'

const storage = (): Storage | undefined => {
    try {
        return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
        return undefined
    }
}

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export const readPendingOrder = (): string | null => {
    try {
        return storage()?.getItem(PENDING_ORDER_KEY) ?? null
    } catch {
        return null
    }
}

export const rememberPendingOrder = (orderNo: string) => {
    try {
        storage()?.setItem(PENDING_ORDER_KEY, orderNo)
    } catch {
        // Quota or privacy settings: without the id an abandoned order is not failed on return, only later.
    }
    changed()
}

export const clearPendingOrder = () => {
    try {
        storage()?.removeItem(PENDING_ORDER_KEY)
    } catch {
        // See rememberPendingOrder.
    }
    changed()
}

const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
        listeners.delete(listener)
    }
}

/**
 * The pending order id as React state: the checkout waits while an abandoned order is being failed (its basket
 * is empty until the order's basket re-opens) and reads the basket again once the id is gone. Server: none.
 */
export const usePendingOrder = (): string | null =>
    useSyncExternalStore(subscribe, readPendingOrder, () => null)

export interface OrderScope {
    config: StorefrontConfig
    appOrigin: string
    siteId: string
    locale: string
}

/**
 * Spec 000 §7: "PATCH orders/{orderNo} with status failed". The commerce SDK has no operation for it, so it
 * is one direct call on the same proxy path and with the shopper's token, like the SDK's own calls.
 */
export const failOrder = async (scope: OrderScope, accessToken: string, orderNo: string) => {
    const {organizationId} = scope.config.app.commerceAPI.parameters
    const query = new URLSearchParams({siteId: scope.siteId, locale: scope.locale})
    const url = `${upstreamBase(
        scope.config,
        'api',
        scope.appOrigin
    )}/checkout/shopper-orders/v1/organizations/${encodeURIComponent(
        organizationId
    )}/orders/${encodeURIComponent(orderNo)}?${query.toString()}`
    const response = await fetch(url, {
        method: 'PATCH',
        headers: {authorization: `Bearer ${accessToken}`, 'content-type': 'application/json'},
        body: JSON.stringify({status: 'failed'})
    })
    // A 4xx means the order cannot be failed (gone, not ours, already settled): nothing left to retry.
    if (!response.ok && response.status >= 500) throw new Error(`${response.status} ${response.statusText}`)
}
