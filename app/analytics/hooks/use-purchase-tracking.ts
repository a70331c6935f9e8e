import {useEffect} from 'react'
import {postToApp} from '../../pages/app-page/app-bridge'
import {trackPurchase} from '../ecommerce'
import {orderPurchase, type OrderLike} from '../order-items'

const STORAGE_KEY = 'vela.analytics.orders'
const REMEMBERED = 20

const reported = (): string[] => {
    try {
        const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')
        return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
    } catch {
        return []
    }
}

/** Records an order as reported; false when it already was (a reload, or the confirmation opened again). */
export const claimPurchase = (orderNo: string): boolean => {
    const seen = reported()
    if (seen.includes(orderNo)) return false
    try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify([orderNo, ...seen].slice(0, REMEMBERED)))
    } catch {
        // Without storage a reload could report twice; the tag manager dedupes on transaction_id.
    }
    return true
}

/**
 * "purchase": on the confirmation page, once per order even when the page is reloaded; the app's web view is
 * told 'orderPlaced' at the same moment.
 */
export const usePurchaseTracking = (order: (OrderLike & {c_orderType?: string}) | undefined) => {
    const orderNo = order?.orderNo
    useEffect(() => {
        if (!order || !orderNo || !claimPurchase(orderNo)) return
        const purchase = orderPurchase(order)
        trackPurchase(purchase)
        // In the app's web view the app hears of the order too (nothing is posted elsewhere).
        postToApp({
            type: 'orderPlaced',
            orderNo,
            total: purchase.total,
            currency: purchase.currency,
            orderType: order.c_orderType ?? 'web'
        })
        // Once per order number; later refetches of the same order change nothing.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [orderNo])
}
