import {useEffect, useRef} from 'react'
import {trackCheckoutStep} from '../../analytics/ecommerce'
import type {AnalyticsProduct} from '../../analytics/product-items'
import {checkoutProgressStepName} from '../../rules/checkout'

interface ProgressBasket {
    currency?: string
    productItems?: {productId?: string; productName?: string; price?: number; quantity?: number}[]
}

const linesOf = (basket: ProgressBasket | undefined): AnalyticsProduct[] =>
    (basket?.productItems ?? [])
        .filter((item) => typeof item.productId === 'string')
        .map((item) => ({
            id: item.productId as string,
            name: item.productName,
            quantity: item.quantity,
            // The line price is for the whole quantity; analytics reports unit prices.
            price: item.price !== undefined && item.quantity ? item.price / item.quantity : undefined
        }))

/**
 * Reports the checkout progress (spec 001 §4.1: "0 promocode, 1 shipping, 2 emailConfirmation, 3 payment")
 * each time it changes: the bag page is step 0, in checkout the step the basket has reached. One report per
 * step per page, so a re-render never repeats it.
 */
export const useCheckoutProgress = (step: number | undefined, basket: ProgressBasket | undefined) => {
    const reported = useRef<number>()
    const ready = step !== undefined && basket !== undefined
    useEffect(() => {
        if (!ready || reported.current === step) return
        reported.current = step
        trackCheckoutStep(step, checkoutProgressStepName(step), linesOf(basket), basket?.currency ?? 'GBP')
        // Reported when the step changes; the basket's lines are read as they are then.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [ready, step])
}
