import type {BasketLike} from './types'

/**
 * Baskets that hold digital gift cards (spec 000 §4, §9; 001 §4.6). A digital gift card is emailed to its
 * recipient: a bag holding nothing else needs no postal address and no delivery method, and is never charged
 * for delivery. Its value still counts towards the bag's subtotal, so the totals the shopper reads add up.
 */

/** Whether any line travels by post: products (a physical gift card is a product line too). */
export const needsDelivery = (basket: BasketLike | null | undefined): boolean =>
    (basket?.productItems?.length ?? 0) > 0

/** "A basket is a digital gift card basket if it has gift certificate items", here with nothing else in it. */
export const isDigitalOnlyBasket = (basket: BasketLike | null | undefined): boolean =>
    (basket?.giftCertificateItems?.length ?? 0) > 0 && !needsDelivery(basket)

/** The value of the digital gift cards in the bag. */
export const giftCertificateItemsTotal = (basket: BasketLike | null | undefined): number =>
    (basket?.giftCertificateItems ?? []).reduce((sum, item) => sum + (item.amount ?? 0), 0)

/**
 * The bag's subtotal as the shopper reads it: products plus digital gift cards. The platform's
 * productSubTotal covers product lines only, which showed an e-gift card bag as 'FREE' beside a £50.00 total.
 */
export const merchandiseSubtotal = (
    basket: (BasketLike & {productSubTotal?: number | null}) | null | undefined
): number => (basket?.productSubTotal ?? 0) + giftCertificateItemsTotal(basket)

/**
 * The amount the free-delivery nudge counts towards, or undefined when the bag has nothing to deliver (a
 * digital-only bag must not be told it is some amount "away from free standard delivery").
 */
export const deliveryThresholdSubtotal = (
    basket: (BasketLike & {productSubTotal?: number | null}) | null | undefined
): number | undefined => (needsDelivery(basket) ? basket?.productSubTotal ?? 0 : undefined)
