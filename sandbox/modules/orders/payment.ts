import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import {ApiError, badRequest} from '../../core/errors'
import {mergeCustom, requireBody, stringField} from '../baskets/input'
import {toMajor} from '../baskets/money'
import {findSavedCard} from '../baskets/saved-cards'
import {fullCardOf, isSensitiveAttribute, maskFullCard, type MaskedCard} from '../payments/card-input'
import {startHostedPayment} from '../payments/hosted-payment'
import {
    CARD_METHOD,
    CARD_METHOD_ALIASES,
    GIFT_CERTIFICATE_ALIASES,
    isApplePayMethod,
    isGiftCertificateMethod,
    redirectMethodOf
} from '../payments/methods'
import {allowedReturnUrl} from '../payments/return-url'
import {authorise, completeRedirect, type AuthorisationResult} from '../payments/simulator'
import {saveCardIfAsked} from './save-card'
import {markPaid} from './settle'
import {type OrderRecord, updateOrder} from './store'

/**
 * Payment of a created order (createPaymentInstrumentForOrder / updatePaymentInstrumentForOrder). The card in
 * the request is authorised by the simulator straight away (the payment provider's hook does this on the
 * platform; `skip_authorization` only skips the platform's own authorisation step, so it changes nothing
 * here); PayPal, Klarna and Afterpay start a hosted payment. The answer is the order with c_authorized (1 when
 * paid), c_payment_success, c_resultCode, and for a 3-D Secure card or a hosted payment a `c_action` the
 * storefront redirects to. The instrument of the request replaces whatever paid "the rest" before (a card
 * tried first, then PayPal): an order never keeps a stale instrument.
 */
type Instrument = Record<string, unknown> & {
    paymentInstrumentId?: string
    paymentMethodId?: string
    giftCertificateCode?: string
}

const instrumentsOf = (order: OrderRecord) =>
    (order.document.paymentInstruments as Instrument[] | undefined) ?? []

const notPayable = (order: OrderRecord) =>
    new ApiError(
        400,
        'order-not-payable',
        'Order Not Payable',
        order.paymentStatus === 'paid'
            ? `Order '${order.orderNo}' is already paid.`
            : `Order '${order.orderNo}' is ${order.status} and cannot be paid.`
    )

const safeCustom = (body: Record<string, unknown>) =>
    mergeCustom({}, Object.fromEntries(Object.entries(body).filter(([key]) => !isSensitiveAttribute(key))))

/** The card to charge: a new card from the request, else the saved or basket card (brand and last digits). */
const cardToCharge = (ctx: SandboxContext, order: OrderRecord, body: Record<string, unknown>) => {
    const full = fullCardOf(body, ctx.clock.now())
    if (full) return {full, masked: maskFullCard(full)}
    const savedId = stringField(body, 'customerPaymentInstrumentId', 100)
    const saved =
        savedId && order.registered ? findSavedCard(ctx, order.customerId, savedId)?.paymentCard : undefined
    const existing = instrumentsOf(order).find((pi) => pi.paymentMethodId === CARD_METHOD)?.paymentCard as
        | MaskedCard
        | undefined
    const masked: MaskedCard | undefined = saved?.numberLastDigits || saved?.maskedNumber ? saved : existing
    const lastDigits = masked?.numberLastDigits ?? masked?.maskedNumber?.slice(-4)
    if (!masked || !lastDigits) {
        throw badRequest(
            'A card number (or a saved card) is needed to pay this order.',
            'missing-payment-card',
            'Missing Payment Card'
        )
    }
    return {masked: {...masked, numberLastDigits: lastDigits}}
}

const isPayer = (pi: Instrument) => !isGiftCertificateMethod(pi.paymentMethodId) && !pi.giftCertificateCode

const withInstrument = (order: OrderRecord, instrument: Instrument) => [
    ...instrumentsOf(order).filter((pi) => !isPayer(pi)),
    instrument
]

