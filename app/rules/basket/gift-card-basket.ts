import type {BasketLike} from './types'

/** "Gift card payment method id SB_GIFT_CERTIFICATE" (spec 000 §9). */
export const GIFT_CARD_PAYMENT_METHOD_ID = 'SB_GIFT_CERTIFICATE'

/** "A basket is a digital gift card basket if it has gift certificate items." */
export const isDigitalGiftCardBasket = (basket: BasketLike | null | undefined): boolean =>
    (basket?.giftCertificateItems?.length ?? 0) > 0

/** "A cart error exists when a basket holds both digital gift cards and products." */
export const hasMixedGiftCardError = (basket: BasketLike | null | undefined): boolean =>
    isDigitalGiftCardBasket(basket) && (basket?.productItems?.length ?? 0) > 0

/** The amount paid by gift cards. */
export const giftCardPaymentTotal = (basket: BasketLike | null | undefined): number =>
    (basket?.paymentInstruments ?? [])
        .filter((instrument) => instrument.paymentMethodId === GIFT_CARD_PAYMENT_METHOD_ID)
        .reduce((sum, instrument) => sum + (instrument.amount ?? 0), 0)

/** "An order is fully paid by gift card when the gift card total covers the order total." */
export const isFullyPaidByGiftCard = (basket: BasketLike | null | undefined): boolean => {
    const paid = giftCardPaymentTotal(basket)
    return paid > 0 && paid >= (basket?.orderTotal ?? Number.POSITIVE_INFINITY)
}

/** "If the amount to authorize is 0 (fully covered by gift card) a different order-creation call is used." */
export const needsNoCardAuthorisation = (basket: BasketLike | null | undefined): boolean =>
    basket?.c_amountToAuthorize === 0

/** "Gift card payment is allowed only if the country cookie is in an allowed list and not an international-
 * checkout country" (spec 000 §5). */
export const isGiftCardPaymentAllowed = (
    countryCookie: string | null | undefined,
    allowedCountries: readonly string[],
    internationalCheckoutCountries: readonly string[]
): boolean => {
    const country = (countryCookie ?? '').trim().toUpperCase()
    if (!country) return false
    const has = (list: readonly string[]) => list.some((code) => code.toUpperCase() === country)
    return has(allowedCountries) && !has(internationalCheckoutCountries)
}
