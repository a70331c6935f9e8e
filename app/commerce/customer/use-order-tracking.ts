import {useCallback} from 'react'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSite} from '../../site/site-context'
import {upstreamBase} from '../upstreams'

/** The tracking service's view of an order: status and parcels only, no addresses or names. */
export interface TrackedShipment {
    shipmentId: string
    deliveryType: 'DELIVER' | 'COLLECT'
    shippingMethod?: string
    storeName?: string
    status: string
    statusCode: string
    carrier?: string
    trackingNumber?: string
    trackingUrl?: string
    items: {productId: string; productName: string; quantity: number}[]
}

export interface TrackedOrder {
    orderNo: string
    orderDate: string
    status: string
    statusCode: string
    shipments: TrackedShipment[]
}

/** The order was not found (or the number is not one): the page says so without telling which. */
export class OrderNotFoundError extends Error {
    constructor() {
        super('Order not found')
        this.name = 'OrderNotFoundError'
    }
}

/** Spec 001 §7.2: "Custom object getAzureOrderDetails with orderId and channelId returns c_result". */
const OBJECT_TYPE = 'AzureOrderDetails'
const OBJECT_KEY = 'getAzureOrderDetails'

/** Looks an order up through the platform's custom object (Shopper Custom Objects), for any shopper. */
export const useOrderTracking = () => {
    const {config, site} = useSite()
    const {getTokenWhenReady} = useAccessToken()

    return useCallback(
        async (orderNumber: string): Promise<TrackedOrder> => {
            const {organizationId} = config.app.commerceAPI.parameters
            const base = upstreamBase(config, 'api', window.location.origin)
            const query = new URLSearchParams({
                orderId: orderNumber.trim(),
                channelId: site.id,
                siteId: site.id
            })
            const path = `/custom-object/shopper-custom-objects/v1/organizations/${encodeURIComponent(
                organizationId
            )}/custom-objects/${OBJECT_TYPE}/${OBJECT_KEY}`
            const response = await fetch(`${base}${path}?${query.toString()}`, {
                headers: {authorization: `Bearer ${await getTokenWhenReady()}`, accept: 'application/json'},
                credentials: 'same-origin'
            })
            if (response.status === 404 || response.status === 400) throw new OrderNotFoundError()
            if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
            const body = (await response.json()) as {c_result?: TrackedOrder}
            if (!body.c_result) throw new OrderNotFoundError()
            return body.c_result
        },
        [config, getTokenWhenReady, site.id]
    )
}
