import crypto from 'crypto'
import {ApiError} from '../../core/errors'
import type {SandboxContext} from '../../core/context'
import {calculateBasket, type CalculatedBasket} from '../baskets/calculate'
import {commonDocument} from '../baskets/document'
import {inWriteTransaction, findBasket, markBasketOrdered} from '../baskets/store'
import type {BasketRecord} from '../baskets/model'
import {takeStock} from '../catalog/basket-catalog-source'
import {redeemGiftCertificate} from '../gift-certificates/store'
import {recordRedemptions} from '../promotions/redemptions'
import {markPaid} from './settle'
import {insertOrder, nextOrderNo, type OrderRecord} from './store'
import {validateForOrder} from './validate'

/**
 * createOrder. One immediate write transaction does everything: re-read the basket (it must still be open
 * and the caller's), price and validate it, number the order, take the stock, spend the gift certificate
 * balances, write the order and mark the basket ordered. Any failure rolls all of it back. A second request
 * for the same basket (concurrent or later) finds no open basket and gets the basket-not-found problem as a
 * 400; a partial unique index on basket_id would refuse a second live order row even if that check were bypassed.
 */
export interface Placer {
    customerId: string
    siteId: string
}

const basketGone = (basketId: string) =>
    new ApiError(
        400,
        'basket-not-found',
        'Basket Not Found',
        `No basket with ID '${basketId.slice(0, 60)}' could be found.`
    )

const conflictWith = (what: string) =>
    new ApiError(400, 'order-creation-failed', 'Order Creation Failed', what)

export interface OrderOptions {
    locale?: string
    custom?: Record<string, unknown>
}

const takeEverything = (ctx: SandboxContext, calculated: CalculatedBasket, orderNo: string) => {
    for (const item of calculated.items) {
        if (!takeStock(ctx, item.stored.productId, item.stored.quantity)) {
            throw conflictWith(`The product '${item.stored.productId}' sold out while the order was placed.`)
        }
    }
    for (const payment of calculated.payments) {
        const code = payment.stored.giftCertificateCode
        if (code && payment.amount > 0 && !redeemGiftCertificate(ctx, code, orderNo, payment.amount)) {
            throw conflictWith(
                'A gift card balance changed while the order was placed; check the gift card and retry.'
            )
        }
    }
}

const buildOrder = (
    ctx: SandboxContext,
    record: BasketRecord,
    calculated: CalculatedBasket,
    orderNo: string,
    custom: Record<string, unknown>
): OrderRecord => {
    const stamp = new Date(ctx.clock.now()).toISOString()
    const document = {
        ...commonDocument(calculated),
        customerName: [record.state.billingAddress?.firstName, record.state.billingAddress?.lastName]
            .filter(Boolean)
            .join(' '),
        c_orderType: 'web',
        ...custom,
        c_authorized: 0,
        c_payment_success: true,
        c_siteId: record.siteId
    }
    return {
        orderNo,
        basketId: record.basketId,
        customerId: record.customerId,
        registered: record.registered,
        usid: record.usid,
        siteId: record.siteId,
        status: 'created',
        paymentStatus: calculated.giftCertificatePaid > 0 ? 'part_paid' : 'not_paid',
        confirmationStatus: 'not_confirmed',
        currency: calculated.currency,
        orderTotal: calculated.orderTotal,
        amountToAuthorize: calculated.amountToAuthorize,
        document,
        basketState: record.state,
        orderToken: crypto.randomBytes(24).toString('base64url'),
        creationDate: stamp,
        lastModified: stamp
    }
}

export const placeOrder = (
    ctx: SandboxContext,
    placer: Placer,
    basketId: string,
    options: OrderOptions = {}
) =>
    inWriteTransaction(ctx, () => {
        const record = findBasket(ctx, basketId)
        if (
            !record ||
            record.status !== 'open' ||
            record.customerId !== placer.customerId ||
            record.siteId !== placer.siteId
        ) {
            throw basketGone(basketId)
        }
        const calculated = calculateBasket(ctx, record, options.locale)
        validateForOrder(calculated)
        const orderNo = nextOrderNo(ctx)
        takeEverything(ctx, calculated, orderNo)
        // The basket's own c_orderType (web / app - iOS) wins over the default.
        const custom = {...options.custom, ...pickOrderAttributes(record.state.custom)}
        const order = buildOrder(ctx, record, calculated, orderNo, custom)
        insertOrder(ctx, order)
        if (!markBasketOrdered(ctx, record, orderNo)) throw basketGone(basketId)
        const applied = calculated.state.couponItems.filter(
            (coupon) => calculated.couponStatus.get(coupon.couponItemId) === 'applied'
        )
        if (record.registered && applied.length) {
            recordRedemptions(ctx, {
                orderNo,
                customerId: record.customerId,
                siteId: record.siteId,
                codes: applied.map((coupon) => coupon.code)
            })
        }
        // Fully paid by gift cards: nothing to authorise, the order is paid now.
        return calculated.amountToAuthorize === 0 ? markPaid(ctx, order) : order
    })

const ORDER_ATTRIBUTES = ['c_orderType', 'c_orderFlags', 'c_adyenDonation']

const pickOrderAttributes = (custom: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(custom).filter(([key]) => ORDER_ATTRIBUTES.includes(key)))
