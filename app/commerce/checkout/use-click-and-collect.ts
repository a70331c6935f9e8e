import {useCallback} from 'react'
import {useAccessToken, useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {normalisePhone} from '../../rules/validators'
import {callController} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'
import {CheckoutError} from './checkout-errors'
import {CHECKOUT_STORAGE_KEYS, removeStored, writeStoredJson} from './storage'
import {useCheckoutRequest} from './use-checkout-request'
import {asCheckoutBasket, DEFAULT_SHIPMENT_ID, type CheckoutBasket, type DeliveryOption} from './types'

export interface CollectionStore {
    id: string
    name?: string
    address1?: string
    city?: string
    postalCode?: string
    countryCode?: string
    phone?: string
    distance?: number
    distanceUnit?: string
}

/** "Collection form: firstName, lastName, phone" (spec 000 §3). */
export interface CollectionDetails {
    firstName: string
    lastName: string
    phone: string
}

/** What is remembered of the chosen shop (spec 000 §9 storage key `selectedStore`): public shop data only. */
const storedStore = ({id, name, address1, city, postalCode, countryCode}: CollectionStore) => ({
    id,
    name,
    address1,
    city,
    postalCode,
    countryCode
})

/**
 * Click and collect (spec 000 §3, §7): the shop and the delivery option go on the shipment (PATCH with
 * c_ClickandCollectStoreID, c_storeName, c_selectedDeliveryOption COLLECT/DELIVER) and to the checkout
 * controller (PWA-SetCheckoutProccess); the collector's name and phone become the shipment's contact.
 */
export const useClickAndCollect = (basketId: string | undefined) => {
    const patchShipment = useShopperBasketsV2Mutation('updateShipmentForBasket')
    const scope = useControllerScope()
    const {getTokenWhenReady} = useAccessToken()
    const request = useCheckoutRequest('click and collect')
    const {run} = request

    const tellController = useCallback(
        async (option: DeliveryOption, storeId?: string) => {
            const accessToken = await getTokenWhenReady()
            await callController(scope, 'PWA-SetCheckoutProccess', {
                params: {isCheckoutProcess: true, selectedDeliveryOption: option, storeid: storeId},
                accessToken
            })
        },
        [getTokenWhenReady, scope]
    )

    const patch = useCallback(
        async (body: Record<string, unknown>): Promise<CheckoutBasket> => {
            if (!basketId) throw new CheckoutError('Something went wrong. Try again!')
            return asCheckoutBasket(
                await patchShipment.mutateAsync({
                    parameters: {basketId, shipmentId: DEFAULT_SHIPMENT_ID},
                    body: body as never
                })
            )
        },
        [basketId, patchShipment]
    )

    const chooseStore = useCallback(
        (store: CollectionStore) =>
            run(async () => {
                // The controller first: the PATCH answer is then the newest basket for the cache.
                await tellController('COLLECT', store.id)
                const updated = await patch({
                    c_ClickandCollectStoreID: store.id,
                    c_storeName: store.name,
                    c_selectedDeliveryOption: 'COLLECT'
                })
                writeStoredJson(CHECKOUT_STORAGE_KEYS.selectedStore, storedStore(store))
                return updated
            }),
        [patch, run, tellController]
    )

    const saveCollector = useCallback(
        (store: CollectionStore, details: CollectionDetails) =>
            run(async () => {
                const contact = {
                    firstName: details.firstName.trim(),
                    lastName: details.lastName.trim(),
                    phone: normalisePhone(details.phone)
                }
                const updated = await patch({
                    shippingAddress: {
                        ...contact,
                        ...(store.countryCode ? {countryCode: store.countryCode} : {})
                    },
                    c_ClickandCollectStoreID: store.id,
                    c_storeName: store.name,
                    c_selectedDeliveryOption: 'COLLECT'
                })
                writeStoredJson(CHECKOUT_STORAGE_KEYS.collectionFormDetails, contact)
                return updated
            }),
        [patch, run]
    )

    const deliverInstead = useCallback(
        () =>
            run(async () => {
                await tellController('DELIVER')
                const updated = await patch({c_selectedDeliveryOption: 'DELIVER'})
                removeStored(CHECKOUT_STORAGE_KEYS.selectedStore)
                return updated
            }),
        [patch, run, tellController]
    )

    return {chooseStore, saveCollector, deliverInstead, status: request.status, error: request.error}
}
