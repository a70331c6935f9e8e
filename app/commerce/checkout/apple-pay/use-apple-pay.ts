import {useCallback, useMemo} from 'react'
import {useQuery} from '@tanstack/react-query'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {callController} from '../../controllers/controller-client'
import {useControllerScope} from '../../controllers/use-controller'
import type {CheckoutBasket} from '../types'
import {applePaySession, type ApplePayPaymentRequest, type ApplePaySheetUpdate} from './apple-pay-js'
import {runApplePay, type ApplePayCalls, type ApplePayOutcome} from './run-apple-pay'

const endpoint = (name: string) => `__SYSTEM__ApplePay-${name}`

/**
 * Apple Pay for the shopper's basket: offered only where the platform offers it for the basket (the site
 * allows it) and the browser has `ApplePaySession`. The payment request is read ahead of the click (Safari
 * only opens the sheet synchronously inside the click) and again whenever the basket's total changes.
 */
export const useApplePay = (basket: CheckoutBasket, offered: boolean) => {
    const scope = useControllerScope()
    const {getTokenWhenReady} = useAccessToken()
    const Session = useMemo(() => (offered ? applePaySession() : undefined), [offered])
    const available = Boolean(Session)
    const request = useQuery(
        [
            'apple-pay-request',
            scope.siteId,
            scope.locale,
            basket.basketId,
            basket.orderTotal,
            basket.c_amountToAuthorize
        ],
        async () => {
            const accessToken = await getTokenWhenReady()
            const answer = await callController<{request?: ApplePayPaymentRequest}>(
                scope,
                endpoint('GetRequest'),
                {
                    accessToken
                }
            )
            return answer.request
        },
        {enabled: available, useErrorBoundary: false, staleTime: 0}
    )

    const post = useCallback(
        async <T>(name: string, body: unknown): Promise<T> =>
            callController<T>(scope, endpoint(name), {
                method: 'POST',
                body,
                accessToken: await getTokenWhenReady()
            }),
        [getTokenWhenReady, scope]
    )

    const calls = useMemo<ApplePayCalls>(
        () => ({
            prepareBasket: () => post('PrepareBasket', {basketId: basket.basketId}),
            validateMerchant: async (validationURL) =>
                (
                    await post<{session: unknown}>('ValidateMerchant', {
                        validationURL,
                        hostname: window.location.hostname
                    })
                ).session,
            shippingContactSelected: (shippingContact) =>
                post<ApplePaySheetUpdate>('ShippingContactSelected', {shippingContact}),
            shippingMethodSelected: (shippingMethod) =>
                post<ApplePaySheetUpdate>('ShippingMethodSelected', {shippingMethod}),
            paymentMethodSelected: (paymentMethod) =>
                post<ApplePaySheetUpdate>('PaymentMethodSelected', {paymentMethod}),
            paymentAuthorized: (payment) => post('PaymentAuthorized', {payment}),
            cancel: () => post('Cancel', {})
        }),
        [basket.basketId, post]
    )

    /** Opens the sheet; call straight from the click handler. */
    const pay = useCallback((): Promise<ApplePayOutcome> | undefined => {
        if (!Session || !request.data) return undefined
        return runApplePay(Session, request.data, calls)
    }, [Session, calls, request.data])

    return {available, ready: available && Boolean(request.data), pay}
}
