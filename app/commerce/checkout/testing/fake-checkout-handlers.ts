import {rest, type DefaultBodyType, type RestRequest} from 'msw'
import {reprice, type FakeCheckoutState} from './fake-checkout-state'
import type {Order} from '../types'

const BASKET = '*/checkout/shopper-baskets/v2/organizations/:org/baskets/:basketId'
const ORDERS = '*/checkout/shopper-orders/v1/organizations/:org/orders'
const problem = (title: string, detail: string, extra: Record<string, unknown> = {}) => ({
    type: `https://example.test/${title}`,
    title,
    detail,
    ...extra
})

const record = async (state: FakeCheckoutState, name: string, req: RestRequest) => {
    state.calls.push(name)
    const text = await req.text()
    let body: unknown = text
    try {
        body = text ? JSON.parse(text) : undefined
    } catch {
        // Form bodies stay as text.
    }
    ;(state.bodies[name] ??= []).push(body)
    return (body ?? {}) as Record<string, unknown>
}

const stateDataNumber = (body: Record<string, unknown>) => {
    try {
        const data = JSON.parse(String(body.c_adyenStateData ?? '{}')) as {
            paymentMethod?: {encryptedCardNumber?: string}
        }
        return (data.paymentMethod?.encryptedCardNumber ?? '').replace(/^test_/, '')
    } catch {
        return ''
    }
}

