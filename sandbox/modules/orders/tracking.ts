import crypto from 'crypto'
import type {OrderRecord} from './store'

/**
 * Fulfilment as the order tracking service reports it, derived from how long ago the order was paid: the
 * sandbox has no warehouse, so time moves orders along (processing, packed, dispatched, delivered or ready
 * for collection).
 */
const HOUR = 3600 * 1000
const CARRIERS: Record<string, {name: string; url: string}> = {
    'vela-gb': {name: 'Royal Mail', url: 'https://tracking.carrier.example/royal-mail/'},
    'vela-us': {name: 'UPS', url: 'https://tracking.carrier.example/ups/'},
    'vela-eu': {name: 'DPD', url: 'https://tracking.carrier.example/dpd/'},
    'vela-au': {name: 'Australia Post', url: 'https://tracking.carrier.example/auspost/'}
}

export type Stage =
    | 'awaiting_payment'
    | 'processing'
    | 'packed'
    | 'dispatched'
    | 'delivered'
    | 'ready_for_collection'
    | 'collected'
    | 'cancelled'
    | 'failed'

export const STAGE_LABELS: Record<Stage, string> = {
    awaiting_payment: 'Awaiting payment',
    processing: 'Processing',
    packed: 'Packed',
    dispatched: 'Dispatched',
    delivered: 'Delivered',
    ready_for_collection: 'Ready for collection',
    collected: 'Collected',
    cancelled: 'Cancelled',
    failed: 'Payment failed'
}

export const trackingNumberOf = (orderNo: string) =>
    'VT' + crypto.createHash('sha256').update(orderNo).digest('hex').slice(0, 12).toUpperCase()

export const stageOf = (order: OrderRecord, collect: boolean, now: number): Stage => {
    if (order.status === 'failed') return 'failed'
    if (order.status === 'cancelled') return 'cancelled'
    if (order.paymentStatus !== 'paid') return 'awaiting_payment'
    const age = now - Date.parse(order.paidAt ?? order.creationDate)
    if (age < 2 * HOUR) return 'processing'
    if (age < 24 * HOUR) return 'packed'
    if (collect) return age < 14 * 24 * HOUR ? 'ready_for_collection' : 'collected'
    return age < 72 * HOUR ? 'dispatched' : 'delivered'
}

export const isShipped = (stage: Stage) =>
    ['dispatched', 'delivered', 'ready_for_collection', 'collected'].includes(stage)

export const carrierOf = (siteId: string) => CARRIERS[siteId] ?? CARRIERS['vela-gb']
