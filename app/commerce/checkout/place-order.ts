import {
    isFullyPaidByGiftCard,
    isOrderAuthorized,
    needsNoCardAuthorisation,
    paymentFailed,
    GIFT_CARD_PAYMENT_METHOD_ID,
    type OrderTypeFields
} from '../../rules/basket'
import {isMissingEmail, logCheckoutFailure, problemBodyOf} from './checkout-errors'
import {
    basketCardInstrument,
    orderCardInstrument,
    type CardInput,
    type OrderPaymentContext
} from './payment-data'
import {forgetOrderId, rememberOrderId} from './storage'
import type {CheckoutAddress, CheckoutBasket, Order} from './types'

export type PlaceOrderOutcome =
    | {kind: 'confirmed'; orderNo: string}
    | {kind: 'challenge'; orderNo: string; url: string}
    | {kind: 'refused'; reason?: string}
    | {kind: 'missing-email'}
    | {kind: 'error'}

export interface PlaceOrderInput {
    basket: CheckoutBasket
    billingAddress: CheckoutAddress
    /** Absent when gift cards pay for everything (the zero-amount path). */
    card?: CardInput
    orderType: OrderTypeFields
    addressValidationMethod: string
    payment: Omit<OrderPaymentContext, 'remoteIp' | 'amount'>
}

/** The platform calls the sequence needs, bound by `usePlaceOrder` (and by tests). */
export interface PlaceOrderCalls {
    saveBilling: (address: CheckoutAddress) => Promise<CheckoutBasket>
    addBasketCard: (body: Record<string, unknown>) => Promise<CheckoutBasket>
    setOrderType: (fields: OrderTypeFields) => Promise<CheckoutBasket>
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

/** What the order payment answered (spec 000 §4): authorised, a 3-D Secure challenge, or refused. */
const settle = async (calls: PlaceOrderCalls, order: Order): Promise<PlaceOrderOutcome> => {
    if (isOrderAuthorized(order)) return {kind: 'confirmed', orderNo: order.orderNo}
    const url = challengeUrl(order)
    if (url && !paymentFailed(order)) return {kind: 'challenge', orderNo: order.orderNo, url}
    // "If c_payment_success is false, the basket is reloaded" (spec 000 §8); the order is failed first.
    await giveBasketBack(calls, order.orderNo)
    return {kind: 'refused', reason: order.c_refusalReason}
}

/**
 * Order placement (spec 000 §4, §7): billing address, the card on the basket (unless gift cards cover
 * everything), the order type, POST orders, the order number kept in storage, then the order payment. Every
 * failure after the order exists fails that order, so the basket is never lost.
 */
export const placeOrderSequence = async (
    calls: PlaceOrderCalls,
    input: PlaceOrderInput
): Promise<PlaceOrderOutcome> => {
    const basketId = input.basket.basketId as string
    let basket = await calls.saveBilling(input.billingAddress)
    const zeroAmount = isZeroAmount(basket)
    if (!zeroAmount && input.card) basket = await calls.addBasketCard(basketCardInstrument(input.card))
    await calls.setOrderType(input.orderType)

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
        if (zeroAmount || !input.card) {
            const paid = await calls.createOrderPayment(order.orderNo, {
                paymentMethodId: GIFT_CARD_PAYMENT_METHOD_ID
            })
            return await settle(calls, paid)
        }
        const body = orderCardInstrument(input.card, {
            ...input.payment,
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
    const promise = placeOrderSequence(calls, input).finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
}
