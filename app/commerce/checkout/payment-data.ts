import {
    detectCardBrand,
    digitsOnly,
    PLACEHOLDER_EXPIRY,
    splitCardExpiry,
    stripCardSpaces
} from '../../rules/account'

/** Spec 000 §7 card payments; method ids as the platform names them. */
export const CARD_PAYMENT_METHOD_ID = 'CREDIT_CARD'

/** A card typed into the payment form. Lives in form memory for one submit only. */
export interface NewCardInput {
    kind: 'new'
    number: string
    holder: string
    /** "MM/YY" as typed; split into month and 20-prefixed year (spec 000 §5). */
    expiry: string
    securityCode: string
    /** Registered shoppers may keep the card (`c_storePaymentMethod`). */
    save?: boolean
}

/** A saved card of a registered shopper (spec 000 §6). */
export interface SavedCardInput {
    kind: 'saved'
    customerPaymentInstrumentId: string
    cardType?: string
    maskedNumber?: string
    holder?: string
}

export type CardInput = NewCardInput | SavedCardInput

export interface OrderPaymentContext {
    amount?: number
    remoteIp?: string
    origin: string
    /** This site's /checkout3ds, where the 3-D Secure challenge returns. */
    returnUrl: string
    /** How card fields are protected for the payment provider. */
    protect: (value: string) => string
}

const masked = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`

/**
 * The basket's card instrument (POST baskets/{id}/payment_instruments): brand, holder, masked number and
 * expiry only; the full number goes to the payment provider with the order payment, never onto the basket.
 */
export const basketCardInstrument = (card: CardInput): Record<string, unknown> => {
    if (card.kind === 'saved')
        return {
            paymentMethodId: CARD_PAYMENT_METHOD_ID,
            customerPaymentInstrumentId: card.customerPaymentInstrumentId
        }
    const number = stripCardSpaces(digitsOnly(card.number))
    const expiry = splitCardExpiry(card.expiry)
    return {
        paymentMethodId: CARD_PAYMENT_METHOD_ID,
        paymentCard: {
            cardType: detectCardBrand(number),
            holder: card.holder.trim(),
            maskedNumber: masked(number),
            expirationMonth: expiry?.month,
            expirationYear: expiry?.year
        }
    }
}

/**
 * createPaymentInstrumentForOrder's body (spec 000 §7): the provider's state data (c_adyen-style fields,
 * each value protected for the provider), the payment card with the placeholder expiry the provider expects
 * (spec 000 §9), c_storePaymentMethod, c_remoteIP, c_origin and c_returnURL.
 */
export const orderCardInstrument = (
    card: CardInput,
    context: OrderPaymentContext
): Record<string, unknown> => {
    const common = {
        paymentMethodId: CARD_PAYMENT_METHOD_ID,
        ...(context.amount !== undefined ? {amount: context.amount} : {}),
        c_adyenPaymentMethod: 'scheme',
        ...(context.remoteIp ? {c_remoteIP: context.remoteIp} : {}),
        c_origin: context.origin,
        c_returnURL: context.returnUrl
    }
    if (card.kind === 'saved') {
        return {
            ...common,
            customerPaymentInstrumentId: card.customerPaymentInstrumentId,
            c_storePaymentMethod: false,
            c_adyenStateData: JSON.stringify({
                paymentMethod: {type: 'scheme', storedPaymentMethodId: card.customerPaymentInstrumentId}
            })
        }
    }
    const number = stripCardSpaces(digitsOnly(card.number))
    const expiry = splitCardExpiry(card.expiry)
    const brand = detectCardBrand(number)
    return {
        ...common,
        c_storePaymentMethod: Boolean(card.save),
        paymentCard: {
            cardType: brand,
            holder: card.holder.trim(),
            maskedNumber: masked(number),
            expirationMonth: PLACEHOLDER_EXPIRY.month,
            expirationYear: PLACEHOLDER_EXPIRY.year
        },
        c_adyenStateData: JSON.stringify({
            paymentMethod: {
                type: 'scheme',
                holderName: card.holder.trim(),
                encryptedCardNumber: context.protect(number),
                encryptedExpiryMonth: context.protect(String(expiry?.month ?? '').padStart(2, '0')),
                encryptedExpiryYear: context.protect(String(expiry?.year ?? '')),
                encryptedSecurityCode: context.protect(digitsOnly(card.securityCode))
            }
        })
    }
}

/**
 * Card field protection per payment provider. The sandbox provider takes the provider's documented test
 * form (`test_` + value); a live provider needs its client-side encryption library, which is not bundled,
 * so it refuses rather than send plain card data.
 */
export const cardFieldProtector = (provider: string): ((value: string) => string) => {
    if (provider === 'sandbox') return (value) => `test_${value}`
    return () => {
        throw new Error(`Card encryption for the '${provider}' payment provider is not available`)
    }
}
