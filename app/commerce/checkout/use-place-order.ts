import {useCallback, useMemo, useRef, useState} from 'react'
import {useShopperBasketsV2Mutation, useShopperOrdersMutation} from '@salesforce/commerce-sdk-react'
import {DEFAULT_ADDRESS_VALIDATION_METHOD, type OrderTypeFields} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {logCheckoutFailure} from './checkout-errors'
import type {PaymentChoice} from './payment-data'
import {placeOrderOnce, type PlaceOrderCalls, type PlaceOrderOutcome} from './place-order'
import {addressValidationMethod} from './storage'
import {asCheckoutBasket, asOrder, type CheckoutAddress, type CheckoutBasket} from './types'
import {useOrderCalls} from './use-orders-scope'

export interface PlaceOrderRequest {
    basket: CheckoutBasket
    billingAddress: CheckoutAddress
    payment?: PaymentChoice
    orderType: OrderTypeFields
}

/**
 * 'Place order' (spec 000 §4, §7): binds the placement sequence to the commerce SDK. Card, redirect and
 * zero-amount payments all return to this site's /checkout3ds from the issuer's or provider's page. Guarded three ways
 * against double orders: one in-flight placement per basket, `isPlacing` for the button, and the platform's
 * own refusal to order a basket twice.
 */
export const usePlaceOrder = (reloadBasket: () => Promise<unknown>) => {
    const {buildUrl} = useSite()
    const saveBilling = useShopperBasketsV2Mutation('updateBillingAddressForBasket')
    const addPayment = useShopperBasketsV2Mutation('addPaymentInstrumentToBasket')
    const removePayment = useShopperBasketsV2Mutation('removePaymentInstrumentFromBasket')
    const updateBasket = useShopperBasketsV2Mutation('updateBasket')
    const createOrder = useShopperOrdersMutation('createOrder')
    const createOrderPayment = useShopperOrdersMutation('createPaymentInstrumentForOrder')
    const {failOrder, remoteIp} = useOrderCalls()
    const [isPlacing, setPlacing] = useState(false)
    const live = useRef({
        saveBilling,
        addPayment,
        removePayment,
        updateBasket,
        createOrder,
        createOrderPayment,
        reloadBasket
    })
    live.current = {
        saveBilling,
        addPayment,
        removePayment,
        updateBasket,
        createOrder,
        createOrderPayment,
        reloadBasket
    }

    const callsFor = useCallback(
        (basketId: string): PlaceOrderCalls => ({
            saveBilling: async (address) =>
                asCheckoutBasket(
                    await live.current.saveBilling.mutateAsync({
                        parameters: {basketId, useAsShipping: false},
                        body: address as never
                    })
                ),
            addBasketPayment: async (body) =>
                asCheckoutBasket(
                    await live.current.addPayment.mutateAsync({parameters: {basketId}, body: body as never})
                ),
            removeBasketPayment: async (paymentInstrumentId) =>
                asCheckoutBasket(
                    await live.current.removePayment.mutateAsync({
                        parameters: {basketId, paymentInstrumentId}
                    })
                ),
            setOrderFields: async (fields) =>
                asCheckoutBasket(
                    await live.current.updateBasket.mutateAsync({
                        parameters: {basketId},
                        body: fields as never
                    })
                ),
            createOrder: async (body) =>
                asOrder(await live.current.createOrder.mutateAsync({body: body as never})),
            createOrderPayment: async (orderNo, body) =>
                asOrder(
                    await live.current.createOrderPayment.mutateAsync({
                        parameters: {orderNo},
                        body: body as never
                    })
                ),
            failOrder,
            reloadBasket: () => live.current.reloadBasket(),
            remoteIp
        }),
        [failOrder, remoteIp]
    )

    const placeOrder = useCallback(
        async (request: PlaceOrderRequest): Promise<PlaceOrderOutcome> => {
            const basketId = request.basket.basketId
            if (!basketId) return {kind: 'error'}
            setPlacing(true)
            try {
                const origin = window.location.origin
                return await placeOrderOnce(callsFor(basketId), {
                    ...request,
                    addressValidationMethod: addressValidationMethod(DEFAULT_ADDRESS_VALIDATION_METHOD),
                    context: {origin, returnUrl: `${origin}${buildUrl('/checkout3ds')}`}
                })
            } catch (error) {
                // Billing, card or order-type calls failed before any order existed: the basket is intact.
                logCheckoutFailure('preparing the order', error)
                return {kind: 'error'}
            } finally {
                setPlacing(false)
            }
        },
        [buildUrl, callsFor]
    )

    return useMemo(() => ({placeOrder, isPlacing}), [placeOrder, isPlacing])
}
