import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    addCard,
    cardPayment,
    COMMERCE_TEST_MODULES,
    DEMO,
    failure,
    guestShopper,
    readyBasket,
    registeredShopper,
    variantIn
} from '../baskets/testing'
import {liveStock} from '../catalog/basket-catalog-source'

// createOrder: validation, atomicity and "never a double order", then status changes and order history.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const ordersOfBasket = (basketId: string) =>
    (ctx().db.prepare('SELECT COUNT(*) AS n FROM orders WHERE basket_id = ?').get(basketId) as {n: number}).n

describe('createOrder', () => {
    test('two concurrent createOrder calls for one basket make exactly one order; the basket is consumed', async () => {
        const shopper = await guestShopper(running.origin)
        const productId = variantIn(ctx(), 'tanks')
        const stockBefore = liveStock(ctx(), productId).stockLevel
        const basket = await readyBasket(shopper, productId, {quantity: 2})
        const basketId = basket.basketId as string
        await addCard(shopper, basketId)
        const attempts = await Promise.allSettled(
            Array.from({length: 4}, () => shopper.orders.createOrder({body: {basketId}}))
        )
        const created = attempts.filter((attempt) => attempt.status === 'fulfilled')
        expect(created).toHaveLength(1)
        for (const attempt of attempts.filter((candidate) => candidate.status === 'rejected')) {
            const response = (attempt as PromiseRejectedResult).reason.response as Response
            expect(response.status).toBe(400)
            expect(await response.json()).toMatchObject({title: 'Basket Not Found'})
        }
        expect(ordersOfBasket(basketId)).toBe(1)
        const order = (created[0] as PromiseFulfilledResult<Record<string, unknown>>).value
        expect(order).toMatchObject({
            status: 'created',
            c_orderType: 'web',
            c_shippingAddressValidationMethod: 'NONE',
            customerInfo: {email: 'ann.lee@example.com'}
        })
        expect(String(order.orderNo)).toMatch(/^VL\d{8}$/)
        expect(liveStock(ctx(), productId).stockLevel).toBe(stockBefore - 2)
        expect(
            (
                await shopper.customers.getCustomerBaskets({
                    parameters: {customerId: shopper.tokens.customer_id}
                })
            ).total
        ).toBe(0)
        // Later retries are refused the same way.
        expect(await failure(shopper.orders.createOrder({body: {basketId}}))).toMatchObject({
            status: 400,
            body: {title: 'Basket Not Found'}
        })
    })

    test('a missing email is reported so the storefront can ask for it; other gaps have their own problem types', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        expect(await failure(shopper.orders.createOrder({body: {basketId}}))).toMatchObject({
            status: 400,
            body: {title: 'Empty Basket'}
        })
        await shopper.baskets.addItemToBasket({
            parameters,
            body: [{productId: variantIn(ctx(), 'tanks'), quantity: 1}]
        })
        const noEmail = await failure(shopper.orders.createOrder({body: {basketId}}))
        expect(noEmail).toMatchObject({
            status: 400,
            body: {code: 'MISSING_EMAIL', title: 'Missing Customer Email'}
        })
        expect(String(noEmail.body.detail)).toMatch(/email/i)
        await shopper.baskets.updateCustomerForBasket({parameters, body: {email: 'ann@example.com'}})
        const noAddress = await failure(shopper.orders.createOrder({body: {basketId}}))
        expect(noAddress).toMatchObject({status: 400, body: {title: 'Missing Shipping Address'}})
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {
                firstName: 'Ann',
                lastName: 'Lee',
                address1: '1 High Street',
                city: 'London',
                postalCode: 'SW1A 1AA',
                countryCode: 'GB',
                phone: '   '
            }
        })
        expect((await failure(shopper.orders.createOrder({body: {basketId}}))).body.missingFields).toEqual([
            'phone'
        ])
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {
                firstName: 'Ann',
                lastName: 'Lee',
                address1: '1 High Street',
                city: 'London',
                postalCode: 'SW1A 1AA',
                countryCode: 'GB',
                phone: '07700 900123'
            }
        })
        expect((await failure(shopper.orders.createOrder({body: {basketId}}))).body.title).toBe(
            'Missing Shipping Method'
        )
        await shopper.baskets.updateShippingMethodForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {id: 'gb-standard'}
        })
        expect((await failure(shopper.orders.createOrder({body: {basketId}}))).body.title).toBe(
            'Missing Billing Address'
        )
        await shopper.baskets.updateBillingAddressForBasket({
            parameters,
            body: {
                firstName: 'Ann',
                lastName: 'Lee',
                address1: '1 High Street',
                city: 'London',
                postalCode: 'SW1A 1AA',
                countryCode: 'GB'
            }
        })
        expect((await failure(shopper.orders.createOrder({body: {basketId}}))).body.title).toBe(
            'Missing Payment'
        )
        expect(ordersOfBasket(basketId as string)).toBe(0)
        expect((await shopper.baskets.getBasket({parameters})).basketId).toBe(basketId)
    })

    test("another shopper cannot order, read or fail someone's basket or order", async () => {
        const owner = await guestShopper(running.origin)
        const intruder = await guestShopper(running.origin)
        const basket = await readyBasket(owner, variantIn(ctx(), 'tanks'))
        await addCard(owner, basket.basketId as string)
        expect((await failure(intruder.orders.createOrder({body: {basketId: basket.basketId}}))).status).toBe(
            400
        )
        const order = await owner.orders.createOrder({body: {basketId: basket.basketId}})
        const parameters = {orderNo: order.orderNo as string}
        expect((await failure(intruder.orders.getOrder({parameters}))).status).toBe(404)
        expect((await failure(intruder.orders.failOrder({parameters, body: {}}))).status).toBe(404)
        expect((await owner.orders.getOrder({parameters})).orderNo).toBe(order.orderNo)
    })

    test('failing an unpaid order gives the basket back with the same items and restores stock', async () => {
        const shopper = await guestShopper(running.origin)
        const productId = variantIn(ctx(), 'shorts')
        const stockBefore = liveStock(ctx(), productId).stockLevel
        const basket = await readyBasket(shopper, productId, {quantity: 2})
        await addCard(shopper, basket.basketId as string, '0002')
        const order = await shopper.orders.createOrder({body: {basketId: basket.basketId}})
        const refused = (await shopper.orders.createPaymentInstrumentForOrder({
            parameters: {orderNo: order.orderNo as string},
            body: cardPayment('4000000000000002') as never
        })) as Record<string, unknown>
        expect(refused).toMatchObject({
            status: 'created',
            c_payment_success: false,
            c_authorized: 0,
            c_refusalReason: 'Refused'
        })
        const failed = await fetch(
            `${running.origin}/checkout/shopper-orders/v1/organizations/${
                loadSandboxConfig().organizationId
            }/orders/${String(order.orderNo)}?siteId=vela-gb`,
            {
                method: 'PATCH',
                headers: {
                    authorization: `Bearer ${shopper.tokens.access_token}`,
                    'content-type': 'application/json'
                },
                body: JSON.stringify({status: 'failed'})
            }
        )
        expect(failed.status).toBe(200)
        expect(await failed.json()).toMatchObject({status: 'failed'})
        const baskets = await shopper.customers.getCustomerBaskets({
            parameters: {customerId: shopper.tokens.customer_id}
        })
        expect(baskets.baskets?.[0]).toMatchObject({
            basketId: basket.basketId,
            productItems: [expect.objectContaining({productId, quantity: 2})]
        })
        expect(liveStock(ctx(), productId).stockLevel).toBe(stockBefore)
        const again = await failure(
            shopper.orders.failOrder({parameters: {orderNo: order.orderNo as string}, body: {}})
        )
        expect(again).toMatchObject({status: 400, body: {title: 'Order Status Not Changeable'}})
        // The re-opened basket can be ordered again and paid with another card.
        const retry = await shopper.orders.createOrder({body: {basketId: basket.basketId}})
        expect(retry.orderNo).not.toBe(order.orderNo)
        const paid = await shopper.orders.createPaymentInstrumentForOrder({
            parameters: {orderNo: retry.orderNo as string},
            body: cardPayment('4111111111111111') as never
        })
        expect(paid).toMatchObject({status: 'new', paymentStatus: 'paid'})
    })

    test('registered order history lists newest first with paging; guests have none', async () => {
        const member = await registeredShopper(running.origin, DEMO.regular.login, DEMO.regular.password)
        const basket = await readyBasket(member, variantIn(ctx(), 'tanks'))
        await addCard(member, basket.basketId as string)
        const order = await member.orders.createOrder({body: {basketId: basket.basketId}})
        await member.orders.createPaymentInstrumentForOrder({
            parameters: {orderNo: order.orderNo as string},
            body: cardPayment('4111111111111111') as never
        })
        const page = await member.customers.getCustomerOrders({
            parameters: {customerId: member.tokens.customer_id, limit: 2, offset: 0}
        })
        expect(page.limit).toBe(2)
        expect(page.data?.[0]).toMatchObject({orderNo: order.orderNo, status: 'new', paymentStatus: 'paid'})
        expect(page.total).toBeGreaterThanOrEqual(4)
        const next = await member.customers.getCustomerOrders({
            parameters: {customerId: member.tokens.customer_id, limit: 2, offset: 2}
        })
        expect(next.data?.[0].orderNo).not.toBe(page.data?.[0].orderNo)
        const guest = await guestShopper(running.origin)
        expect(
            (
                await failure(
                    guest.customers.getCustomerOrders({parameters: {customerId: guest.tokens.customer_id}})
                )
            ).status
        ).toBe(403)
    })

    test('order tracking reports stage and parcels without personal data', async () => {
        const shopper = await guestShopper(running.origin)
        const response = await fetch(
            `${running.origin}/s/vela-gb/dw/shop/v22_6/custom_objects/AzureOrderDetails/getAzureOrderDetails?orderId=VL00010001&channelId=vela-gb`,
            {headers: {authorization: `Bearer ${shopper.tokens.access_token}`}}
        )
        expect(response.status).toBe(200)
        const body = (await response.json()) as {c_result: Record<string, unknown>}
        expect(body.c_result).toMatchObject({
            orderNo: 'VL00010001',
            statusCode: 'delivered',
            shipments: [
                expect.objectContaining({carrier: 'Royal Mail', trackingNumber: expect.stringMatching(/^VT/)})
            ]
        })
        expect(JSON.stringify(body)).not.toMatch(/alex|Canonbury|@/i)
        const unknown = await fetch(
            `${running.origin}/s/vela-gb/dw/shop/v22_6/custom_objects/AzureOrderDetails/getAzureOrderDetails?orderId=VL99999999`,
            {
                headers: {authorization: `Bearer ${shopper.tokens.access_token}`}
            }
        )
        expect(unknown.status).toBe(404)
    })
})
