import {useCallback, useMemo} from 'react'
import {useShippingMethodsForShipmentV2, useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {isValidPostcode} from '../../rules/validators'
import {useControllerQuery} from '../controllers/use-controller'
import {CheckoutError} from './checkout-errors'
import {useCheckoutRequest} from './use-checkout-request'
import {asCheckoutBasket, DEFAULT_SHIPMENT_ID, type CheckoutBasket, type ShippingMethod} from './types'

const isBrowser = typeof window !== 'undefined'

export interface Destination {
    countryCode?: string
    postalCode?: string
}

interface MethodList {
    applicableShippingMethods?: ShippingMethod[]
    defaultShippingMethodId?: string
}

/** Only a postcode valid for the country is sent (the platform refuses anything else). */
const usablePostcode = ({countryCode, postalCode}: Destination) =>
    postalCode && isValidPostcode(postalCode, countryCode) ? postalCode.trim().toUpperCase() : undefined

/**
 * Delivery methods for a destination (spec 000 §7): the basket's applicable methods for the country and
 * postcode (GET shipping methods with c_country / c_postalcode), enriched with the pre-calculated prices and
 * free-delivery distance of COShipping-GetPreCalculatedShippingMethods. Store pickup is offered separately
 * (click and collect), so it is split out.
 */
/** GET shipping methods for the destination, in the page's locale. */
const useApplicableMethods = (basketId: string | undefined, destination: Destination) => {
    const countryCode = destination.countryCode?.toUpperCase()
    const postalCode = usablePostcode(destination)
    const enabled = isBrowser && Boolean(basketId && countryCode)
    const applicable = useShippingMethodsForShipmentV2(
        {
            parameters: {
                basketId: basketId ?? '',
                shipmentId: DEFAULT_SHIPMENT_ID,
                ...(countryCode ? {c_country: countryCode} : {}),
                ...(postalCode ? {c_postalcode: postalCode} : {})
            }
        },
        {enabled, keepPreviousData: true}
    )
    return {applicable, countryCode, postalCode, enabled}
}

/**
 * A chosen method's name as the platform gives it in the page's locale: the delivery step's own request (the
 * same cached query). The customer's basket list is read without a locale, so the method name it carries is
 * in the platform's default language.
 */
export const useShippingMethodName = (
    basketId: string | undefined,
    destination: Destination,
    method: {id?: string; name?: string} | undefined
): string | undefined => {
    const {applicable} = useApplicableMethods(basketId, destination)
    const listed = (applicable.data as MethodList | undefined)?.applicableShippingMethods?.find(
        (candidate) => candidate.id === method?.id
    )
    return listed?.name ?? method?.name
}

export const useShippingMethods = (basketId: string | undefined, destination: Destination) => {
    const {applicable, countryCode, postalCode, enabled} = useApplicableMethods(basketId, destination)
    const precalculated = useControllerQuery<MethodList>(
        'COShipping-GetPreCalculatedShippingMethods',
        {countryCode, postalCode},
        {shopper: true, enabled}
    )
    const methods = useMemo(() => {
        const list = ((applicable.data as MethodList | undefined)?.applicableShippingMethods ?? []).map(
            (method) => {
                const hint = precalculated.data?.applicableShippingMethods?.find(
                    (entry) => entry.id === method.id
                )
                return hint?.c_amountToFreeShipping !== undefined
                    ? {...method, c_amountToFreeShipping: hint.c_amountToFreeShipping}
                    : method
            }
        )
        return {
            delivery: list.filter((method) => !method.c_storePickupEnabled),
            pickup: list.find((method) => method.c_storePickupEnabled)
        }
    }, [applicable.data, precalculated.data])
    return {
        ...methods,
        defaultMethodId: (applicable.data as MethodList | undefined)?.defaultShippingMethodId,
        isLoading: applicable.isLoading && applicable.fetchStatus !== 'idle',
        isError: applicable.isError
    }
}

/** PUT .../shipments/me/shipping_method {id}. */
export const useSetShippingMethod = (basketId: string | undefined) => {
    const update = useShopperBasketsV2Mutation('updateShippingMethodForShipment')
    const request = useCheckoutRequest('shipping method')
    const {run} = request
    const setShippingMethod = useCallback(
        (id: string): Promise<CheckoutBasket> =>
            run(async () => {
                if (!basketId) throw new CheckoutError('Something went wrong. Try again!')
                return asCheckoutBasket(
                    await update.mutateAsync({
                        parameters: {basketId, shipmentId: DEFAULT_SHIPMENT_ID},
                        body: {id}
                    })
                )
            }),
        [basketId, run, update]
    )
    return {setShippingMethod, status: request.status, error: request.error}
}
