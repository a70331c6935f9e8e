import {useEffect, useRef} from 'react'
import {useLocation} from 'react-router-dom'
import {shouldFailStoredOrder} from '../../rules/basket'
import {logCheckoutFailure} from './checkout-errors'
import {forgetOrderId, storedOrderId} from './storage'
import {useCheckoutBasket} from './use-checkout-basket'
import {useOrderCalls} from './use-orders-scope'

/**
 * "A stored pending order id is failed when the basket loads away from confirmation or 3DS pages" (spec 000
 * §4): a shopper who left a 3-D Secure challenge (back button, closed tab) gets their basket back. Runs once
 * per page load, when the basket first loads, so an order being placed on this page is never touched. A paid
 * order cannot be failed (the platform refuses); its id is forgotten either way.
 */
export const usePendingOrderRecovery = () => {
    const {pathname} = useLocation()
    const {status, reload} = useCheckoutBasket()
    const {failOrder} = useOrderCalls()
    const checked = useRef(false)

    useEffect(() => {
        if (checked.current || status !== 'done') return
        checked.current = true
        const orderNo = storedOrderId()
        if (!shouldFailStoredOrder(orderNo, pathname)) return
        forgetOrderId()
        failOrder(orderNo as string)
            .catch((error: unknown) => logCheckoutFailure('failing an abandoned order', error))
            // Read the basket again either way: the checkout waits for it while an order id was stored.
            .then(() => reload())
            .catch(() => undefined)
    }, [failOrder, pathname, reload, status])
}
