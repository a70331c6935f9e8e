import {useEffect, useRef} from 'react'
import {appliedCoupons} from '../../rules/basket/promo-code'
import {trackBeginCheckout} from '../ecommerce'
import {basketLines, type BasketLike} from '../order-items'

/**
 * "begin checkout" once per visit to the checkout, as soon as the basket is known. The checkout steps are
 * reported by the checkout progress (components/checkout-steps/use-checkout-progress.ts, spec 001 §4.1:
 * "0 promocode, 1 shipping, 2 emailConfirmation, 3 payment"), called after this hook so the data layer reads
 * begin checkout first: a second step report here would contradict it (same numbers, other names).
 */
export const useCheckoutTracking = (basket: BasketLike | undefined) => {
    const begun = useRef(false)
    const ready = Boolean(basket?.productItems?.length && basket?.currency)
    const latest = useRef(basket)
    latest.current = basket
    useEffect(() => {
        const current = latest.current
        if (!ready || !current?.currency || begun.current) return
        begun.current = true
        const coupons = appliedCoupons(current.couponItems)
        trackBeginCheckout(
            basketLines(current),
            current.currency,
            coupons.map((item) => item.code).join(',') || undefined
        )
    }, [ready])
}
