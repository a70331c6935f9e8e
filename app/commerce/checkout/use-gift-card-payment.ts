import {useCallback} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {GENERIC_ERROR_MESSAGE, GIFT_CARD_PAYMENT_METHOD_ID} from '../../rules/basket'
import {useRecaptcha} from '../session'
import {callController, ControllerError} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'
import {CheckoutError} from './checkout-errors'
import {useCheckoutRequest} from './use-checkout-request'
import {asCheckoutBasket, type CheckoutBasket} from './types'

export interface GiftCardBalance {
    code: string
    balance: number
    currency?: string
    /** "Gift card balance with c_expiryDate" (spec 000 §3). */
    expiryDate: string
}

interface BalanceResponse {
    balance?: number
    currencyCode?: string
    c_expiryDate?: string
}

/** The header the checkout controllers read the captcha token from. */
const CAPTCHA_HEADER = 'x-recaptcha-token'

const serverMessage = (error: unknown) => {
    const body = (error instanceof ControllerError ? error.body : undefined) as {detail?: string} | undefined
    return (
        body?.detail?.trim() ||
        (error instanceof ControllerError ? error.message : '') ||
        GENERIC_ERROR_MESSAGE
    )
}

/**
 * Gift card payment (spec 000 §5, §7, §8): the balance check (COBilling-GetGiftCertificateBalance, captcha
 * token header; "the response must include balance and expiry, otherwise an error is shown"), applying the
 * card as an SB_GIFT_CERTIFICATE payment instrument, and removing it (DELETE
 * baskets/{id}/payment_instruments/{id}, so the basket's answer is the truth at once).
 * `giftCardError` (the request error) holds the server's message.
 */
export const useGiftCardPayment = (basketId: string | undefined) => {
    const scope = useControllerScope()
    const recaptcha = useRecaptcha()
    const addPayment = useShopperBasketsV2Mutation('addPaymentInstrumentToBasket')
    const removePayment = useShopperBasketsV2Mutation('removePaymentInstrumentFromBasket')
    const request = useCheckoutRequest('gift card')
    const {run} = request

    const checkBalance = useCallback(
        (code: string): Promise<GiftCardBalance> =>
            run(async () => {
                const captcha = await recaptcha('giftCardBalance')
                let response: BalanceResponse
                try {
                    response = await callController<BalanceResponse>(
                        scope,
                        'COBilling-GetGiftCertificateBalance',
                        {
                            params: {giftCertificateID: code.trim()},
                            headers: {[CAPTCHA_HEADER]: captcha}
                        }
                    )
                } catch (error) {
                    throw new CheckoutError(serverMessage(error))
                }
                if (typeof response.balance !== 'number' || !response.c_expiryDate)
                    throw new CheckoutError(GENERIC_ERROR_MESSAGE)
                return {
                    code: code.trim(),
                    balance: response.balance,
                    currency: response.currencyCode,
                    expiryDate: response.c_expiryDate
                }
            }),
        [recaptcha, run, scope]
    )

    const apply = useCallback(
        (code: string): Promise<CheckoutBasket> =>
            run(async () => {
                if (!basketId) throw new CheckoutError(GENERIC_ERROR_MESSAGE)
                try {
                    return asCheckoutBasket(
                        await addPayment.mutateAsync({
                            parameters: {basketId},
                            body: {
                                paymentMethodId: GIFT_CARD_PAYMENT_METHOD_ID,
                                giftCertificateCode: code.trim()
                            } as never
                        })
                    )
                } catch (error) {
                    const body = (await (error as {response?: Response}).response
                        ?.clone()
                        .json()
                        .catch(() => undefined)) as {detail?: string} | undefined
                    throw new CheckoutError(body?.detail?.trim() || GENERIC_ERROR_MESSAGE)
                }
            }),
        [addPayment, basketId, run]
    )

    const remove = useCallback(
        (paymentInstrumentId: string) =>
            run(async () => {
                if (!basketId) throw new CheckoutError(GENERIC_ERROR_MESSAGE)
                return asCheckoutBasket(
                    await removePayment.mutateAsync({parameters: {basketId, paymentInstrumentId}})
                )
            }),
        [basketId, removePayment, run]
    )

    return {
        checkBalance,
        apply,
        remove,
        status: request.status,
        giftCardError: request.error,
        reset: request.reset
    }
}
