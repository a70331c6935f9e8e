import fs from 'fs'
import os from 'os'
import path from 'path'
import {startSandbox} from '../../testing/start'
import {addCard, clientsFor, COMMERCE_TEST_MODULES, readyBasket, variantIn} from '../baskets/testing'
import {loginGuest} from '../slas/testing'

// Baskets and orders live in the SQLite file: a restart loses neither, and order numbers keep counting.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-orders-persistence-'))
afterAll(() => fs.rmSync(dataDir, {recursive: true, force: true}))

test('a basket and an order survive a restart', async () => {
    const first = await startSandbox({dataDir, modules: COMMERCE_TEST_MODULES})
    const productId = variantIn(first.sandbox.ctx, 'tanks')
    const buyer = await loginGuest(first.origin)
    const buyerClients = clientsFor(first.origin, buyer.access_token)
    const basket = await readyBasket(buyerClients, productId)
    await addCard(buyerClients, basket.basketId as string)
    const order = await buyerClients.orders.createOrder({body: {basketId: basket.basketId}})
    const keeper = await loginGuest(first.origin)
    const keeperClients = clientsFor(first.origin, keeper.access_token)
    const {basketId} = await keeperClients.baskets.createBasket({body: {}})
    await keeperClients.baskets.addItemToBasket({
        parameters: {basketId: basketId as string},
        body: [{productId, quantity: 2}]
    })
    await first.stop()

    const second = await startSandbox({dataDir, modules: COMMERCE_TEST_MODULES})
    try {
        expect(second.sandbox.seeded).toBe(false)
        const again = clientsFor(second.origin, keeper.access_token)
        const kept = await again.baskets.getBasket({parameters: {basketId: basketId as string}})
        expect(kept.productItems).toEqual([expect.objectContaining({productId, quantity: 2})])
        const placed = await clientsFor(second.origin, buyer.access_token).orders.getOrder({
            parameters: {orderNo: order.orderNo as string}
        })
        expect(placed).toMatchObject({
            orderNo: order.orderNo,
            status: 'created',
            orderTotal: order.orderTotal
        })
        await again.baskets.updateShippingAddressForShipment({
            parameters: {basketId: basketId as string, shipmentId: 'me', useAsBilling: true},
            body: {
                firstName: 'Kim',
                lastName: 'Park',
                address1: '2 Low Road',
                city: 'Leeds',
                postalCode: 'LS1 6HD',
                countryCode: 'GB',
                phone: '07700 900555'
            }
        })
        await again.baskets.updateShippingMethodForShipment({
            parameters: {basketId: basketId as string, shipmentId: 'me'},
            body: {id: 'gb-standard'}
        })
        await again.baskets.updateCustomerForBasket({
            parameters: {basketId: basketId as string},
            body: {email: 'kim@example.com'}
        })
        await addCard(again, basketId as string)
        const next = await again.orders.createOrder({body: {basketId}})
        expect(Number(String(next.orderNo).slice(2))).toBe(Number(String(order.orderNo).slice(2)) + 1)
    } finally {
        await second.stop()
    }
})
