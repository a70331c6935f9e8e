import {
    donationAmount,
    isFullyPaidByGiftCard,
    isOrderAuthorized,
    needsNoCardAuthorisation,
    paymentFailed,
    GIFT_CARD_PAYMENT_METHOD_ID,
    type OrderTypeFields
} from '../../rules/basket'
import {isMissingEmail, logCheckoutFailure, problemBodyOf} from './checkout-errors'
import {
    basketPaymentInstrument,
    orderPaymentInstrument,
    type OrderPaymentContext,
    type PaymentChoice
} from './payment-data'
import {holdBasketCreation} from '../basket/basket-creation'
import {forgetOrderId, rememberOrderId} from './storage'
import type {CheckoutAddress, CheckoutBasket, Order} from './types'

export type PlaceOrderOutcome =
    | {kind: 'confirmed'; orderNo: string}
    /** To the card issuer's 3-D Secure challenge or the provider's hosted payment page. */
    | {kind: 'redirect'; orderNo: string; url: string}
    | {kind: 'refused'; reason?: string}
    | {kind: 'missing-email'}
    | {kind: 'error'}

/** Fields PATCHed onto the basket before the order: the order type and the provider's donation (spec 000 §7). */
export type OrderFields = OrderTypeFields & {c_adyenDonation: number}

export interface PlaceOrderInput {
    basket: CheckoutBasket
    billingAddress: CheckoutAddress
    /** Absent when gift cards pay for everything (the zero-amount path). */
    payment?: PaymentChoice
    orderType: OrderTypeFields
    addressValidationMethod: string
    context: Omit<OrderPaymentContext, 'remoteIp' | 'amount'>
}

/** The platform calls the sequence needs, bound by `usePlaceOrder` (and by tests). */
export interface PlaceOrderCalls {
    saveBilling: (address: CheckoutAddress) => Promise<CheckoutBasket>
    addBasketPayment: (body: Record<string, unknown>) => Promise<CheckoutBasket>
    removeBasketPayment: (paymentInstrumentId: string) => Promise<CheckoutBasket>
    setOrderFields: (fields: OrderFields) => Promise<CheckoutBasket>
    createOrder: (body: {basketId: string; c_shippingAddressValidationMethod: string}) => Promise<Order>
    createOrderPayment: (orderNo: string, body: Record<string, unknown>) => Promise<Order>
    failOrder: (orderNo: string) => Promise<void>
    reloadBasket: () => Promise<unknown>
    remoteIp: () => Promise<string | undefined>
}

const isZeroAmount = (basket: CheckoutBasket) =>
    needsNoCardAuthorisation(basket) || isFullyPaidByGiftCard(basket)

/** Fails an unpaid order so its basket re-opens (nothing lost), then reloads the basket. */
const giveBasketBack = async (calls: PlaceOrderCalls, orderNo: string) => {
    try {
        await calls.failOrder(orderNo)
        forgetOrderId()
    } catch (error) {
        // The stored order id stays, so the next basket load fails it (spec 000 §4).
        logCheckoutFailure('failing the order', error)
    }
    await calls.reloadBasket().catch(() => undefined)
}

const challengeUrl = (order: Order) =>
    order.c_action?.url ??
    order.paymentInstruments?.find((instrument) => instrument.c_action?.url)?.c_action?.url ??
    order.c_redirectUrl

/** What the order payment answered (spec 000 §4): authorised, a redirect (3-D Secure, hosted page), or refused. */
const settle = async (calls: PlaceOrderCalls, order: Order): Promise<PlaceOrderOutcome> => {
    if (isOrderAuthorized(order)) return {kind: 'confirmed', orderNo: order.orderNo}
    const url = challengeUrl(order)
    if (url && !paymentFailed(order)) return {kind: 'redirect', orderNo: order.orderNo, url}
    // "If c_payment_success is false, the basket is reloaded" (spec 000 §8); the order is failed first.
    await giveBasketBack(calls, order.orderNo)
    return {kind: 'refused', reason: order.c_refusalReason}
}

