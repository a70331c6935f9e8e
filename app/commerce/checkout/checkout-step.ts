import {needsDelivery} from '../../rules/basket'
import {deriveCheckoutStep, type CheckoutStep} from '../../rules/checkout'
import {firstShipment, type CheckoutBasket} from './types'

export interface StepContext {
    isRegistered: boolean
    /** The signed-in customer's email (registered shoppers have it put on the basket automatically). */
    customerEmail?: string
}

/** The step the basket itself has reached (spec 000 §4 `deriveCheckoutStep`): 1 shipping, 2 email, 3 payment. */
export const basketCheckoutStep = (
    basket: CheckoutBasket | undefined,
    context: StepContext
): CheckoutStep => {
    const shipment = firstShipment(basket)
    const basketEmail = basket?.customerInfo?.email
    return deriveCheckoutStep({
        email: basketEmail || (context.isRegistered ? context.customerEmail : undefined),
        shippingAddress: shipment?.shippingAddress,
        shippingMethodId: shipment?.shippingMethod?.id,
        isRegistered: context.isRegistered,
        basketEmail,
        needsDelivery: needsDelivery(basket)
    })
}

/**
 * The step the shopper works on, from the basket (spec 000 §4, via the rules' `deriveCheckoutStep`).
 * The rules say 3 once email, a complete address and a method exist and the basket carries the email (or
 * the shopper is registered); what is missing before that decides between the email step (1) and the
 * shipping step (2).
 */
export const shopperCheckoutStep = (
    basket: CheckoutBasket | undefined,
    context: StepContext
): CheckoutStep => {
    const basketEmail = basket?.customerInfo?.email
    const email = basketEmail || (context.isRegistered ? context.customerEmail : undefined)
    const derived = basketCheckoutStep(basket, context)
    if (derived === 3) return 3
    const hasEmail = Boolean(email?.trim()) && (context.isRegistered || Boolean(basketEmail?.trim()))
    return hasEmail ? 2 : 1
}
