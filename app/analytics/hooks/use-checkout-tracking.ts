import {useEffect, useRef} from 'react'
import {trackBeginCheckout, trackCheckoutStep} from '../ecommerce'
import {basketLines, type BasketLike} from '../order-items'

/**
 * The checkout's three steps as the data layer names them (spec 000 §2: "1 email or login; 2 shipping
 * address and method; 3 payment and billing"; spec 001 §4.1 names them emailConfirmation, shipping, payment).
 */
export const CHECKOUT_STEP_NAMES: Record<number, string> = {
    1: 'emailConfirmation',
    2: 'shipping',
    3: 'payment'
}

/**
 * "begin checkout" once per visit to the checkout, as soon as the basket is known; then "checkout step" each
 * time a step opens (going back to edit a step reports it again, as the shopper sees it again).
 */
export const useCheckoutTracking = (basket: BasketLike | undefined, step: number | undefined) => {
    const begun = useRef(false)
    const lastStep = useRef<number>()
    const currency = basket?.currency
    const ready = Boolean(basket?.productItems?.length && currency)
    const latest = useRef(basket)
    latest.current = basket
    useEffect(() => {
        const current = latest.current
        if (!ready || !current?.currency) return
        const lines = basketLines(current)
        if (!begun.current) {
            begun.current = true
            const coupons = (current.couponItems ?? []).filter((item) => item.statusCode === 'applied')
            trackBeginCheckout(
                lines,
                current.currency,
                coupons.map((item) => item.code).join(',') || undefined
            )
        }
        if (step === undefined || step === lastStep.current || !CHECKOUT_STEP_NAMES[step]) return
        lastStep.current = step
        trackCheckoutStep(step, CHECKOUT_STEP_NAMES[step], lines, current.currency)
    }, [ready, step])
}
