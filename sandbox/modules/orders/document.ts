import type {SandboxContext} from '../../core/context'
import {carrierOf, isShipped, stageOf, trackingNumberOf} from './tracking'
import type {OrderRecord} from './store'

type Shipment = Record<string, unknown> & {
    shipmentId?: string
    shippingMethod?: {c_storePickupEnabled?: boolean}
}

/** The Shopper Orders `Order` document: the stored lines and totals plus live status and fulfilment. */
export const orderDocument = (ctx: SandboxContext, order: OrderRecord) => {
    const now = ctx.clock.now()
    const shipments = ((order.document.shipments as Shipment[] | undefined) ?? []).map((shipment) => {
        const stage = stageOf(order, Boolean(shipment.shippingMethod?.c_storePickupEnabled), now)
        const shipped = isShipped(stage)
        return {
            ...shipment,
            c_stage: stage,
            shippingStatus: shipped ? 'shipped' : 'not_shipped',
            ...(shipped && !shipment.shippingMethod?.c_storePickupEnabled
                ? {
                      trackingNumber: trackingNumberOf(`${order.orderNo}-${String(shipment.shipmentId)}`),
                      c_carrier: carrierOf(order.siteId).name
                  }
                : {})
        }
    })
    const shipped = shipments.some((shipment) => shipment.shippingStatus === 'shipped')
    const finished =
        shipments.length > 0 &&
        shipments.every((shipment) => ['delivered', 'collected'].includes(shipment.c_stage))
    return {
        orderNo: order.orderNo,
        orderToken: order.orderToken,
        ...order.document,
        shipments,
        // A paid order whose parcels all arrived reads as completed (fulfilment is simulated by time).
        status: order.status === 'new' && finished ? 'completed' : order.status,
        paymentStatus: order.paymentStatus,
        confirmationStatus: order.confirmationStatus,
        exportStatus: order.status === 'new' || order.status === 'completed' ? 'ready' : 'not_exported',
        shippingStatus: shipped ? 'shipped' : 'not_shipped',
        channelType: 'storefront',
        creationDate: order.creationDate,
        lastModified: order.lastModified,
        c_orderTrackSend: shipped
    }
}
