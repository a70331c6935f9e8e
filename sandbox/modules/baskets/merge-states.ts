import {newLineId} from './ids'
import {MAX_LINE_QUANTITY, MAX_LINES} from './items'
import type {BasketState} from './model'

export type MergeMode = 'sum' | 'higher_quantity' | 'separate'

/**
 * Folds the guest basket into the registered one: lines of the same product combine by `mode`, other lines,
 * coupons and gift cards are added, and checkout details the registered basket lacks are taken over.
 */
export const mergeStates = (target: BasketState, source: BasketState, mode: MergeMode) => {
    for (const item of source.productItems) {
        const twin = target.productItems.find(
            (line) => line.productId === item.productId && line.shipmentId === item.shipmentId
        )
        if (twin && mode !== 'separate') {
            twin.quantity = Math.min(
                MAX_LINE_QUANTITY,
                mode === 'sum' ? twin.quantity + item.quantity : Math.max(twin.quantity, item.quantity)
            )
            continue
        }
        if (target.productItems.length >= MAX_LINES) break
        const shipmentId = target.shipments.some((shipment) => shipment.shipmentId === item.shipmentId)
            ? item.shipmentId
            : 'me'
        target.productItems.push({...structuredClone(item), itemId: newLineId(), shipmentId})
    }
    for (const coupon of source.couponItems) {
        if (!target.couponItems.some((existing) => existing.code === coupon.code))
            target.couponItems.push(coupon)
    }
    target.giftCertificateItems.push(...source.giftCertificateItems)
    const [targetShipment] = target.shipments
    const [sourceShipment] = source.shipments
    if (
        targetShipment &&
        sourceShipment &&
        !targetShipment.shippingAddress &&
        sourceShipment.shippingAddress
    ) {
        targetShipment.shippingAddress = sourceShipment.shippingAddress
        targetShipment.shippingMethodId = targetShipment.shippingMethodId ?? sourceShipment.shippingMethodId
        targetShipment.custom = {...sourceShipment.custom, ...targetShipment.custom}
    }
    target.billingAddress = target.billingAddress ?? source.billingAddress
    target.customerEmail = target.customerEmail ?? source.customerEmail
    if (!target.paymentInstruments.length) target.paymentInstruments = source.paymentInstruments
    target.donation = target.donation ?? source.donation
    target.custom = {...source.custom, ...target.custom}
}
