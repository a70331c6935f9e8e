import type {SandboxSite} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {findStore, storeAddress} from '../stores'
import {parseAddress} from './address-input'
import {applicableMethods, destinationOf} from './calculate/shipping'
import {booleanField, invalid, isRecord, mergeCustom, pick, stringField} from './input'
import type {BasketState, StoredAddress, StoredShipment} from './model'

/**
 * Shipments: delivery address, method and the click-and-collect choice (c_selectedDeliveryOption COLLECT or
 * DELIVER, c_ClickandCollectStoreID, c_storeName). Choosing a shop puts the shop's address on the shipment
 * (keeping the collector's name and phone) and picks the site's click-and-collect method.
 */
const DELIVERY_OPTIONS = ['COLLECT', 'DELIVER']
const STORE_KEYS = ['c_ClickandCollectStoreID', 'c_fromStoreId']

export const findShipment = (state: BasketState, shipmentId: string): StoredShipment => {
    const shipment = state.shipments.find((candidate) => candidate.shipmentId === shipmentId)
    if (!shipment) {
        throw notFound(
            `No shipment with ID '${shipmentId.slice(0, 60)}' is in the basket.`,
            'shipment-not-found',
            'Shipment Not Found'
        )
    }
    return shipment
}

const invalidMethod = (id: string) =>
    badRequest(
        `The shipping method '${id.slice(0, 60)}' is not available for this shipment.`,
        'invalid-shipping-method',
        'Invalid Shipping Method'
    )

/** Keeps the chosen method only while it still serves the shipment's destination. */
const dropStaleMethod = (shipment: StoredShipment, site: SandboxSite) => {
    if (!shipment.shippingMethodId) return
    if (
        !applicableMethods(site, destinationOf(shipment)).some(
            (method) => method.id === shipment.shippingMethodId
        )
    ) {
        delete shipment.shippingMethodId
    }
}

export const setShippingAddress = (shipment: StoredShipment, address: StoredAddress, site: SandboxSite) => {
    shipment.shippingAddress = address
    delete shipment.addressFromStore
    dropStaleMethod(shipment, site)
}

export const setShippingMethod = (shipment: StoredShipment, value: unknown, site: SandboxSite) => {
    if (!isRecord(value)) throw invalid('The shipping method must be an object with an id.')
    const id = stringField(value, 'id', 60, {required: true}) as string
    const method = applicableMethods(site, destinationOf(shipment)).find((candidate) => candidate.id === id)
    if (!method) throw invalidMethod(id)
    shipment.shippingMethodId = method.id
}

const collectAt = (shipment: StoredShipment, storeId: string, site: SandboxSite) => {
    const store = findStore(storeId)
    const pickup = applicableMethods(site, {countryCode: store?.countryCode}).find(
        (method) => method.storePickup
    )
    if (!store || !store.clickAndCollect || !pickup) {
        throw badRequest(
            `The shop '${storeId.slice(0, 60)}' does not offer click and collect for this site.`,
            'invalid-store',
            'Invalid Store'
        )
    }
    const collector = shipment.shippingAddress ?? {custom: {}}
    shipment.shippingAddress = {
        ...storeAddress(store),
        ...(collector.firstName ? {firstName: collector.firstName} : {}),
        ...(collector.lastName ? {lastName: collector.lastName} : {}),
        ...(collector.phone ? {phone: collector.phone} : {}),
        custom: collector.custom
    }
    shipment.addressFromStore = store.id
    shipment.shippingMethodId = pickup.id
    shipment.custom.c_ClickandCollectStoreID = store.id
    shipment.custom.c_storeName = shipment.custom.c_storeName ?? store.name
}

const deliverInstead = (shipment: StoredShipment, site: SandboxSite) => {
    for (const key of [...STORE_KEYS, 'c_storeName']) delete shipment.custom[key]
    if (shipment.addressFromStore) {
        const {firstName, lastName, phone} = shipment.shippingAddress ?? {}
        shipment.shippingAddress = {
            ...(firstName ? {firstName} : {}),
            ...(lastName ? {lastName} : {}),
            ...(phone ? {phone} : {}),
            custom: {}
        }
        delete shipment.addressFromStore
    }
    const pickup = applicableMethods(site, {}).find((method) => method.storePickup)
    if (pickup && shipment.shippingMethodId === pickup.id) delete shipment.shippingMethodId
}

/** PATCH /shipments/{id}: address, method, gift flags and the click-and-collect attributes. */
export const patchShipment = (shipment: StoredShipment, body: Record<string, unknown>, site: SandboxSite) => {
    const address = pick(body, 'shippingAddress', 'shipping_address')
    if (address && address.value !== null)
        setShippingAddress(shipment, parseAddress(address.value, 'shippingAddress'), site)
    const method = pick(body, 'shippingMethod', 'shipping_method')
    if (method && method.value !== null) setShippingMethod(shipment, method.value, site)
    const gift = booleanField(body.gift, 'gift')
    if (gift !== undefined) shipment.gift = gift
    const giftMessage = stringField(body, 'giftMessage', 250)
    if (giftMessage !== undefined) shipment.giftMessage = giftMessage ?? undefined

    const option = body.c_selectedDeliveryOption
    if (option !== undefined && option !== null && !DELIVERY_OPTIONS.includes(String(option))) {
        throw invalid('c_selectedDeliveryOption must be COLLECT or DELIVER.')
    }
    const storeKey = STORE_KEYS.find((key) => body[key] !== undefined)
    const storeId = storeKey ? body[storeKey] : undefined
    if (storeId !== undefined && storeId !== null && typeof storeId !== 'string')
        throw invalid(`${String(storeKey)} must be a string.`)
    // c_crossBorder is set by the cross-border checkout only.
    shipment.custom = mergeCustom(shipment.custom, body, [...STORE_KEYS, 'c_crossBorder'])
    if (option === 'DELIVER' || (storeKey && storeId === null)) deliverInstead(shipment, site)
    if (typeof storeId === 'string' && storeId) collectAt(shipment, storeId, site)
    else if (option === 'COLLECT' && shipment.custom.c_ClickandCollectStoreID) {
        collectAt(shipment, String(shipment.custom.c_ClickandCollectStoreID), site)
    }
}

export const newShipment = (body: Record<string, unknown>, state: BasketState): StoredShipment => {
    const shipmentId = stringField(body, 'shipmentId', 50, {
        required: true,
        pattern: /^[A-Za-z0-9_-]+$/
    }) as string
    if (state.shipments.some((shipment) => shipment.shipmentId === shipmentId)) {
        throw invalid(`The basket already has a shipment '${shipmentId}'.`)
    }
    if (state.shipments.length >= 5) throw invalid('A basket can have at most 5 shipments.')
    return {shipmentId, custom: {}}
}
