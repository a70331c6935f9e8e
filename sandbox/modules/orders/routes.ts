import type {Request, Response, Router} from 'express'
import {requireShopperRequest, type Shopper} from '../../core/auth'
import type {SandboxContext, SandboxSite} from '../../core/context'
import {badRequest} from '../../core/errors'
import {requestLocale} from '../baskets/access'
import {inWriteTransaction} from '../baskets/store'
import {invalid, requireBody, stringField} from '../baskets/input'
import {toMajor} from '../baskets/money'
import {paymentMethodsFor} from '../payments/availability'
import {isGiftCertificateMethod} from '../payments/methods'
import {placeOrder} from './create-order'
import {orderDocument} from './document'
import {createOrderPayment, updateOrderPayment} from './payment'
import {cancelOrder, failOrder} from './settle'
import {findOrder, orderNotFound, updateOrder, type OrderRecord} from './store'

const BASE = '/checkout/shopper-orders/v1/organizations/:organizationId/orders'
const VALIDATION_METHODS = /^[A-Za-z_]{1,30}$/

/** The caller's own order: placed by this customer, or in this session (a guest who then logged in). */
export const ownOrder = (
    ctx: SandboxContext,
    shopper: Shopper,
    site: SandboxSite,
    orderNo: string
): OrderRecord => {
    const order = findOrder(ctx, orderNo)
    const mine = order && (order.customerId === shopper.customerId || order.usid === shopper.usid)
    if (!order || !mine || order.siteId !== site.id) throw orderNotFound(orderNo)
    return order
}

const send = (ctx: SandboxContext, res: Response, order: OrderRecord) =>
    res.set('Cache-Control', 'no-store').json(orderDocument(ctx, order))

const withOrder = (ctx: SandboxContext, req: Request, work: (order: OrderRecord) => OrderRecord) => {
    const {shopper, site} = requireShopperRequest(ctx, req)
    return inWriteTransaction(ctx, () => work(ownOrder(ctx, shopper, site, req.params.orderNo)))
}

/** The request's `locale` parameter when it is a locale id (the payment provider shows its pages in it). */
const localeParam = (req: Request) =>
    typeof req.query.locale === 'string' && /^[a-z]{2}[-_][A-Za-z]{2}$/.test(req.query.locale)
        ? req.query.locale.replace('_', '-')
        : undefined

export const orderRoutes = (router: Router, ctx: SandboxContext) => {
    router.post(BASE, (req, res) => {
        const {shopper, site} = requireShopperRequest(ctx, req)
        const body = requireBody(req.body, 'Basket')
        const basketId = stringField(body, 'basketId', 60, {required: true}) as string
        const validation =
            stringField(body, 'c_shippingAddressValidationMethod', 30, {pattern: VALIDATION_METHODS}) ??
            'NONE'
        const order = placeOrder(ctx, {customerId: shopper.customerId, siteId: site.id}, basketId, {
            locale: requestLocale(req, site),
            custom: {c_shippingAddressValidationMethod: validation}
        })
        send(ctx, res, order)
    })

    router.get(`${BASE}/:orderNo`, (req, res) => {
        const {shopper, site} = requireShopperRequest(ctx, req)
        send(ctx, res, ownOrder(ctx, shopper, site, req.params.orderNo))
    })

    // The storefront fails an unpaid order (status "failed") and gets its basket back; "cancelled" is also allowed.
    router.patch(`${BASE}/:orderNo`, (req, res) => {
        const body = requireBody(req.body, 'Order')
        const status = stringField(body, 'status', 20, {required: true})
        if (status !== 'failed' && status !== 'cancelled')
            throw invalid("The order status can only be set to 'failed' or 'cancelled'.")
        send(
            ctx,
            res,
            withOrder(ctx, req, (order) =>
                status === 'failed' ? failOrder(ctx, order) : cancelOrder(ctx, order)
            )
        )
    })

    router.post(`${BASE}/:orderNo/actions/fail`, (req, res) => {
        const reopen = req.query.reopenBasket !== 'false'
        withOrder(ctx, req, (order) => failOrder(ctx, order, reopen))
        res.status(204).end()
    })

    router.get(`${BASE}/:orderNo/payment-methods`, (req, res) => {
        const {shopper, site} = requireShopperRequest(ctx, req)
        const order = ownOrder(ctx, shopper, site, req.params.orderNo)
        const shipped = order.basketState.shipments.find((shipment) => shipment.shippingAddress?.countryCode)
        res.set('Cache-Control', 'no-store').json({
            applicablePaymentMethods: paymentMethodsFor(ctx, {
                site,
                currency: order.currency,
                country: (shipped?.shippingAddress?.countryCode ?? site.country).toUpperCase(),
                orderTotal: toMajor(order.orderTotal, order.currency),
                digitalGiftCards: order.basketState.giftCertificateItems.length > 0
            })
        })
    })

    for (const spelling of ['payment-instruments', 'payment_instruments']) {
        router.post(`${BASE}/:orderNo/${spelling}`, (req, res) => {
            send(
                ctx,
                res,
                withOrder(ctx, req, (order) => createOrderPayment(ctx, order, req.body, localeParam(req)))
            )
        })

        router.patch(`${BASE}/:orderNo/${spelling}/:instrumentId`, (req, res) => {
            send(
                ctx,
                res,
                withOrder(ctx, req, (order) =>
                    updateOrderPayment(ctx, order, req.params.instrumentId, req.body)
                )
            )
        })

        router.delete(`${BASE}/:orderNo/${spelling}/:instrumentId`, (req, res) => {
            const updated = withOrder(ctx, req, (order) => {
                if (order.status !== 'created' || order.paymentStatus === 'paid') {
                    throw badRequest(
                        'Payment instruments of a paid or closed order cannot be removed.',
                        'order-not-payable'
                    )
                }
                const instruments =
                    (order.document.paymentInstruments as {
                        paymentInstrumentId?: string
                        paymentMethodId?: string
                    }[]) ?? []
                const kept = instruments.filter(
                    (pi) =>
                        !(
                            pi.paymentInstrumentId === req.params.instrumentId &&
                            !isGiftCertificateMethod(pi.paymentMethodId)
                        )
                )
                if (kept.length === instruments.length) {
                    throw badRequest(
                        'Only the instrument paying what gift cards leave can be removed from an order.',
                        'payment-instrument-not-found'
                    )
                }
                return updateOrder(ctx, order, {document: {...order.document, paymentInstruments: kept}})
            })
            send(ctx, res, updated)
        })
    }
}
