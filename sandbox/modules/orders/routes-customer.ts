import type {Request, Router} from 'express'
import {requireShopper, requireShopperRequest} from '../../core/auth'
import {findSite, type SandboxContext} from '../../core/context'
import {badRequest, forbidden, notFound} from '../../core/errors'
import {orderDocument} from './document'
import {ordersOfCustomer, findOrder, type OrderStatus} from './store'
import {carrierOf, STAGE_LABELS, stageOf, trackingNumberOf} from './tracking'

const STATUSES: OrderStatus[] = ['created', 'new', 'completed', 'cancelled', 'failed']
/** Failed orders never happened for the shopper: they are listed only when asked for. */
const SHOWN_BY_DEFAULT: OrderStatus[] = ['created', 'new', 'completed', 'cancelled']

const integer = (req: Request, names: string[], fallback: number, max: number) => {
    for (const name of names) {
        const value = req.query[name]
        if (value === undefined || value === '') continue
        if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) > max) {
            throw badRequest(`The parameter '${name}' must be a whole number up to ${max}.`)
        }
        return Number(value)
    }
    return fallback
}

const TRACKING_KEY = 'getAzureOrderDetails'

export const customerOrderRoutes = (router: Router, ctx: SandboxContext) => {
    // getCustomerOrders: registered shoppers only, newest first; offset/limit (SCAPI) or start/count (OCAPI).
    router.get(
        '/customer/shopper-customers/v1/organizations/:organizationId/customers/:customerId/orders',
        (req, res) => {
            const {shopper, site} = requireShopperRequest(ctx, req)
            if (!shopper.registered) throw forbidden('Only registered customers have an order history.')
            if (shopper.customerId !== req.params.customerId) {
                throw forbidden("The customer ID in the path does not match the shopper's access token.")
            }
            const offset = integer(req, ['offset', 'start'], 0, 100000)
            const limit = integer(req, ['limit', 'count'], 10, 200) || 10
            const status = typeof req.query.status === 'string' ? req.query.status : undefined
            if (status !== undefined && !STATUSES.includes(status as OrderStatus))
                throw badRequest(`Unknown order status '${status.slice(0, 20)}'.`)
            const {total, orders} = ordersOfCustomer(ctx, shopper.customerId, site.id, {
                statuses: status ? [status as OrderStatus] : SHOWN_BY_DEFAULT,
                offset,
                limit
            })
            res.set('Cache-Control', 'no-store').json({
                data: orders.map((order) => orderDocument(ctx, order)),
                limit,
                offset,
                total
            })
        }
    )

    /**
     * Order tracking (the storefront's custom object getAzureOrderDetails, `?orderId=&channelId=`), on the
     * Shopper Custom Objects path and the OCAPI Shop path. It reveals status and parcels only: no addresses,
     * names or emails, since an order number is all it asks for.
     */
    const tracking = (req: Request, res: import('express').Response) => {
        requireShopper(ctx, req)
        if (req.params.key !== TRACKING_KEY) {
            throw notFound(
                `No custom object '${req.params.key.slice(0, 60)}' of type '${req.params.objectType.slice(
                    0,
                    60
                )}'.`,
                'custom-object-not-found',
                'Custom Object Not Found'
            )
        }
        const orderId = typeof req.query.orderId === 'string' ? req.query.orderId.trim().toUpperCase() : ''
        if (!/^[A-Z0-9]{4,20}$/.test(orderId))
            throw badRequest(
                "The parameter 'orderId' is required.",
                'missing-parameters',
                'Missing Parameters'
            )
        const channel =
            (typeof req.query.channelId === 'string' && req.query.channelId) ||
            req.params.siteId ||
            (req.query.siteId as string)
        const order = findOrder(ctx, orderId)
        if (!order || (channel && findSite(ctx.config, channel) && order.siteId !== channel)) {
            throw notFound(`No order '${orderId}' could be found.`, 'order-not-found', 'Order Not Found')
        }
        const document = orderDocument(ctx, order)
        const now = ctx.clock.now()
        const items =
            ((document as Record<string, unknown>).productItems as {
                productId: string
                productName: string
                quantity: number
                shipmentId: string
            }[]) ?? []
        const shipments = (document.shipments as Record<string, unknown>[]).map((shipment) => {
            const method = shipment.shippingMethod as
                | {name?: string; c_storePickupEnabled?: boolean}
                | undefined
            const collect = Boolean(method?.c_storePickupEnabled)
            const stage = stageOf(order, collect, now)
            const trackingNumber = shipment.trackingNumber as string | undefined
            return {
                shipmentId: shipment.shipmentId,
                deliveryType: collect ? 'COLLECT' : 'DELIVER',
                shippingMethod: method?.name,
                ...(collect
                    ? {storeName: shipment.c_storeName, storeId: shipment.c_ClickandCollectStoreID}
                    : {}),
                status: STAGE_LABELS[stage],
                statusCode: stage,
                ...(trackingNumber
                    ? {
                          carrier: carrierOf(order.siteId).name,
                          trackingNumber,
                          trackingUrl:
                              carrierOf(order.siteId).url +
                              trackingNumberOf(`${order.orderNo}-${String(shipment.shipmentId)}`)
                      }
                    : {}),
                items: items
                    .filter((item) => item.shipmentId === shipment.shipmentId)
                    .map((item) => ({
                        productId: item.productId,
                        productName: item.productName,
                        quantity: item.quantity
                    }))
            }
        })
        const stage = stageOf(order, false, now)
        res.set('Cache-Control', 'no-store').json({
            _type: 'custom_object',
            object_type: req.params.objectType,
            key_property: 'key',
            key_value_string: TRACKING_KEY,
            c_result: {
                orderNo: order.orderNo,
                orderDate: order.creationDate,
                status: STAGE_LABELS[stage],
                statusCode: stage,
                orderStatus: order.status,
                shipments
            }
        })
    }
    router.get(
        '/custom-object/shopper-custom-objects/v1/organizations/:organizationId/custom-objects/:objectType/:key',
        (req, res) => {
            requireShopperRequest(ctx, req)
            tracking(req, res)
        }
    )
    router.get('/s/:siteId/dw/shop/v22_6/custom_objects/:objectType/:key', tracking)
}
