import {startSandbox, type RunningSandbox} from '../../../testing/start'
import {catalogModule} from '../../catalog'
import {loginGuest, SLAS_TEST_MODULES} from '../../slas/testing'
import {CUSTOMERS_API, customersClient, failure, registeredShopper} from '../testing'

let running: RunningSandbox
let master: string
let variant: string
beforeAll(async () => {
    running = await startSandbox({modules: [...SLAS_TEST_MODULES, catalogModule]})
    const product = (type: string) =>
        (
            running.sandbox.ctx.db
                .prepare('SELECT id FROM catalog_products WHERE type = ? ORDER BY rank, id LIMIT 1')
                .get(type) as {id: string}
        ).id
    master = product('master')
    variant = product('variant')
})
afterAll(() => running.stop())

const wishItem = (productId: string) => ({
    productId,
    quantity: 1,
    public: false,
    priority: 1,
    type: 'product' as const
})

describe('wish list', () => {
    test('create the list, add items (embedded in the list), update and remove them, delete the list', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        expect(await client.getCustomerProductLists({parameters: {customerId}})).toEqual({
            data: [],
            limit: 0,
            total: 0
        })
        const list = await client.createCustomerProductList({
            parameters: {customerId},
            body: {type: 'wish_list'}
        })
        expect(list).toMatchObject({
            id: expect.any(String),
            type: 'wish_list',
            public: false,
            customerProductListItems: []
        })
        const listId = list.id as string

        const item = await client.createCustomerProductListItem({
            parameters: {customerId, listId},
            body: wishItem(variant)
        })
        expect(item).toEqual({
            id: expect.any(String),
            productId: variant,
            quantity: 1,
            priority: 1,
            public: false,
            type: 'product',
            purchasedQuantity: 0
        })
        await client.createCustomerProductListItem({parameters: {customerId, listId}, body: wishItem(master)})
        // The same product again is not a second item: the existing one grows.
        const again = await client.createCustomerProductListItem({
            parameters: {customerId, listId},
            body: {...wishItem(variant), quantity: 2}
        })
        expect(again).toMatchObject({id: item.id, quantity: 3})

        const lists = await client.getCustomerProductLists({parameters: {customerId}})
        expect(lists.total).toBe(1)
        expect(lists.data[0].customerProductListItems?.map((i) => i.productId)).toEqual([variant, master])

        const itemId = item.id as string
        const updated = await client.updateCustomerProductListItem({
            parameters: {customerId, listId, itemId},
            body: {quantity: 5, priority: 2, public: false}
        })
        expect(updated).toMatchObject({quantity: 5, priority: 2})
        expect(
            await client.getCustomerProductListItem({parameters: {customerId, listId, itemId}})
        ).toMatchObject({
            quantity: 5
        })
        await client.deleteCustomerProductListItem({parameters: {customerId, listId, itemId}})
        const gone = await failure(
            client.getCustomerProductListItem({parameters: {customerId, listId, itemId}})
        )
        expect(gone.status).toBe(404)
        expect(
            (await client.getCustomerProductList({parameters: {customerId, listId}})).customerProductListItems
        ).toHaveLength(1)

        await client.deleteCustomerProductList({parameters: {customerId, listId}})
        expect(
            (await failure(client.getCustomerProductList({parameters: {customerId, listId}}))).status
        ).toBe(404)
        expect((await client.getCustomerProductLists({parameters: {customerId}})).total).toBe(0)
    })

    test('one wish list per customer; other list types are refused', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const parameters = {customerId: tokens.customer_id}
        await client.createCustomerProductList({parameters, body: {type: 'wish_list'}})
        const second = await failure(
            client.createCustomerProductList({parameters, body: {type: 'wish_list'}})
        )
        expect(second.status).toBe(400)
        expect(second.body.detail).toMatch(/only one/)
        const registry = await failure(
            client.createCustomerProductList({parameters, body: {type: 'gift_registry'}})
        )
        expect(registry.status).toBe(400)
    })

    test.each([
        [
            'an unknown product',
            {productId: 'NO-SUCH-PRODUCT', quantity: 1, public: false, priority: 1},
            /NO-SUCH-PRODUCT/
        ],
        ['no product id', {quantity: 1, public: false, priority: 1}, /productId/],
        ['a zero quantity', {productId: 'VARIANT', quantity: 0, public: false, priority: 1}, /quantity/],
        [
            'a fractional quantity',
            {productId: 'VARIANT', quantity: 1.5, public: false, priority: 1},
            /quantity/
        ],
        ['a huge quantity', {productId: 'VARIANT', quantity: 100000, public: false, priority: 1}, /quantity/],
        [
            'a gift certificate item',
            {productId: 'VARIANT', quantity: 1, public: false, priority: 1, type: 'gift_certificate'},
            /product/
        ],
        [
            'an over-long product id',
            {productId: 'x'.repeat(101), quantity: 1, public: false, priority: 1},
            /productId/
        ],
        [
            'a script tag as product id',
            {productId: '<script>alert(1)</script>', quantity: 1, public: false, priority: 1},
            /No product/
        ]
    ])('adding %s is a 400', async (_name, body, detail) => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        const list = await client.createCustomerProductList({
            parameters: {customerId},
            body: {type: 'wish_list'}
        })
        const request = {
            ...body,
            ...((body as {productId?: string}).productId === 'VARIANT' ? {productId: variant} : {})
        }
        const {status, body: problem} = await failure(
            client.createCustomerProductListItem({
                parameters: {customerId, listId: list.id as string},
                body: request as never
            })
        )
        expect(status).toBe(400)
        expect(problem.detail).toMatch(detail)
    })

    test('an unknown list or item is a 404', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        expect(
            (
                await failure(
                    client.createCustomerProductListItem({
                        parameters: {customerId, listId: 'nope'},
                        body: wishItem(variant)
                    })
                )
            ).status
        ).toBe(404)
        const list = await client.createCustomerProductList({
            parameters: {customerId},
            body: {type: 'wish_list'}
        })
        expect(
            (
                await failure(
                    client.deleteCustomerProductListItem({
                        parameters: {customerId, listId: list.id as string, itemId: 'nope'}
                    })
                )
            ).status
        ).toBe(404)
    })

    test('guests have no wish list (403)', async () => {
        const guest = await loginGuest(running.origin)
        const {status} = await failure(
            customersClient(running.origin, guest.access_token).getCustomerProductLists({
                parameters: {customerId: guest.customer_id}
            })
        )
        expect(status).toBe(403)
    })

    test('a malformed item body is a 400 (plain fetch)', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const list = await client.createCustomerProductList({
            parameters: {customerId: tokens.customer_id},
            body: {type: 'wish_list'}
        })
        const res = await fetch(
            `${running.origin}${CUSTOMERS_API}/${tokens.customer_id}/product-lists/${
                list.id as string
            }/items?siteId=vela-gb`,
            {
                method: 'POST',
                headers: {'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}`},
                body: '"just a string"'
            }
        )
        expect(res.status).toBe(400)
    })
})
