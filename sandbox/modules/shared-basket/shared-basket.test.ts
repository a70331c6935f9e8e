import {startSandbox, type RunningSandbox} from '../../testing/start'
import {COMMERCE_TEST_MODULES, guestShopper, variantIn} from '../baskets/testing'
import {sharedBasketModule} from '.'

// `mergeBasketUUID` links (spec 000 §2): a basket shared from another device or the app joins the shopper's.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [...COMMERCE_TEST_MODULES, sharedBasketModule]})
})
afterAll(() => running.stop())

const controller = async (endpoint: string, token: string, params: Record<string, string>) => {
    const response = await fetch(
        `${running.origin}/on/demandware.store/Sites-vela-gb-Site/en_GB/${endpoint}?${new URLSearchParams(
            params
        ).toString()}`,
        {headers: token ? {authorization: `Bearer ${token}`} : {}}
    )
    return {status: response.status, body: (await response.json()) as Record<string, unknown>}
}

/** A guest with a basket holding one product, shared as the app or another device would. */
const sharedBasket = async (type: string) => {
    const sharer = await guestShopper(running.origin)
    const {basketId} = await sharer.baskets.createBasket({body: {}})
    await sharer.baskets.updateBillingAddressForBasket({
        parameters: {basketId: basketId as string},
        body: {
            firstName: 'Private',
            lastName: 'Person',
            address1: '1 Secret Lane',
            city: 'London',
            countryCode: 'GB'
        }
    })
    const productId = variantIn(running.sandbox.ctx, type)
    await sharer.baskets.addItemToBasket({
        parameters: {basketId: basketId as string},
        body: [{productId, quantity: 2}]
    })
    const {body} = await controller('SharedBasket-CreateSharedBasketObject', sharer.tokens.access_token, {
        countryId: 'GB'
    })
    return {uuid: String(body.basketUUID), productId}
}

test('the shared lines join the shopper’s basket once; the sharer’s address does not', async () => {
    const {uuid, productId} = await sharedBasket('tanks')
    const shopper = await guestShopper(running.origin)
    const token = shopper.tokens.access_token

    const first = await controller('SharedBasket-MergeSharedBasket', token, {basketUUID: uuid})
    expect(first).toMatchObject({status: 200, body: {success: true, outcome: 'merged'}})
    const again = await controller('SharedBasket-MergeSharedBasket', token, {basketUUID: uuid})
    expect(again.body).toMatchObject({outcome: 'already-merged', basketId: first.body.basketId})

    const basket = await shopper.baskets.getBasket({parameters: {basketId: String(first.body.basketId)}})
    expect(basket.productItems?.map((item) => [item.productId, item.quantity])).toEqual([[productId, 2]])
    expect(basket.billingAddress).toBeUndefined()
})

test.each([
    ['no token', '', {basketUUID: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'}, 401],
    ['a malformed UUID', 'token', {basketUUID: '../../etc'}, 400],
    ['an unknown basket', 'token', {basketUUID: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'}, 404]
])('%s is answered with the platform error shape', async (_, kind, params, status) => {
    const token = kind ? (await guestShopper(running.origin)).tokens.access_token : ''
    const response = await controller('SharedBasket-MergeSharedBasket', token, params)
    expect(response.status).toBe(status)
    expect(response.body).toMatchObject({
        type: expect.any(String),
        title: expect.any(String),
        detail: expect.any(String)
    })
})
