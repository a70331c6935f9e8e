import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogModule} from '../catalog'
import {loginGuest, SLAS_TEST_MODULES} from '../slas/testing'
import {CUSTOMERS_API, registeredShopper} from './testing'

// Customer A's token must never read or change customer B's data, through any endpoint: B's id in the path
// is 403 (whether or not the resource exists), B's resource ids under A's own path are 404.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [...SLAS_TEST_MODULES, catalogModule]})
})
afterAll(() => running.stop())

const address = {
    firstName: 'Bea',
    lastName: 'Owner',
    address1: '1 Private Road',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    countryCode: 'GB'
}
const card = {
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: {
        holder: 'Bea Owner',
        number: '4111111111111111',
        cardType: 'Visa',
        expirationMonth: 12,
        expirationYear: 2031
    }
}

test('every customer endpoint refuses another customer, and nothing of theirs changes', async () => {
    const productId = (
        running.sandbox.ctx.db
            .prepare("SELECT id FROM catalog_products WHERE type = 'variant' LIMIT 1")
            .get() as {
            id: string
        }
    ).id
    const alice = await registeredShopper(running.origin, {firstName: 'Alice'})
    const bea = await registeredShopper(running.origin, {firstName: 'Bea'})
    const beaId = bea.tokens.customer_id
    const aliceId = alice.tokens.customer_id
    await bea.client.createCustomerAddress({
        parameters: {customerId: beaId},
        body: {addressId: 'home', ...address}
    })
    const beaCard = await bea.client.createCustomerPaymentInstrument({
        parameters: {customerId: beaId},
        body: card as never
    })
    const beaList = await bea.client.createCustomerProductList({
        parameters: {customerId: beaId},
        body: {type: 'wish_list'}
    })
    const beaItem = await bea.client.createCustomerProductListItem({
        parameters: {customerId: beaId, listId: beaList.id as string},
        body: {productId, quantity: 1, public: false, priority: 1}
    })
    const aliceList = await alice.client.createCustomerProductList({
        parameters: {customerId: aliceId},
        body: {type: 'wish_list'}
    })
    const snapshot = async () => ({
        customer: await bea.client.getCustomer({parameters: {customerId: beaId}}),
        lists: await bea.client.getCustomerProductLists({parameters: {customerId: beaId}})
    })
    const before = await snapshot()

    const cardId = beaCard.paymentInstrumentId as string
    const listId = beaList.id as string
    const itemId = beaItem.id as string
    const bea_ = `${CUSTOMERS_API}/${beaId}`
    const alice_ = `${CUSTOMERS_API}/${aliceId}`
    const requests: [string, string, unknown, number][] = [
        ['GET', bea_, undefined, 403],
        ['PATCH', bea_, {firstName: 'Hacked'}, 403],
        ['PUT', `${bea_}/password`, {currentPassword: bea.password, password: 'Hacked#Pass1'}, 403],
        ['POST', `${bea_}/addresses`, {addressId: 'evil', ...address}, 403],
        ['GET', `${bea_}/addresses/home`, undefined, 403],
        ['PATCH', `${bea_}/addresses/home`, {city: 'Hackney'}, 403],
        ['DELETE', `${bea_}/addresses/home`, undefined, 403],
        ['POST', `${bea_}/payment-instruments`, card, 403],
        ['GET', `${bea_}/payment-instruments/${cardId}`, undefined, 403],
        ['PATCH', `${bea_}/payment-instruments/${cardId}`, {default: false}, 403],
        ['DELETE', `${bea_}/payment-instruments/${cardId}`, undefined, 403],
        ['GET', `${bea_}/product-lists`, undefined, 403],
        ['POST', `${bea_}/product-lists`, {type: 'wish_list'}, 403],
        ['GET', `${bea_}/product-lists/${listId}`, undefined, 403],
        ['PATCH', `${bea_}/product-lists/${listId}`, {name: 'Hacked'}, 403],
        ['DELETE', `${bea_}/product-lists/${listId}`, undefined, 403],
        ['POST', `${bea_}/product-lists/${listId}/items`, {productId, quantity: 1}, 403],
        ['GET', `${bea_}/product-lists/${listId}/items/${itemId}`, undefined, 403],
        ['PATCH', `${bea_}/product-lists/${listId}/items/${itemId}`, {quantity: 9}, 403],
        ['DELETE', `${bea_}/product-lists/${listId}/items/${itemId}`, undefined, 403],
        ['GET', `${CUSTOMERS_API}/no-such-customer-id-000000`, undefined, 403],
        // Bea's resource ids under Alice's own path are simply not found.
        ['GET', `${alice_}/payment-instruments/${cardId}`, undefined, 404],
        ['PATCH', `${alice_}/payment-instruments/${cardId}`, {default: true}, 404],
        ['DELETE', `${alice_}/payment-instruments/${cardId}`, undefined, 404],
        ['GET', `${alice_}/product-lists/${listId}`, undefined, 404],
        ['PATCH', `${alice_}/product-lists/${listId}`, {name: 'Hacked'}, 404],
        ['DELETE', `${alice_}/product-lists/${listId}`, undefined, 404],
        ['POST', `${alice_}/product-lists/${listId}/items`, {productId, quantity: 1}, 404],
        ['GET', `${alice_}/product-lists/${aliceList.id as string}/items/${itemId}`, undefined, 404],
        ['PATCH', `${alice_}/product-lists/${aliceList.id as string}/items/${itemId}`, {quantity: 9}, 404],
        ['DELETE', `${alice_}/product-lists/${aliceList.id as string}/items/${itemId}`, undefined, 404],
        ['GET', `${alice_}/addresses/home`, undefined, 404],
        ['DELETE', `${alice_}/addresses/home`, undefined, 404]
    ]
    const guest = await loginGuest(running.origin)
    for (const [token, owner] of [
        [alice.tokens.access_token, 'alice'],
        [guest.access_token, 'guest']
    ]) {
        for (const [method, path, body, expected] of requests) {
            const res = await fetch(`${running.origin}${path}?siteId=vela-gb`, {
                method,
                headers: {
                    authorization: `Bearer ${token}`,
                    ...(body ? {'content-type': 'application/json'} : {})
                },
                ...(body ? {body: JSON.stringify(body)} : {})
            })
            // A guest owns no account at all: everything is 403 for them.
            const status = owner === 'guest' ? 403 : expected
            expect([owner, method, path, res.status]).toEqual([owner, method, path, status])
            // The card's number or its last four digits; not "1111" inside a random hex id echoed back.
            expect(JSON.stringify(await res.json())).not.toMatch(
                /Bea|Private Road|4111111111111111|(?<![0-9a-f])1111(?![0-9a-f])/
            )
        }
    }
    expect(await snapshot()).toEqual(before)
})
