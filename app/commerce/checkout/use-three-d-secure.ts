import {useCallback} from 'react'
import {useAccessToken, useCommerceApi, useShopperOrdersMutation} from '@salesforce/commerce-sdk-react'
import {isOrderAuthorized} from '../../rules/basket'
import {logCheckoutFailure} from './checkout-errors'
import {CARD_PAYMENT_METHOD_ID} from './payment-data'
import {forgetOrderId} from './storage'
import {asOrder, type Order} from './types'
import {useOrderCalls} from './use-orders-scope'

/** What the challenge page sends back in the return URL (new and legacy 3-D Secure spellings). */
export interface ChallengeResult {
    orderNo?: string
    redirectResult?: string
    paRes?: string
    md?: string
    payload?: string
}

export type ChallengeOutcome = {kind: 'confirmed'; orderNo: string} | {kind: 'refused'}

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
        payload: field(query.get('payload'))
    }
}

/** updatePaymentInstrumentForOrder's body (spec 000 §7), in the fields the payment provider's cartridge reads. */
export const challengeUpdateBody = (result: ChallengeResult, origin: string) => ({
    paymentMethodId: CARD_PAYMENT_METHOD_ID,
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

/**
 * Completes a 3-D Secure challenge: hands the result to the order's card payment and reports whether the
 * order is paid. A refused, cancelled or unreadable result fails the order, which re-opens the basket.
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
                const instrument = order.paymentInstruments?.find(
                    (candidate) => candidate.paymentMethodId === CARD_PAYMENT_METHOD_ID
                )
                const hasResult = result.redirectResult || result.paRes || result.md || result.payload
                if (!instrument?.paymentInstrumentId || !hasResult) throw new Error('No challenge result')
                const updated = asOrder(
                    await update.mutateAsync({
                        parameters: {orderNo, paymentInstrumentId: instrument.paymentInstrumentId},
                        body: challengeUpdateBody(result, window.location.origin) as never
                    })
                )
                if (isOrderAuthorized(updated)) return {kind: 'confirmed', orderNo}
            } catch (error) {
                logCheckoutFailure('3-D Secure', error)
            }
            await giveBasketBack(orderNo)
            return {kind: 'refused'}
        },
        [getTokenWhenReady, giveBasketBack, orders, update]
    )
}
