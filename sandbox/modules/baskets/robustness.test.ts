import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {COMMERCE_TEST_MODULES, failure, GB_ADDRESS, guestShopper, variantIn} from './testing'

// Concurrency, hostile input and error shapes: every bad request is a 4xx problem, never a 500.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const {organizationId} = loadSandboxConfig()

const raw = (token: string, method: string, path: string, body?: unknown, rawBody?: string) =>
    fetch(
        `${running.origin}/checkout/shopper-baskets/v2/organizations/${organizationId}${path}${
            path.includes('?') ? '&' : '?'
        }siteId=vela-gb`,
        {
            method,
            headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
            ...(rawBody !== undefined
                ? {body: rawBody}
                : body !== undefined
                ? {body: JSON.stringify(body)}
                : {})
        }
    )

describe('concurrency', () => {
    test('parallel adds to one basket lose nothing', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        const same = variantIn(ctx(), 'leggings', {minStock: 30})
        const others = [0, 1, 2, 3, 4].map((skip) => variantIn(ctx(), 'tanks', {skip}))
        await Promise.all([
            ...Array.from({length: 10}, () =>
                shopper.baskets.addItemToBasket({parameters, body: [{productId: same, quantity: 1}]})
            ),
            ...others.map((productId) =>
                shopper.baskets.addItemToBasket({parameters, body: [{productId, quantity: 2}]})
            )
        ])
        const basket = await shopper.baskets.getBasket({parameters})
        const lines = (basket.productItems ?? []).filter((item) => !item.bonusProductLineItem)
        expect(lines.find((item) => item.productId === same)?.quantity).toBe(10)
        for (const productId of others)
            expect(lines.find((item) => item.productId === productId)?.quantity).toBe(2)
        expect(lines).toHaveLength(6)
        const version = ctx().db.prepare('SELECT version FROM baskets WHERE basket_id = ?').get(basketId) as {
            version: number
        }
        expect(version.version).toBe(16)
    })

    test('parallel basket creation respects the one-basket quota', async () => {
        const shopper = await guestShopper(running.origin)
        const results = await Promise.allSettled(
            Array.from({length: 5}, () => shopper.baskets.createBasket({body: {}}))
        )
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    })
})

describe('hostile input', () => {
    test('markup in free-text fields is stored as inert data; markup in addresses is refused', async () => {
        const shopper = await guestShopper(running.origin)
        const basketId = (await shopper.baskets.createBasket({body: {}})).basketId as string
        const parameters = {basketId}
        const script = '<script>alert(1)</script>'
        const stored = (await shopper.baskets.updateBasket({
            parameters,
            body: {c_note: script} as never
        })) as Record<string, unknown>
        expect(stored.c_note).toBe(script)
        const response = await raw(shopper.tokens.access_token, 'GET', `/baskets/${basketId}`)
        expect(response.headers.get('content-type')).toMatch(/application\/json/)
        const address = await failure(
            shopper.baskets.updateShippingAddressForShipment({
                parameters: {...parameters, shipmentId: 'me'},
                body: {...GB_ADDRESS, firstName: script}
            })
        )
        expect(address.status).toBe(400)
    })

    test('over-long values are refused with 400 (10 kB strings, too many attributes)', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        const long = 'x'.repeat(10 * 1024)
        const cases: Promise<unknown>[] = [
            shopper.baskets.updateBasket({parameters, body: {c_note: long} as never}),
            shopper.baskets.updateCustomerForBasket({parameters, body: {email: `${long}@example.com`}}),
            shopper.baskets.updateShippingAddressForShipment({
                parameters: {...parameters, shipmentId: 'me'},
                body: {...GB_ADDRESS, address1: long}
            }),
            shopper.baskets.addCouponToBasket({parameters, body: {code: long}}),
            shopper.baskets.updateBasket({
                parameters,
                body: Object.fromEntries(Array.from({length: 60}, (_, index) => [`c_a${index}`, 1])) as never
            })
        ]
        for (const call of cases) expect((await failure(call)).status).toBe(400)
    })
})

