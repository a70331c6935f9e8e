import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {mergeStates} from '../baskets/merge-states'
import {findBasket, openBasketsOf, reopenOrderedBasket, saveBasket} from '../baskets/store'
import {returnStock} from '../catalog/basket-catalog-source'
import {
    disableCertificatesIssuedBy,
    insertGiftCertificate,
    maskCode,
    reverseRedemptions
} from '../gift-certificates/store'
import {abandonChallenges} from '../payments/simulator'
import {releaseRedemptions} from '../promotions/redemptions'
import {type OrderRecord, updateOrder} from './store'
import {isShipped, stageOf} from './tracking'

/**
 * Order life after creation: paid (created -> new; digital gift cards are issued), failed (an unpaid order:
 * stock, gift card balances and coupon redemptions are given back and the basket re-opens) and cancelled.
 * Callers run these inside a write transaction.
 */
const iso = (ctx: SandboxContext) => new Date(ctx.clock.now()).toISOString()

const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000

/** Issues one certificate per digital gift card bought; it is "sent" at once when due today. */
const issueGiftCertificates = (ctx: SandboxContext, order: OrderRecord) => {
    const today = iso(ctx).slice(0, 10)
    const issued = order.basketState.giftCertificateItems.map((item) => {
        const sent = item.deliveryDate <= today
        const certificate = insertGiftCertificate(ctx, {
            currency: order.currency,
            amount: item.amount,
            expiryDate: new Date(ctx.clock.now() + TWO_YEARS_MS).toISOString().slice(0, 10),
            recipientEmail: item.recipientEmail,
            recipientName: item.recipientName,
            senderName: item.senderName,
            ...(item.message ? {message: item.message} : {}),
            deliveryDate: item.deliveryDate,
            issuedOrderNo: order.orderNo,
            ...(sent ? {sentAt: iso(ctx)} : {})
        })
        return {id: item.giftCertificateItemId, masked: maskCode(certificate.code), sent}
    })
    const lines = (order.document.giftCertificateItems as Record<string, unknown>[] | undefined) ?? []
    return lines.map((line) => {
        const match = issued.find((entry) => entry.id === line.giftCertificateItemId)
        return match
            ? {
                  ...line,
                  c_maskedGiftCertificateCode: match.masked,
                  c_giftCertificateStatus: match.sent ? 'sent' : 'scheduled'
              }
            : line
    })
}

export const markPaid = (
    ctx: SandboxContext,
    order: OrderRecord,
    documentChanges: Record<string, unknown> = {}
) => {
    const document: Record<string, unknown> = {
        ...order.document,
        ...documentChanges,
        c_authorized: 1,
        c_payment_success: true
    }
    delete document.c_action
    delete document.c_redirectUrl
    delete document.c_refusalReason
    const paid = updateOrder(ctx, order, {
        status: 'new',
        paymentStatus: 'paid',
        confirmationStatus: 'confirmed',
        paidAt: iso(ctx),
        document
    })
    if (!order.basketState.giftCertificateItems.length) return paid
    return updateOrder(ctx, paid, {
        document: {...paid.document, giftCertificateItems: issueGiftCertificates(ctx, paid)}
    })
}

/** Puts back what the order took: stock, gift certificate balances, coupon redemptions. */
const restore = (ctx: SandboxContext, order: OrderRecord) => {
    for (const line of (order.document.productItems as {productId: string; quantity: number}[] | undefined) ??
        []) {
        returnStock(ctx, line.productId, line.quantity)
    }
    reverseRedemptions(ctx, order.orderNo)
    releaseRedemptions(ctx, order.orderNo)
    abandonChallenges(ctx, order.orderNo)
}

/** The shopper gets their basket back: the original one re-opens, or folds into a basket they started since. */
const reopenBasket = (ctx: SandboxContext, order: OrderRecord) => {
    const state = structuredClone(order.basketState)
    const current = openBasketsOf(ctx, order.customerId, order.siteId)[0]
    if (current) {
        const merged = structuredClone(current.state)
        mergeStates(merged, state, 'higher_quantity')
        saveBasket(ctx, current, merged, current.usid)
        return current.basketId
    }
    if (findBasket(ctx, order.basketId)?.status === 'ordered') reopenOrderedBasket(ctx, order.basketId, state)
    return order.basketId
}

export const failOrder = (ctx: SandboxContext, order: OrderRecord, reopen = true) => {
    if (order.status !== 'created') {
        throw badRequest(
            `Order '${order.orderNo}' is ${order.status}; only an unpaid (created) order can be failed.`,
            'order-status-not-changeable',
            'Order Status Not Changeable'
        )
    }
    restore(ctx, order)
    const basketId = reopen ? reopenBasket(ctx, order) : undefined
    return updateOrder(ctx, order, {
        status: 'failed',
        paymentStatus: 'not_paid',
        document: {
            ...order.document,
            c_authorized: 0,
            c_payment_success: false,
            ...(basketId ? {c_reopenedBasketId: basketId} : {})
        }
    })
}

export const cancelOrder = (ctx: SandboxContext, order: OrderRecord) => {
    const shipped = order.status === 'new' && isShipped(stageOf(order, false, ctx.clock.now()))
    if ((order.status !== 'created' && order.status !== 'new') || shipped) {
        throw badRequest(
            `Order '${order.orderNo}' is ${
                shipped ? 'already shipped' : order.status
            } and can no longer be cancelled.`,
            'order-status-not-changeable',
            'Order Status Not Changeable'
        )
    }
    restore(ctx, order)
    disableCertificatesIssuedBy(ctx, order.orderNo)
    return updateOrder(ctx, order, {status: 'cancelled'})
}