/**
 * The basket's instruments before the order: gift cards stay; every other instrument is deleted (DELETE
 * baskets/{id}/payment_instruments/{id}: a method the shopper tried before, a refused card), then the chosen
 * method is added. A basket never carries a stale instrument into an order.
 */
const syncBasketPayment = async (
    calls: PlaceOrderCalls,
    basket: CheckoutBasket,
    payment: PaymentChoice | undefined
) => {
    let current = basket
    const stale = (basket.paymentInstruments ?? []).filter(
        (instrument) =>
            instrument.paymentMethodId !== GIFT_CARD_PAYMENT_METHOD_ID && instrument.paymentInstrumentId
    )
    for (const instrument of stale)
        current = await calls.removeBasketPayment(instrument.paymentInstrumentId as string)
    return payment ? calls.addBasketPayment(basketPaymentInstrument(payment)) : current
}

/**
 * Order placement (spec 000 §4, §7): billing address, the basket's payment instrument (none when gift cards
 * cover everything), the order type and provider donation, POST orders, the order number kept in storage,
 * then the order payment. Every failure after the order exists fails that order, so the basket is never lost.
 */
export const placeOrderSequence = async (
    calls: PlaceOrderCalls,
    input: PlaceOrderInput
): Promise<PlaceOrderOutcome> => {
    const basketId = input.basket.basketId as string
    let basket = await calls.saveBilling(input.billingAddress)
    const zeroAmount = isZeroAmount(basket)
    const payment = zeroAmount ? undefined : input.payment
    basket = await syncBasketPayment(calls, basket, payment)
    // The provider books the donation line for the charity when it takes the payment (spec 000 §7).
    await calls.setOrderFields({...input.orderType, c_adyenDonation: payment ? donationAmount(basket) : 0})

    let order: Order
    try {
        order = await calls.createOrder({
            basketId,
            c_shippingAddressValidationMethod: input.addressValidationMethod
        })
    } catch (error) {
        logCheckoutFailure('placing the order', error)
        if (isMissingEmail(await problemBodyOf(error))) return {kind: 'missing-email'}
        await calls.reloadBasket().catch(() => undefined)
        return {kind: 'error'}
    }
    rememberOrderId(order.orderNo)
    if (isOrderAuthorized(order)) return {kind: 'confirmed', orderNo: order.orderNo}

    try {
        if (!payment) {
            // The zero-amount path: gift cards paid at creation; nothing is sent to the payment provider.
            const paid = await calls.createOrderPayment(order.orderNo, {
                paymentMethodId: GIFT_CARD_PAYMENT_METHOD_ID
            })
            return await settle(calls, paid)
        }
        const body = orderPaymentInstrument(payment, {
            ...input.context,
            amount: basket.c_amountToAuthorize ?? basket.orderTotal,
            remoteIp: await calls.remoteIp()
        })
        return await settle(calls, await calls.createOrderPayment(order.orderNo, body))
    } catch (error) {
        logCheckoutFailure('paying the order', error)
        const problem = await problemBodyOf(error)
        await giveBasketBack(calls, order.orderNo)
        return {kind: 'refused', reason: problem?.detail}
    }
}

const inFlight = new Map<string, Promise<PlaceOrderOutcome>>()

/**
 * One placement per basket at a time: a double click or a double submit gets the running placement's
 * promise instead of starting another (the platform's createOrder also refuses a basket already ordered).
 */
export const placeOrderOnce = (
    calls: PlaceOrderCalls,
    input: PlaceOrderInput
): Promise<PlaceOrderOutcome> => {
    const key = input.basket.basketId ?? ''
    const running = inFlight.get(key)
    if (running) return running
    const promise = holdBasketCreation(() => placeOrderSequence(calls, input)).finally(() =>
        inFlight.delete(key)
    )
    inFlight.set(key, promise)
    return promise
}
