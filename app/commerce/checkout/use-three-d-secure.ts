import {useCallback} from 'react'
import {useAccessToken, useCommerceApi, useShopperOrdersMutation} from '@salesforce/commerce-sdk-react'
import {GIFT_CARD_PAYMENT_METHOD_ID, isOrderAuthorized} from '../../rules/basket'
import {logCheckoutFailure} from './checkout-errors'
import {CARD_PAYMENT_METHOD_ID} from './payment-data'
import {forgetOrderId} from './storage'
import {asOrder, type Order} from './types'
import {useOrderCalls} from './use-orders-scope'

/**
 * What the card issuer's challenge or the provider's hosted payment page sends back in the return URL (new
 * and legacy spellings: `redirectResult`; `PaRes`/`MD`; `payload` with `resultCode` and `type=complete`).
 */
export interface ChallengeResult {
    orderNo?: string
    redirectResult?: string
    paRes?: string
    md?: string
    payload?: string
    /** The provider's word on the outcome; only a hint: the platform's answer decides. */
    resultCode?: string
}

export type ChallengeOutcome =
    | {kind: 'confirmed'; orderNo: string}
    | {kind: 'refused'; methodId?: string}
    | {kind: 'cancelled'; methodId?: string}

/** The provider said the shopper cancelled (spec 000 §4 "payment was cancelled"). */
export const isCancelledResult = (result: ChallengeResult) => result.resultCode?.toLowerCase() === 'cancelled'

const MAX_FIELD = 4000
const field = (value: string | null | undefined) => (value && value.length <= MAX_FIELD ? value : undefined)

/** Reads the challenge result from /checkout3ds's query string. */
export const challengeResultFrom = (search: string, storedOrderNo?: string): ChallengeResult => {
    const query = new URLSearchParams(search)
    return {
        orderNo: field(query.get('orderNo')) ?? storedOrderNo,
        redirectResult: field(query.get('redirectResult')),
        paRes: field(query.get('PaRes')),
        md: field(query.get('MD')),
        payload: field(query.get('payload')),
        resultCode: field(query.get('resultCode'))
    }
}

/** updatePaymentInstrumentForOrder's body (spec 000 §7), in the fields the payment provider's cartridge reads. */
export const challengeUpdateBody = (
    result: ChallengeResult,
    origin: string,
    paymentMethodId: string = CARD_PAYMENT_METHOD_ID
) => ({
    paymentMethodId,
    ...(result.redirectResult
        ? {
              c_redirectresult: result.redirectResult,
              c_details: JSON.stringify({redirectResult: result.redirectResult})
          }
        : {}),
    ...(result.paRes ? {c_pares: result.paRes} : {}),
    ...(result.md ? {c_md: result.md} : {}),
    ...(result.payload ? {c_payload: result.payload} : {}),
    c_origin: origin
})

/** The order's instrument that the redirect was for: whatever pays what gift cards leave. */
const payerOf = (order: Order) =>
    order.paymentInstruments?.find((candidate) => candidate.paymentMethodId !== GIFT_CARD_PAYMENT_METHOD_ID)

/**
 * Completes a redirect (3-D Secure challenge, or a hosted payment of PayPal, Klarna or Afterpay): hands the
 * result to the order's payment and reports whether the order is paid. A refused, cancelled or unreadable
 * result fails the order, which re-opens the basket; a cancellation is reported as such.
 */
export const useCompleteChallenge = (reloadBasket: () => Promise<unknown>) => {
    const orders = useCommerceApi('shopperOrders')
    const {getTokenWhenReady} = useAccessToken()
    const update = useShopperOrdersMutation('updatePaymentInstrumentForOrder')
    const {failOrder} = useOrderCalls()

    const giveBasketBack = useCallback(
        async (orderNo: string | undefined) => {
            if (orderNo) {
                try {
                    await failOrder(orderNo)
                    forgetOrderId()
                } catch (error) {
                    logCheckoutFailure('failing the order', error)
                }
            }
            await reloadBasket().catch(() => undefined)
        },
        [failOrder, reloadBasket]
    )

    return useCallback(
        async (result: ChallengeResult): Promise<ChallengeOutcome> => {
            const {orderNo} = result
            let methodId: string | undefined
            let cancelled = isCancelledResult(result)
            try {
                if (!orderNo) throw new Error('No order to complete')
                const token = await getTokenWhenReady()
                const order: Order = asOrder(
                    await orders.getOrder({
                        parameters: {orderNo},
                        headers: {authorization: `Bearer ${token}`}
                    })
                )
                if (isOrderAuthorized(order)) return {kind: 'confirmed', orderNo}
                const instrument = payerOf(order)
                methodId = instrument?.paymentMethodId
                const hasResult = result.redirectResult || result.paRes || result.md || result.payload
                if (!instrument?.paymentInstrumentId || !hasResult) throw new Error('No redirect result')
                const updated = asOrder(
                    await update.mutateAsync({
                        parameters: {orderNo, paymentInstrumentId: instrument.paymentInstrumentId},
                        body: challengeUpdateBody(result, window.location.origin, methodId) as never
                    })
                )
                if (isOrderAuthorized(updated)) return {kind: 'confirmed', orderNo}
                cancelled = cancelled || updated.c_resultCode === 'Cancelled'
            } catch (error) {
                logCheckoutFailure('payment redirect', error)
            }
            await giveBasketBack(orderNo)
            return {kind: cancelled ? 'cancelled' : 'refused', methodId}
        },
        [getTokenWhenReady, giveBasketBack, orders, update]
    )
}