describe('errors are platform problems', () => {
    test('bad requests of every kind answer 400/401/404 with {type, title, detail}', async () => {
        const shopper = await guestShopper(running.origin)
        const token = shopper.tokens.access_token
        const basketId = (await shopper.baskets.createBasket({body: {}})).basketId as string
        const productId = variantIn(ctx(), 'tanks')
        const requests: [string, string, unknown, number, string?][] = [
            ['POST', `/baskets/${basketId}/items`, [{productId: 'NOPE', quantity: 1}], 400],
            ['POST', `/baskets/${basketId}/items`, [{productId, quantity: 0}], 400],
            ['POST', `/baskets/${basketId}/items`, [{productId, quantity: 1000}], 400],
            ['POST', `/baskets/${basketId}/items`, [{productId, quantity: 'two'}], 400],
            // The platform's schema: quantity is a number and items come as an array.
            ['POST', `/baskets/${basketId}/items`, [{productId, quantity: '2'}], 400],
            ['POST', `/baskets/${basketId}/items`, {productId, quantity: 1}, 400],
            ['PATCH', `/baskets/${basketId}/items/unknown-item`, {productId, quantity: '2'}, 400],
            ['POST', '/baskets', {productItems: {productId, quantity: 1}}, 400],
            ['POST', `/baskets/${basketId}/items`, [], 400],
            ['POST', `/baskets/${basketId}/items`, 'not json', 400, '{"broken'],
            ['POST', `/baskets/${basketId}/items`, [{productId: 'VL19002', quantity: 1}], 400],
            ['PATCH', `/baskets/${basketId}/items/unknown-item`, {quantity: 2}, 404],
            ['DELETE', `/baskets/${basketId}/coupons/unknown`, undefined, 404],
            ['PUT', `/baskets/${basketId}/shipments/nope/shipping-method`, {id: 'gb-standard'}, 404],
            ['PUT', `/baskets/${basketId}/shipments/me/shipping-method`, {id: 42}, 400],
            [
                'PUT',
                `/baskets/${basketId}/shipments/me/shipping-address`,
                {...GB_ADDRESS, postalCode: 'NOT A CODE!'},
                400
            ],
            ['PUT', `/baskets/${basketId}/shipments/me/shipping-address`, {...GB_ADDRESS, phone: '12'}, 400],
            ['PUT', `/baskets/${basketId}/billing-address`, [1, 2], 400],
            ['POST', `/baskets/${basketId}/payment-instruments`, {paymentMethodId: 'CREDIT_CARD'}, 400],
            [
                'POST',
                `/baskets/${basketId}/payment-instruments`,
                {paymentMethodId: 'CREDIT_CARD', paymentCard: {number: '1234'}},
                400
            ],
            ['POST', `/baskets/${basketId}/payment-instruments`, {paymentMethodId: 'DW_APPLE_PAY'}, 400],
            ['DELETE', `/baskets/${basketId}/payment-instruments/nope`, undefined, 404],
            ['PATCH', `/baskets/${basketId}`, {c_donation: -5}, 400],
            ['PATCH', `/baskets/${basketId}`, {c_donation: 1.234}, 400],
            ['PATCH', `/baskets/${basketId}`, {'c_bad key': 1}, 400],
            ['POST', '/baskets/actions/merge', undefined, 403],
            ['GET', '/baskets/doesnotexist', undefined, 404],
            ['POST', '/baskets?temporary=true', {}, 400]
        ]
        for (const [method, path, body, status, rawBody] of requests) {
            const response = await raw(token, method, path, body, rawBody)
            expect([method, path, response.status]).toEqual([method, path, status])
            expect(await response.json()).toMatchObject({
                type: expect.any(String),
                title: expect.any(String),
                detail: expect.any(String)
            })
        }
        const anonymous = await fetch(
            `${running.origin}/checkout/shopper-baskets/v2/organizations/${organizationId}/baskets/${basketId}?siteId=vela-gb`
        )
        expect(anonymous.status).toBe(401)
        const noSite = await fetch(
            `${running.origin}/checkout/shopper-baskets/v2/organizations/${organizationId}/baskets/${basketId}`,
            {
                headers: {authorization: `Bearer ${token}`}
            }
        )
        expect(noSite.status).toBe(400)
    })
})
