import {startSandbox, type RunningSandbox} from '../../testing/start'
import {loginGuest} from '../slas/testing'
import {COMMERCE_TEST_MODULES, DEMO, failure, guestShopper, registeredShopper, variantIn} from './testing'

// Merge and transfer: the guest basket a registered login finds through the session's usid.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx

describe('merge and transfer after login', () => {
    test('merge folds the guest basket into the registered one and deletes it', async () => {
        const guest = await guestShopper(running.origin)
        const {basketId} = await guest.baskets.createBasket({body: {}})
        const productId = variantIn(ctx(), 'shorts')
        await guest.baskets.addItemToBasket({
            parameters: {basketId: basketId as string},
            body: [{productId, quantity: 2}]
        })
        const member = await registeredShopper(
            running.origin,
            DEMO.other.login,
            DEMO.other.password,
            guest.tokens.usid
        )
        expect(
            (await failure(guest.baskets.mergeBasket({parameters: {createDestinationBasket: true}}))).status
        ).toBe(403)
        const noDestination = await failure(
            member.baskets.mergeBasket({parameters: {createDestinationBasket: false}})
        )
        expect(noDestination.status).toBe(409)
        const merged = await member.baskets.mergeBasket({parameters: {createDestinationBasket: true}})
        expect(merged.customerInfo?.customerId).toBe(member.tokens.customer_id)
        expect(merged.productItems).toEqual([expect.objectContaining({productId, quantity: 2})])
        expect(
            (await failure(guest.baskets.getBasket({parameters: {basketId: basketId as string}}))).status
        ).toBe(404)
        // Nothing left to merge now.
        expect(
            (await failure(member.baskets.mergeBasket({parameters: {createDestinationBasket: true}}))).status
        ).toBe(409)
        await member.baskets.deleteBasket({parameters: {basketId: merged.basketId as string}})
    })

    test('transfer hands the guest basket over; an existing basket is kept unless overridden', async () => {
        const guest = await loginGuest(running.origin)
        const guestClients = (await import('./testing')).clientsFor(running.origin, guest.access_token)
        const {basketId} = await guestClients.baskets.createBasket({body: {}})
        await guestClients.baskets.addItemToBasket({
            parameters: {basketId: basketId as string},
            body: [{productId: variantIn(ctx(), 'tanks'), quantity: 1}]
        })
        const member = await registeredShopper(
            running.origin,
            DEMO.regular.login,
            DEMO.regular.password,
            guest.usid
        )
        const existing = await member.baskets.createBasket({body: {}})
        const refused = await failure(member.baskets.transferBasket({parameters: {}}))
        expect(refused).toMatchObject({status: 400, body: {title: 'Existing Basket Found'}})
        const moved = await member.baskets.transferBasket({parameters: {overrideExisting: true}})
        expect(moved.basketId).toBe(basketId)
        expect(moved.customerInfo?.customerId).toBe(member.tokens.customer_id)
        expect(
            (await failure(member.baskets.getBasket({parameters: {basketId: existing.basketId as string}})))
                .status
        ).toBe(404)
        await member.baskets.deleteBasket({parameters: {basketId: basketId as string}})
    })
})
