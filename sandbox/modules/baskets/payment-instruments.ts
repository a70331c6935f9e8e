import type {SandboxContext} from '../../core/context'
import {ApiError, badRequest, notFound} from '../../core/errors'
import {
    certificateProblem,
    findGiftCertificate,
    normaliseCode,
    PROBLEM_MESSAGES
} from '../gift-certificates/store'
import {fullCardOf, isSensitiveAttribute, maskedCardOf, maskFullCard} from '../payments/card-input'
import {isMethodApplicable} from '../payments/availability'
import {
    CARD_METHOD,
    CARD_METHOD_ALIASES,
    GIFT_CERTIFICATE_ALIASES,
    GIFT_CERTIFICATE_METHOD,
    isApplePayMethod,
    redirectMethodOf
} from '../payments/methods'
import type {MutationScope} from './access'
import {newLineId} from './ids'
import {amountField, invalid, mergeCustom, pick, requireBody, stringField} from './input'
import type {BasketRecord, BasketState, StoredPaymentCard, StoredPaymentInstrument} from './model'
import {toMinor} from './money'
import {findSavedCard} from './saved-cards'

/**
 * Basket payment instruments: up to five gift certificates plus what pays the rest (a card, or PayPal, Klarna
 * or Afterpay). A new instrument of a method replaces the previous one of the same method; an instrument of
 * another method stays until the storefront deletes it (DELETE .../payment_instruments/{id}), and createOrder
 * refuses a basket that still holds two. Card numbers and security codes are never stored: only brand, last
 * digits, holder and expiry.
 */
const MAX_GIFT_CERTIFICATES = 5

const safeCustom = (existing: Record<string, unknown>, body: Record<string, unknown>) =>
    mergeCustom(
        existing,
        Object.fromEntries(Object.entries(body).filter(([key]) => !isSensitiveAttribute(key)))
    )

const giftCertificateError = (detail: string) =>
    new ApiError(400, 'invalid-gift-certificate', 'Invalid Gift Certificate', detail)

const cardFor = (
    ctx: SandboxContext,
    record: BasketRecord,
    body: Record<string, unknown>,
    savedId?: string
) => {
    const full = fullCardOf(body, ctx.clock.now())
    if (full) return maskFullCard(full)
    const masked = maskedCardOf(body)
    if (masked) return masked
    if (savedId) {
        if (!record.registered) throw badRequest('Only registered shoppers can pay with a saved card.')
        const saved = findSavedCard(ctx, record.customerId, savedId)?.paymentCard
        const last = saved?.numberLastDigits ?? saved?.maskedNumber?.slice(-4)
        if (saved && last) {
            return {
                cardType: saved.cardType ?? 'Visa',
                ...(saved.holder ? {holder: saved.holder} : {}),
                maskedNumber: saved.maskedNumber ?? `************${last}`,
                numberLastDigits: last,
                ...(saved.expirationMonth ? {expirationMonth: saved.expirationMonth} : {}),
                ...(saved.expirationYear ? {expirationYear: saved.expirationYear} : {})
            }
        }
        throw notFound(
            `No saved payment instrument '${savedId.slice(0, 60)}' was found.`,
            'payment-instrument-not-found'
        )
    }
    throw invalid(
        'A card payment needs paymentCard (with maskedNumber or number) or a customerPaymentInstrumentId.'
    )
}

const methodOf = (body: Record<string, unknown>) => {
    const found = pick(body, 'paymentMethodId', 'payment_method_id')
    const value = found ? stringField({[found.key]: found.value}, found.key, 50) : undefined
    if (value) return value
    if (pick(body, 'giftCertificateCode', 'gift_certificate_code')) return GIFT_CERTIFICATE_METHOD
    return CARD_METHOD
}

const notApplicable = (name: string) =>
    badRequest(
        `${name} is not available for this basket (its country, currency or contents).`,
        'payment-method-not-applicable',
        'Payment Method Not Applicable'
    )