const RESULT_CODES: Record<AuthorisationResult['status'], string> = {
    authorised: 'Authorised',
    refused: 'Refused',
    cancelled: 'Cancelled',
    challenge: 'RedirectShopper'
}

/** `c_adyenDonation` (spec 000 §7): the donation part of the payment the provider books for the charity. */
const donationOf = (order: OrderRecord) => {
    const value = Number(order.document.c_adyenDonation ?? 0)
    return Number.isFinite(value) && value > 0 ? value : 0
}

/** Applies an authorisation result to the order (inside the caller's transaction). */
export const applyResult = (
    ctx: SandboxContext,
    order: OrderRecord,
    result: AuthorisationResult,
    instruments: Instrument[]
): OrderRecord => {
    const donation = donationOf(order)
    const withReference = instruments.map((pi) =>
        isPayer(pi)
            ? {
                  ...pi,
                  c_pspReference: result.reference,
                  c_resultCode: result.status,
                  ...(donation && result.status === 'authorised' ? {c_adyenDonationAmount: donation} : {})
              }
            : pi
    )
    const resultCode = RESULT_CODES[result.status]
    if (result.status === 'authorised') {
        const payer = withReference.find(isPayer)
        if (payer?.paymentMethodId === CARD_METHOD) saveCardIfAsked(ctx, order, payer)
        return markPaid(ctx, order, {
            paymentInstruments: withReference,
            c_resultCode: resultCode,
            ...(donation ? {c_adyenDonationStatus: 'booked'} : {})
        })
    }
    if (result.status === 'challenge') {
        const payer = withReference.find(isPayer)
        const action = {
            type: 'redirect',
            paymentMethodType: redirectMethodOf(payer?.paymentMethodId)?.providerType ?? 'scheme',
            method: 'GET',
            url: result.challengeUrl,
            paymentData: result.reference
        }
        const pending = withReference.map((pi) => (isPayer(pi) ? {...pi, c_action: action} : pi))
        return updateOrder(ctx, order, {
            document: {
                ...order.document,
                paymentInstruments: pending,
                c_action: action,
                c_redirectUrl: result.challengeUrl,
                c_authorized: 0,
                c_payment_success: true,
                c_resultCode: resultCode
            }
        })
    }
    return updateOrder(ctx, order, {
        document: {
            ...order.document,
            paymentInstruments: withReference,
            c_authorized: 0,
            c_payment_success: false,
            c_resultCode: resultCode,
            c_refusalReason: result.refusalReason ?? 'Refused'
        }
    })
}

const returnUrlOf = (body: Record<string, unknown>) => {
    const value = body.c_returnURL ?? body.c_returnUrl
    return value === undefined ? undefined : allowedReturnUrl(value, 'c_returnURL').toString()
}

/** PayPal, Klarna or Afterpay: the shopper is sent to the provider's hosted page, which needs a way back. */
const payByRedirect = (
    ctx: SandboxContext,
    order: OrderRecord,
    body: Record<string, unknown>,
    method: NonNullable<ReturnType<typeof redirectMethodOf>>
) => {
    const returnUrl = returnUrlOf(body)
    if (!returnUrl)
        throw badRequest(
            `${method.name} needs c_returnURL: the shopper comes back there from ${method.name}.`,
            'missing-return-url',
            'Missing Return URL'
        )
    const instrument: Instrument = {
        paymentInstrumentId: crypto.randomBytes(11).toString('hex'),
        paymentMethodId: method.id,
        amount: toMajor(order.amountToAuthorize, order.currency),
        ...safeCustom({...body, c_adyenPaymentMethod: method.providerType})
    }
    const result = startHostedPayment(ctx, {
        orderNo: order.orderNo,
        siteId: order.siteId,
        amount: order.amountToAuthorize,
        currency: order.currency,
        method,
        returnUrl
    })
    return applyResult(ctx, order, result, withInstrument(order, instrument))
}

