import {useEffect, useMemo, useRef} from 'react'
import {usePaymentMethodsForBasketV2} from '@salesforce/commerce-sdk-react'
import {paymentOffer, type ApplicablePaymentMethod} from '../../rules/checkout'
import {firstShipment, type CheckoutBasket} from './types'

const isBrowser = typeof window !== 'undefined'

/**
 * The payment methods the platform offers this basket (GET baskets/{id}/payment_methods, spec 000 §7): per
 * site, currency and destination, so they are read again when the destination or the totals change. The
 * payment step shows exactly these (the storefront drops only ids it cannot take).
 */
export const usePaymentMethods = (basket: CheckoutBasket | undefined) => {
    const basketId = basket?.basketId
    const query = usePaymentMethodsForBasketV2(
        {parameters: {basketId: basketId ?? ''}},
        {enabled: isBrowser && Boolean(basketId), refetchOnMount: 'always'}
    )
    const country = firstShipment(basket)?.shippingAddress?.countryCode
    const {refetch} = query
    const total = basket?.orderTotal
    const digital = basket?.giftCertificateItems?.length ?? 0
    const first = useRef(true)
    useEffect(() => {
        // The mount already reads them; later changes of destination or totals read them again.
        if (first.current) {
            first.current = false
            return
        }
        if (basketId) void refetch()
    }, [basketId, country, total, digital, refetch])
    const data = query.data?.applicablePaymentMethods
    const offer = useMemo(() => paymentOffer(data as ApplicablePaymentMethod[] | undefined), [data])
    return {...offer, isLoading: query.isLoading, isError: query.isError, retry: refetch}
}