/** Shopper Baskets and Orders as the checkout uses them, on one in-memory basket. */
export const checkoutHandlers = (state: FakeCheckoutState) => {
    const basketReply = (
        _req: RestRequest,
        res: Parameters<Parameters<typeof rest.get>[1]>[1],
        ctx: Parameters<Parameters<typeof rest.get>[1]>[2]
    ) => res(ctx.json(reprice(state.basket)))
    const shipment = () => (state.basket.shipments ??= [{shipmentId: 'me'}])[0]
    const change =
        (name: string, apply: (body: Record<string, unknown>, req: RestRequest) => void) =>
        async (
            req: RestRequest<DefaultBodyType>,
            res: Parameters<Parameters<typeof rest.get>[1]>[1],
            ctx: Parameters<Parameters<typeof rest.get>[1]>[2]
        ) => {
            apply(await record(state, name, req), req)
            return basketReply(req, res, ctx)
        }
    return [
        rest.get(
            '*/customer/shopper-customers/v1/organizations/:org/customers/:customerId/baskets',
            (_req, res, ctx) =>
                res(
                    ctx.json(
                        state.basketOpen
                            ? {baskets: [reprice(state.basket)], total: 1}
                            : {baskets: [], total: 0}
                    )
                )
        ),
        rest.put(
            `${BASKET}/customer`,
            change('PUT customer', (body) => {
                state.basket.customerInfo = {...state.basket.customerInfo, email: String(body.email)}
            })
        ),
        rest.put(
            `${BASKET}/shipments/me/shipping-address`,
            change('PUT shipping address', (body) => {
                shipment().shippingAddress = body
            })
        ),
        rest.put(
            `${BASKET}/shipments/me/shipping-method`,
            change('PUT shipping method', (body) => {
                shipment().shippingMethod = state.methods.find((method) => method.id === body.id)
            })
        ),
        rest.patch(
            `${BASKET}/shipments/me`,
            change('PATCH shipment', (body) => {
                Object.assign(shipment(), body)
                if (body.c_ClickandCollectStoreID)
                    shipment().shippingMethod = state.methods.find((m) => m.c_storePickupEnabled)
            })
        ),
        rest.get(`${BASKET}/shipments/me/shipping-methods`, (req, res, ctx) => {
            state.calls.push(`GET shipping methods ${req.url.searchParams.toString()}`)
            return res(
                ctx.json({
                    applicableShippingMethods: state.methods,
                    defaultShippingMethodId: state.methods[0]?.id
                })
            )
        }),
        rest.put(
            `${BASKET}/billing-address`,
            change('PUT billing address', (body) => {
                state.basket.billingAddress = body
            })
        ),
        rest.patch(
            BASKET,
            change('PATCH basket', () => undefined)
        ),
        rest.post(`${BASKET}/payment-instruments`, async (req, res, ctx) => {
            const body = await record(state, 'POST basket payment', req)
            const code =
                typeof body.giftCertificateCode === 'string' ? body.giftCertificateCode.toUpperCase() : ''
            if (code && !state.giftCards[code])
                return res(
                    ctx.status(400),
                    ctx.json(problem('Invalid Gift Certificate', 'This gift card is not valid.'))
                )
            // Like the platform: a new instrument of a method replaces that method's previous one only.
            const instruments = (state.basket.paymentInstruments ?? []).filter(
                (pi) => code || pi.paymentMethodId !== body.paymentMethodId
            )
            instruments.push({
                paymentInstrumentId: `pi-${state.calls.length}`,
                paymentMethodId: String(body.paymentMethodId),
                ...(code ? {giftCertificateCode: code, amount: state.giftCards[code].balance} : {}),
                ...(body.paymentCard ? {paymentCard: body.paymentCard as never} : {})
            })
            state.basket.paymentInstruments = instruments
            return basketReply(req, res, ctx)
        }),
        rest.delete(`${BASKET}/payment-instruments/:instrumentId`, async (req, res, ctx) => {
            const id = String(req.params.instrumentId)
            state.calls.push(`DELETE basket payment ${id}`)
            const before = state.basket.paymentInstruments ?? []
            if (!before.some((pi) => pi.paymentInstrumentId === id))
                return res(
                    ctx.status(404),
                    ctx.json(problem('Payment Instrument Not Found', 'No instrument.'))
                )
            state.basket.paymentInstruments = before.filter((pi) => pi.paymentInstrumentId !== id)
            return basketReply(req, res, ctx)
        }),
        rest.get(`${BASKET}/payment-methods`, (_req, res, ctx) => {
            state.calls.push('GET payment methods')
            return res(ctx.json({applicablePaymentMethods: state.paymentMethods}))
        }),
        rest.post(ORDERS, async (req, res, ctx) => {
            await record(state, 'POST orders', req)
            if (!state.basketOpen)
                return res(
                    ctx.delay(20),
                    ctx.status(400),
                    ctx.json(problem('Basket Not Found', 'No basket.'))
                )
            if (!state.basket.customerInfo?.email)
                return res(
                    ctx.status(400),
                    ctx.json(
                        problem('Missing Customer Email', 'Customer email is missing.', {
                            code: 'MISSING_EMAIL'
                        })
                    )
                )
            state.basketOpen = false
            const orderNo = `VL${String(state.nextOrderNo++).padStart(8, '0')}`
            const basket = reprice(state.basket)
            const order: Order = {
                ...(JSON.parse(JSON.stringify(basket)) as typeof basket),
                orderNo,
                status: 'created',
                c_authorized: basket.c_amountToAuthorize === 0 ? 1 : 0,
                c_payment_success: true
            }
            state.orders.set(orderNo, order)
            return res(ctx.delay(30), ctx.json(order))
        }),
        rest.post(`${ORDERS}/:orderNo/payment-instruments`, async (req, res, ctx) => {
            const body = await record(state, 'POST order payment', req)
            const order = state.orders.get(String(req.params.orderNo)) as Order
            const number = stateDataNumber(body)
            const instrument = {
                paymentInstrumentId: 'order-pi-1',
                paymentMethodId: String(body.paymentMethodId)
            }
            const redirect = ['PayPal', 'KLARNA_PAYMENTS', 'AFTERPAY_PBI'].includes(
                String(body.paymentMethodId)
            )
            if (number === '4000000000000002' || body.paymentMethodId === 'broken')
                Object.assign(order, {c_authorized: 0, c_payment_success: false, c_refusalReason: 'Refused'})
            else if (number === '4000000000003220')
                Object.assign(order, {c_action: {type: 'redirect', url: 'https://issuer.test/challenge/1'}})
            else if (redirect)
                Object.assign(order, {c_action: {type: 'redirect', url: 'https://provider.test/hosted/1'}})
            else Object.assign(order, {c_authorized: 1, status: 'new'})
            order.paymentInstruments = [...(order.paymentInstruments ?? []), instrument]
            return res(ctx.json(order))
        }),
        rest.patch(`${ORDERS}/:orderNo/payment-instruments/:id`, async (req, res, ctx) => {
            const body = await record(state, 'PATCH order payment', req)
            const order = state.orders.get(String(req.params.orderNo)) as Order
            const result = body.c_redirectresult ?? body.c_payload
            Object.assign(
                order,
                result === 'authenticated' || result === 'approved'
                    ? {c_authorized: 1}
                    : {
                          c_payment_success: false,
                          c_resultCode: result === 'cancelled' ? 'Cancelled' : 'Refused'
                      }
            )
            return res(ctx.json(order))
        }),
        rest.patch(`${ORDERS}/:orderNo`, async (req, res, ctx) => {
            const body = await record(state, 'PATCH order', req)
            const order = state.orders.get(String(req.params.orderNo))
            if (!order || order.c_authorized === 1)
                return res(ctx.status(400), ctx.json(problem('Not Changeable', 'Paid.')))
            if (body.status === 'failed') {
                order.status = 'failed'
                state.basketOpen = true
            }
            return res(ctx.json(order))
        }),
        rest.get(`${ORDERS}/:orderNo`, (req, res, ctx) => {
            state.calls.push('GET order')
            const order = state.orders.get(String(req.params.orderNo))
            return order
                ? res(ctx.json(order))
                : res(ctx.status(404), ctx.json(problem('Order Not Found', 'No order.')))
        })
    ]
}