export const createOrderPayment = (
    ctx: SandboxContext,
    order: OrderRecord,
    value: unknown,
    locale?: string
) => {
    if (order.status !== 'created' || order.paymentStatus === 'paid') throw notPayable(order)
    const body = requireBody(value, 'OrderPaymentInstrumentRequest')
    const method =
        stringField(body, 'paymentMethodId', 50) ?? stringField(body, 'payment_method_id', 50) ?? CARD_METHOD
    if (isApplePayMethod(method)) {
        throw badRequest(
            'Apple Pay payments are made through the Apple Pay controllers.',
            'payment-method-not-applicable',
            'Payment Method Not Applicable'
        )
    }
    // Gift cards were redeemed when the order was created; nothing is left to pay when they covered it all.
    if (order.amountToAuthorize === 0 || GIFT_CERTIFICATE_ALIASES.includes(method)) {
        if (order.amountToAuthorize > 0)
            throw badRequest(
                'Gift cards are applied to the basket before the order is placed.',
                'invalid-payment-method'
            )
        return markPaid(ctx, order)
    }
    const redirect = redirectMethodOf(method)
    if (redirect) return payByRedirect(ctx, order, body, redirect)
    if (!CARD_METHOD_ALIASES.includes(method)) {
        throw badRequest(
            `Unknown payment method '${method}'.`,
            'invalid-payment-method',
            'Invalid Payment Method'
        )
    }
    const returnUrl = returnUrlOf(body)
    const {full, masked} = cardToCharge(ctx, order, body)
    const instrument: Instrument = {
        paymentInstrumentId: crypto.randomBytes(11).toString('hex'),
        paymentMethodId: CARD_METHOD,
        amount: toMajor(order.amountToAuthorize, order.currency),
        paymentCard: {...masked, creditCardExpired: false},
        ...safeCustom(body)
    }
    const result = authorise(ctx, {
        orderNo: order.orderNo,
        siteId: order.siteId,
        amount: order.amountToAuthorize,
        currency: order.currency,
        card: full ?? {brand: masked.cardType, lastDigits: masked.numberLastDigits},
        ...(returnUrl ? {returnUrl} : {}),
        ...(locale ? {locale} : {})
    })
    return applyResult(ctx, order, result, withInstrument(order, instrument))
}

/** The redirect result in any of the storefront's spellings (Adyen details, legacy 3-D Secure 1 fields). */
const redirectResultOf = (body: Record<string, unknown>): string | undefined => {
    const details = body.c_details
    const fromDetails =
        typeof details === 'object' && details !== null
            ? (details as Record<string, unknown>).redirectResult ?? (details as Record<string, unknown>).MD
            : typeof details === 'string' && details.length < 4000
            ? (() => {
                  try {
                      return (JSON.parse(details) as Record<string, unknown>).redirectResult
                  } catch {
                      return details
                  }
              })()
            : undefined
    const candidate =
        body.c_redirectresult ?? body.c_redirectResult ?? fromDetails ?? body.c_md ?? body.c_payload
    return typeof candidate === 'string' && candidate.length <= 200 ? candidate : undefined
}

export const updateOrderPayment = (
    ctx: SandboxContext,
    order: OrderRecord,
    instrumentId: string,
    value: unknown
) => {
    const instrument = instrumentsOf(order).find((pi) => pi.paymentInstrumentId === instrumentId)
    if (!instrument) {
        throw new ApiError(
            404,
            'payment-instrument-not-found',
            'Payment Instrument Not Found',
            `No payment instrument '${instrumentId.slice(0, 60)}' is on this order.`
        )
    }
    if (order.paymentStatus === 'paid') return order
    if (order.status !== 'created') throw notPayable(order)
    const body = requireBody(value, 'OrderPaymentInstrumentRequest')
    const result = completeRedirect(ctx, order.orderNo, redirectResultOf(body))
    const updated = instrumentsOf(order).map((pi) => {
        if (pi.paymentInstrumentId !== instrumentId) return pi
        const {c_action: _action, ...rest} = pi
        return {...rest, ...safeCustom(body)}
    })
    const {c_action: _action, c_redirectUrl: _url, ...document} = order.document
    return applyResult(ctx, {...order, document}, result, updated)
}
