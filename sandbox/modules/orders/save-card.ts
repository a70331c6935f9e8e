import type {SandboxContext} from '../../core/context'
import {
    countPaymentInstruments,
    insertPaymentInstrument,
    listPaymentInstruments,
    MAX_PAYMENT_INSTRUMENTS
} from '../customers/payment-instruments/payment-store'
import {CARD_METHOD} from '../payments/methods'
import type {OrderRecord} from './store'

interface Card {
    cardType?: string
    holder?: string
    maskedNumber?: string
    numberLastDigits?: string
    expirationMonth?: number
    expirationYear?: number
}

/**
 * `c_storePaymentMethod: true` on an authorised card payment of a registered customer saves the card (masked)
 * to their account, unless the same card is already saved or the account is full.
 */
export const saveCardIfAsked = (
    ctx: SandboxContext,
    order: OrderRecord,
    instrument: Record<string, unknown>
) => {
    const card = instrument.paymentCard as Card | undefined
    const asked = instrument.c_storePaymentMethod === true || instrument.c_storePaymentMethod === 'true'
    if (!order.registered || !asked || instrument.customerPaymentInstrumentId || !card) return
    const {cardType, maskedNumber, numberLastDigits, expirationMonth, expirationYear} = card
    if (!cardType || !maskedNumber || !numberLastDigits || !expirationMonth || !expirationYear) return
    const same = listPaymentInstruments(ctx, order.customerId).some(
        (saved) =>
            saved.paymentCard.numberLastDigits === numberLastDigits &&
            saved.paymentCard.expirationMonth === expirationMonth &&
            saved.paymentCard.expirationYear === expirationYear
    )
    if (same || countPaymentInstruments(ctx, order.customerId) >= MAX_PAYMENT_INSTRUMENTS) return
    insertPaymentInstrument(ctx, order.customerId, {
        paymentMethodId: CARD_METHOD,
        card: {
            cardType,
            holder: card.holder ?? '',
            maskedNumber,
            numberLastDigits,
            expirationMonth,
            expirationYear
        },
        isDefault: false
    })
}
