import {useCallback, useState} from 'react'
import {callController} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'
import {useBalanceCaptcha} from './captcha'
import {toBasketError} from './basket-error'
import type {RequestStatus} from './types'

export interface GiftCardBalance {
    balance: number
    /** YYYY-MM-DD */
    expiryDate: string
    currency?: string
}

interface BalanceResponse {
    balance?: number
    c_expiryDate?: string
    expiryDate?: string
    currencyCode?: string
}

/** Not worded by the spec: the project's own message when the answer lacks a balance or an expiry. */
export const BALANCE_UNAVAILABLE = "Sorry, we couldn't check this gift card. Please try again."

/**
 * Gift card balance (spec 000 §7: GET COBilling-GetGiftCertificateBalance with a captcha header). Spec 000
 * §5: the answer must include the balance and the expiry, otherwise an error is shown; spec 000 §8: a
 * failure puts the server's error in giftCardError.
 */
export const useGiftCardBalance = () => {
    const scope = useControllerScope()
    const captcha = useBalanceCaptcha()
    const [status, setStatus] = useState<RequestStatus>('idle')
    const [result, setResult] = useState<GiftCardBalance | undefined>()
    const [giftCardError, setGiftCardError] = useState<string | undefined>()

    const check = useCallback(
        async (giftCertificateID: string) => {
            setStatus('pending')
            setResult(undefined)
            setGiftCardError(undefined)
            try {
                const headers = await captcha()
                const response = await callController<BalanceResponse>(
                    {...scope, appOrigin: window.location.origin},
                    'COBilling-GetGiftCertificateBalance',
                    {params: {giftCertificateID: giftCertificateID.trim()}, headers}
                )
                const expiryDate = response.c_expiryDate ?? response.expiryDate
                if (typeof response.balance !== 'number' || !expiryDate) throw new Error(BALANCE_UNAVAILABLE)
                const balance = {balance: response.balance, expiryDate, currency: response.currencyCode}
                setResult(balance)
                setStatus('done')
                return balance
            } catch (error) {
                const message =
                    error instanceof Error && error.message === BALANCE_UNAVAILABLE
                        ? BALANCE_UNAVAILABLE
                        : (await toBasketError(error)).message
                setGiftCardError(message)
                setStatus('error')
                return undefined
            }
        },
        [scope, captcha]
    )

    return {check, status, result, giftCardError}
}