export const addPaymentInstrument = (
    ctx: SandboxContext,
    state: BasketState,
    scope: Pick<MutationScope, 'record' | 'calculate'>,
    value: unknown
) => {
    const {record} = scope
    const body = requireBody(value, 'BasketPaymentInstrumentRequest')
    const method = methodOf(body)
    const amountInput = pick(body, 'amount')
    const amount = amountInput
        ? toMinor(amountField(amountInput.value, 'amount', 100000), state.currency)
        : undefined
    if (GIFT_CERTIFICATE_ALIASES.includes(method)) {
        const found = pick(body, 'giftCertificateCode', 'gift_certificate_code')
        const code = stringField({code: found?.value}, 'code', 40, {
            required: true,
            label: 'giftCertificateCode'
        }) as string
        if (state.giftCertificateItems.length)
            throw giftCertificateError('Gift cards cannot be bought with a gift card.')
        const problem = certificateProblem(ctx, findGiftCertificate(ctx, code), state.currency)
        if (problem) throw giftCertificateError(PROBLEM_MESSAGES[problem])
        if (state.paymentInstruments.some((pi) => pi.giftCertificateCode === normaliseCode(code))) {
            throw giftCertificateError('This gift card is already applied to the basket.')
        }
        if (state.paymentInstruments.filter((pi) => pi.giftCertificateCode).length >= MAX_GIFT_CERTIFICATES) {
            throw giftCertificateError(
                `At most ${MAX_GIFT_CERTIFICATES} gift cards can be used on one order.`
            )
        }
        state.paymentInstruments.push({
            paymentInstrumentId: newLineId(),
            paymentMethodId: GIFT_CERTIFICATE_METHOD,
            giftCertificateCode: normaliseCode(code),
            ...(amount !== undefined ? {amount} : {}),
            custom: safeCustom({}, body)
        })
        return
    }
    if (isApplePayMethod(method)) {
        throw badRequest(
            'Apple Pay payments are made through the Apple Pay controllers.',
            'payment-method-not-applicable',
            'Payment Method Not Applicable'
        )
    }
    const redirect = redirectMethodOf(method)
    if (redirect) {
        if (!isMethodApplicable(ctx, scope.calculate(state), redirect.id)) throw notApplicable(redirect.name)
        state.paymentInstruments = state.paymentInstruments.filter((pi) => pi.paymentMethodId !== redirect.id)
        state.paymentInstruments.push({
            paymentInstrumentId: newLineId(),
            paymentMethodId: redirect.id,
            ...(amount !== undefined ? {amount} : {}),
            custom: safeCustom({}, {...body, c_adyenPaymentMethod: redirect.providerType})
        })
        return
    }
    if (!CARD_METHOD_ALIASES.includes(method)) {
        throw badRequest(
            `Unknown payment method '${method}'.`,
            'invalid-payment-method',
            'Invalid Payment Method'
        )
    }
    const savedId =
        stringField(body, 'customerPaymentInstrumentId', 100) ??
        stringField(body, 'customer_payment_instrument_id', 100)
    const paymentCard: StoredPaymentCard = cardFor(ctx, record, body, savedId ?? undefined)
    // A new card replaces the previous card.
    state.paymentInstruments = state.paymentInstruments.filter((pi) => pi.paymentMethodId !== CARD_METHOD)
    state.paymentInstruments.push({
        paymentInstrumentId: newLineId(),
        paymentMethodId: CARD_METHOD,
        paymentCard,
        ...(savedId ? {customerPaymentInstrumentId: savedId} : {}),
        ...(amount !== undefined ? {amount} : {}),
        custom: safeCustom({}, body)
    })
}

const findInstrument = (state: BasketState, id: string): StoredPaymentInstrument => {
    const instrument = state.paymentInstruments.find((pi) => pi.paymentInstrumentId === id)
    if (!instrument) {
        throw notFound(
            `No payment instrument with ID '${id.slice(0, 60)}' is in the basket.`,
            'payment-instrument-not-found',
            'Payment Instrument Not Found'
        )
    }
    return instrument
}

export const updatePaymentInstrument = (
    ctx: SandboxContext,
    state: BasketState,
    id: string,
    value: unknown
) => {
    const instrument = findInstrument(state, id)
    const body = requireBody(value, 'BasketPaymentInstrumentRequest')
    const amountInput = pick(body, 'amount')
    if (amountInput)
        instrument.amount = toMinor(amountField(amountInput.value, 'amount', 100000), state.currency)
    if (!instrument.giftCertificateCode && (body.paymentCard || body.payment_card)) {
        const full = fullCardOf(body, ctx.clock.now())
        const card = full ? maskFullCard(full) : maskedCardOf(body)
        if (card) instrument.paymentCard = card
    }
    instrument.custom = safeCustom(instrument.custom, body)
}

export const removePaymentInstrument = (state: BasketState, id: string) => {
    const instrument = findInstrument(state, id)
    state.paymentInstruments.splice(state.paymentInstruments.indexOf(instrument), 1)
}

/** Removes the gift certificate with this code, if applied (COBilling-RemoveCertificateBalance). */
export const removeGiftCertificatePayment = (state: BasketState, code: string) => {
    const before = state.paymentInstruments.length
    state.paymentInstruments = state.paymentInstruments.filter(
        (pi) => pi.giftCertificateCode !== normaliseCode(code)
    )
    return state.paymentInstruments.length !== before
}
