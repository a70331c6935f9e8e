import {startSandbox, type RunningSandbox} from '../../testing/start'
import {COMMERCE_TEST_MODULES, failure, GB_ADDRESS, guestShopper, variantIn} from './testing'

// Basket resources through the real client library (v1 and v2), with the platform's answers and errors.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx

describe('basket lifecycle', () => {
    test('create, read through v1 and v2 and the customer list, then delete (204)', async () => {
        const shopper = await guestShopper(running.origin)
        const created = await shopper.baskets.createBasket({body: {}})
        expect(created).toMatchObject({
            currency: 'GBP',
            taxation: 'gross',
            shipments: [{shipmentId: 'me'}],
            productItems: [],
            shippingTotal: null,
            customerInfo: {customerId: shopper.tokens.customer_id}
        })
        const basketId = created.basketId as string
        expect((await shopper.basketsV1.getBasket({parameters: {basketId}})).basketId).toBe(basketId)
        const list = await shopper.customers.getCustomerBaskets({
            parameters: {customerId: shopper.tokens.customer_id}
        })
        expect(list).toMatchObject({total: 1, baskets: [{basketId}]})

        const second = await failure(shopper.baskets.createBasket({body: {}}))
        expect(second).toMatchObject({status: 400, body: {title: 'Customer Baskets Quota Exceeded'}})

        await shopper.baskets.deleteBasket({parameters: {basketId}})
        expect((await failure(shopper.baskets.getBasket({parameters: {basketId}}))).status).toBe(404)
        expect(
            (
                await shopper.customers.getCustomerBaskets({
                    parameters: {customerId: shopper.tokens.customer_id}
                })
            ).total
        ).toBe(0)
    })

    test('adding the same product merges the quantity; PATCH and DELETE answer 200 with the full basket', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        const productId = variantIn(ctx(), 'leggings')
        await shopper.baskets.addItemToBasket({parameters, body: [{productId, quantity: 1}]})
        const merged = await shopper.basketsV1.addItemToBasket({
            parameters,
            body: [{productId, quantity: 2, c_gtmListName: 'PLP'} as never]
        })
        // Three leggings pass the £150 free-socks threshold: a bonus line joins the merged line.
        const lines = (merged.productItems ?? []).filter((item) => !item.bonusProductLineItem)
        expect(lines).toHaveLength(1)
        const [line] = lines
        expect(line).toMatchObject({productId, quantity: 3, c_gtmListName: 'PLP', c_instock: true})
        expect(line.price).toBeCloseTo((line.basePrice ?? 0) * 3, 2)

        const updated = await shopper.baskets.updateItemInBasket({
            parameters: {...parameters, itemId: line.itemId as string},
            body: {productId, quantity: 1}
        })
        expect(updated.productItems?.[0].quantity).toBe(1)
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: GB_ADDRESS
        })
        const emptied = await shopper.baskets.removeItemFromBasket({
            parameters: {...parameters, itemId: line.itemId as string}
        })
        expect(emptied.productItems).toEqual([])
        // Removing the last product sends the shopper back to the first checkout step.
        expect(emptied.shipments?.[0].shippingAddress).toBeUndefined()
    })

    test('PATCH basket keeps custom attributes, clears them with null, re-prices on currency and records a donation', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        await shopper.baskets.addItemToBasket({
            parameters,
            body: [{productId: variantIn(ctx(), 'hoodies'), quantity: 1}]
        })
        const patched = (await shopper.basketsV1.updateBasket({
            parameters,
            body: {
                c_orderType: 'app - iOS',
                c_orderFlags: 'SBApp_iOS',
                c_anything: {a: 1},
                c_donation: 2
            } as never
        })) as Record<string, unknown>
        expect(patched).toMatchObject({
            c_orderType: 'app - iOS',
            c_orderFlags: 'SBApp_iOS',
            c_anything: {a: 1},
            c_donation: 2
        })
        expect(patched.shippingItems).toEqual([expect.objectContaining({itemText: 'SB_DONATION', price: 2})])
        expect(patched.orderTotal).toBeCloseTo((patched.productTotal as number) + 2, 2)

        const cleared = (await shopper.baskets.updateBasket({
            parameters,
            body: {c_anything: null, c_donation: null} as never
        })) as Record<string, unknown>
        expect(cleared.c_anything).toBeUndefined()
        expect(cleared.shippingItems).toEqual([])

        const euros = await shopper.basketsV1.updateBasket({parameters, body: {currency: 'EUR'}})
        expect(euros.currency).toBe('EUR')
        expect(euros.productItems?.[0].basePrice).not.toBe(
            patched.productItems && (patched.productItems as {basePrice: number}[])[0].basePrice
        )

        expect(
            (await failure(shopper.baskets.updateBasket({parameters, body: {currency: 'XYZ'}}))).status
        ).toBe(400)
        expect(
            (await failure(shopper.baskets.updateBasket({parameters, body: {c_orderType: 'fax'} as never})))
                .status
        ).toBe(400)
    })

    test('customer email and consent: c_brazeStatus follows the cookie choice', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        const consented = (await shopper.basketsV1.updateCustomerForBasket({
            parameters,
            body: {email: 'ann@example.com', c_cookiesStatus: 'accepted'} as never
        })) as Record<string, unknown>
        expect(consented).toMatchObject({
            customerInfo: {email: 'ann@example.com', c_cookiesStatus: 'accepted'},
            c_brazeStatus: 'synced'
        })
        const invalid = await failure(
            shopper.baskets.updateCustomerForBasket({parameters, body: {email: 'not-an-email'}})
        )
        expect(invalid).toMatchObject({status: 400, body: {title: 'Invalid Email'}})
    })

    test('digital gift cards: add, update and remove with the form rules', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        const today = new Date().toISOString().slice(0, 10)
        const added = await shopper.baskets.addGiftCertificateItemToBasket({
            parameters,
            body: {
                amount: 50,
                recipient_email: 'friend@example.com',
                recipient_name: 'Sam Friend',
                sender_name: 'Ann',
                message: 'Enjoy!',
                c_deliveryDate: today
            } as never
        })
        const [item] = added.giftCertificateItems ?? []
        expect(item).toMatchObject({
            amount: 50,
            recipientEmail: 'friend@example.com',
            recipientName: 'Sam Friend',
            c_deliveryDate: today
        })
        expect(added.orderTotal).toBe(50)
        expect(added.shippingTotal).toBe(0)
        const giftCertificateItemId = item.giftCertificateItemId as string
        const updated = await shopper.baskets.updateGiftCertificateItemInBasket({
            parameters: {...parameters, giftCertificateItemId},
            body: {amount: 100, recipientEmail: 'friend@example.com'}
        })
        expect(updated.orderTotal).toBe(100)
        const bad = [
            {
                amount: 42,
                recipientEmail: 'a@example.com',
                recipientName: 'A',
                senderName: 'B',
                c_deliveryDate: today
            },
            {amount: 10, recipientEmail: 'nope', recipientName: 'A', senderName: 'B', c_deliveryDate: today},
            {
                amount: 10,
                recipientEmail: 'a@example.com',
                recipientName: '<b>x</b>',
                senderName: 'B',
                c_deliveryDate: today
            },
            {
                amount: 10,
                recipientEmail: 'a@example.com',
                recipientName: 'A',
                senderName: 'B',
                c_deliveryDate: '2001-01-01'
            },
            {
                amount: 10,
                recipientEmail: 'a@example.com',
                recipientName: 'A',
                senderName: 'B',
                c_deliveryDate: today,
                message: 'x'.repeat(251)
            }
        ]
        for (const body of bad) {
            expect(
                (
                    await failure(
                        shopper.baskets.addGiftCertificateItemToBasket({parameters, body: body as never})
                    )
                ).status
            ).toBe(400)
        }
        const removed = await shopper.baskets.removeGiftCertificateItemFromBasket({
            parameters: {...parameters, giftCertificateItemId}
        })
        expect(removed.giftCertificateItems).toEqual([])
    })

    test("another shopper's token cannot read or change a basket (404, no existence leak)", async () => {
        const owner = await guestShopper(running.origin)
        const intruder = await guestShopper(running.origin)
        const {basketId} = await owner.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        expect((await failure(intruder.baskets.getBasket({parameters}))).status).toBe(404)
        expect(
            (
                await failure(
                    intruder.baskets.addItemToBasket({
                        parameters,
                        body: [{productId: variantIn(ctx(), 'hoodies'), quantity: 1}]
                    })
                )
            ).status
        ).toBe(404)
        expect((await failure(intruder.baskets.deleteBasket({parameters}))).status).toBe(404)
        expect(
            (
                await failure(
                    intruder.customers.getCustomerBaskets({
                        parameters: {customerId: owner.tokens.customer_id}
                    })
                )
            ).status
        ).toBe(403)
        expect((await owner.baskets.getBasket({parameters})).basketId).toBe(basketId)
    })
})
