import {PLACEHOLDER_EXPIRY} from '../../rules/account'
import {PAYMENT_METHOD_IDS, PROVIDER_PAYMENT_TYPES} from '../../rules/checkout'
import type {ProtectedCard} from './payment-provider'

/** Spec 000 §7 card payments; method ids as the platform names them. */
export const CARD_PAYMENT_METHOD_ID = PAYMENT_METHOD_IDS.card

/** A saved card of a registered shopper (spec 000 §6). */
export interface SavedCardInput {
    kind: 'saved'
    customerPaymentInstrumentId: string
    cardType?: string
    maskedNumber?: string
    holder?: string
}

export type CardInput = ProtectedCard | SavedCardInput

/** What pays what gift cards leave: a card (new or saved) or a method paid on the provider's page. */
export type PaymentChoice = {kind: 'card'; card: CardInput} | {kind: 'redirect'; methodId: string}

export interface OrderPaymentContext {
    amount?: number
    remoteIp?: string
    origin: string
    /** This site's /checkout3ds, where 3-D Secure challenges and hosted payment pages return. */
    returnUrl: string
}

const masked = (lastDigits: string | undefined) => (lastDigits ? `************${lastDigits}` : undefined)

/**
 * The basket's instrument (POST baskets/{id}/payment_instruments): for a card, brand, holder, masked number
 * and expiry only (the encrypted fields go to the provider with the order payment, never onto the basket);
 * for a saved card its customerPaymentInstrumentId; for a redirect method the method and provider type.
 */
export const basketPaymentInstrument = (choice: PaymentChoice): Record<string, unknown> => {
    if (choice.kind === 'redirect')
        return {
            paymentMethodId: choice.methodId,
            c_adyenPaymentMethod: PROVIDER_PAYMENT_TYPES[choice.methodId]
        }
    const {card} = choice
    if (card.kind === 'saved')
        return {
            paymentMethodId: CARD_PAYMENT_METHOD_ID,
            customerPaymentInstrumentId: card.customerPaymentInstrumentId
        }
    const {details} = card
    return {
        paymentMethodId: CARD_PAYMENT_METHOD_ID,
        c_adyenPaymentMethod: 'scheme',
        paymentCard: {
            cardType: details.brand,
            holder: details.holder,
            maskedNumber: masked(details.lastDigits),
            expirationMonth: details.expiryMonth,
            expirationYear: details.expiryYear
        }
    }
}

const common = (methodId: string, context: OrderPaymentContext) => ({
    paymentMethodId: methodId,
    ...(context.amount !== undefined ? {amount: context.amount} : {}),
    c_adyenPaymentMethod: PROVIDER_PAYMENT_TYPES[methodId],
    ...(context.remoteIp ? {c_remoteIP: context.remoteIp} : {}),
    c_origin: context.origin,
    c_returnURL: context.returnUrl
})

/**
 * createPaymentInstrumentForOrder's body (spec 000 §7): the provider's state data (`c_adyenStateData`: for a
 * new card the encrypted fields, for a saved card its stored id, for a redirect method its type), the
 * payment card with the placeholder expiry the provider expects (spec 000 §9), c_storePaymentMethod,
 * c_remoteIP, c_origin and c_returnURL.
 */
export const orderPaymentInstrument = (
    choice: PaymentChoice,
    context: OrderPaymentContext
): Record<string, unknown> => {
    if (choice.kind === 'redirect') {
        const type = PROVIDER_PAYMENT_TYPES[choice.methodId]
        return {
            ...common(choice.methodId, context),
            c_adyenStateData: JSON.stringify({paymentMethod: {type}})
        }
    }
    const {card} = choice
    if (card.kind === 'saved') {
        return {
            ...common(CARD_PAYMENT_METHOD_ID, context),
            customerPaymentInstrumentId: card.customerPaymentInstrumentId,
            c_storePaymentMethod: false,
            c_adyenStateData: JSON.stringify({
                paymentMethod: {type: 'scheme', storedPaymentMethodId: card.customerPaymentInstrumentId}
            })
        }
    }
    return {
        ...common(CARD_PAYMENT_METHOD_ID, context),
        c_storePaymentMethod: card.save,
        paymentCard: {
            cardType: card.details.brand,
            holder: card.details.holder,
            maskedNumber: masked(card.details.lastDigits),
            expirationMonth: PLACEHOLDER_EXPIRY.month,
            expirationYear: PLACEHOLDER_EXPIRY.year
        },
        c_adyenStateData: JSON.stringify(card.stateData)
    }
}
