import {startSandbox, type RunningSandbox} from '../../testing/start'
import {COMMERCE_TEST_MODULES, GB_ADDRESS, guestShopper, readyBasket, variantIn} from '../baskets/testing'

// The eight Apple Pay controllers (spec 000 §7) on the shopper's current basket.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx

interface Answer {
    status?: number
    orderNo: string
    basketId?: string
    success?: boolean
    errors?: {code: string}[]
    request: {shippingMethods: {identifier: string}[]}
    session: Record<string, unknown>
    newTotal: {amount: string}
    newShippingMethods: {identifier: string}[]
}

interface PlacedOrder extends Record<string, unknown> {
    shipments: {shippingAddress: unknown; shippingMethod: {id: string}}[]
    paymentInstruments: unknown[]
}

const applePay = async (token: string, name: string, body?: unknown, site = 'vela-gb', locale = 'en_GB') => {
    const response = await fetch(
        `${running.origin}/on/demandware.store/Sites-${site}-Site/${locale}/__SYSTEM__ApplePay-${name}`,
        {
            method: body === undefined ? 'GET' : 'POST',
            headers: {
                authorization: `Bearer ${token}`,
                ...(body === undefined ? {} : {'content-type': 'application/json'})
            },
            ...(body === undefined ? {} : {body: JSON.stringify(body)})
        }
    )
    return {status: response.status, body: (await response.json()) as Answer}
}

const SHIPPING_CONTACT = {
    givenName: 'Robin',
    familyName: 'Hart',
    addressLines: ['5 Market Street'],
    locality: 'Manchester',
    postalCode: 'M1 1AA',
    countryCode: 'GB',
    phoneNumber: '07700 900456',
    emailAddress: 'robin.hart@example.com'
}
const BILLING_CONTACT = {...SHIPPING_CONTACT, phoneNumber: undefined, emailAddress: undefined}

const payment = (displayName: string, transactionIdentifier: string) => ({
    payment: {
        token: {
            paymentData: {version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: {}},
            paymentMethod: {displayName, network: 'Visa', type: 'debit'},
            transactionIdentifier
        },
        shippingContact: SHIPPING_CONTACT,
        billingContact: BILLING_CONTACT
    }
})

const shopperAtPayment = async () => {
    const shopper = await guestShopper(running.origin)
    const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
    return {shopper, token: shopper.tokens.access_token, basketId: basket.basketId as string}
}

describe('Apple Pay controllers', () => {
    test('request, prepare, merchant validation, contact, method and payment method picks', async () => {
        const {token, basketId} = await shopperAtPayment()
        const request = await applePay(token, 'GetRequest')
        expect(request.status).toBe(200)
        expect(request.body).toMatchObject({
            basketId,
            request: {
                countryCode: 'GB',
                currencyCode: 'GBP',
                supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
                shippingType: 'shipping',
                requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
                total: {label: 'VELA', amount: expect.stringMatching(/^\d+\.\d\d$/), type: 'final'}
            }
        })
        expect(request.body.request.shippingMethods[0].identifier).toBe('gb-standard')

        expect(await applePay(token, 'PrepareBasket', {})).toMatchObject({status: 200, body: {success: true}})

        const refused = await applePay(token, 'ValidateMerchant', {
            validationURL: 'https://evil.example/start'
        })
        expect(refused.status).toBe(400)
        const session = await applePay(token, 'ValidateMerchant', {
            validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
            hostname: 'localhost'
        })
        expect(session.body.session).toMatchObject({
            merchantSessionIdentifier: expect.any(String),
            domainName: 'localhost'
        })

        const contact = await applePay(token, 'ShippingContactSelected', {
            shippingContact: {countryCode: 'GB', postalCode: 'M1 1AA', locality: 'Manchester'}
        })
        expect(contact.body.errors).toBeUndefined()
        expect(contact.body.newShippingMethods.map((method) => method.identifier)).toContain('gb-express')
        const abroad = await applePay(token, 'ShippingContactSelected', {
            shippingContact: {countryCode: 'BR'}
        })
        expect(abroad.body.errors).toEqual([expect.objectContaining({code: 'shippingContactInvalid'})])
        await applePay(token, 'ShippingContactSelected', {
            shippingContact: {countryCode: 'GB', postalCode: 'M1 1AA'}
        })

        const before = Number(contact.body.newTotal.amount)
        const express = await applePay(token, 'ShippingMethodSelected', {
            shippingMethod: {identifier: 'gb-express'}
        })
        expect(Number(express.body.newTotal.amount)).toBeGreaterThan(before)
        const unknown = await applePay(token, 'ShippingMethodSelected', {
            shippingMethod: {identifier: 'nope'}
        })
        expect(unknown.status).toBe(400)
        const card = await applePay(token, 'PaymentMethodSelected', {
            paymentMethod: {network: 'visa', type: 'debit'}
        })
        expect(card.body.newTotal.amount).toBe(express.body.newTotal.amount)
    })

    test('payment authorised: one order with the sheet address and method; a repeat answers the same order', async () => {
        const {shopper, token, basketId} = await shopperAtPayment()
        await applePay(token, 'PrepareBasket', {})
        await applePay(token, 'ShippingMethodSelected', {shippingMethod: {identifier: 'gb-express'}})
        const paid = await applePay(token, 'PaymentAuthorized', payment('Visa 1111', 'tx-ok-1'))
        expect(paid.body).toMatchObject({status: 0, orderNo: expect.stringMatching(/^VL\d{8}$/)})
        const again = await applePay(token, 'PaymentAuthorized', payment('Visa 1111', 'tx-ok-1'))
        expect(again.body).toMatchObject({status: 0, orderNo: paid.body.orderNo})
        const order = (await shopper.orders.getOrder({
            parameters: {orderNo: paid.body.orderNo}
        })) as PlacedOrder
        expect(order).toMatchObject({
            c_authorized: 1,
            status: 'new',
            customerInfo: {email: 'robin.hart@example.com'}
        })
        expect(order.shipments[0].shippingAddress).toMatchObject({city: 'Manchester', firstName: 'Robin'})
        expect(order.shipments[0].shippingMethod.id).toBe('gb-express')
        expect(order.paymentInstruments).toEqual([
            expect.objectContaining({
                paymentMethodId: 'DW_APPLE_PAY',
                paymentCard: expect.objectContaining({cardType: 'Visa'})
            })
        ])
        const orders = ctx().db.prepare('SELECT order_no FROM orders WHERE basket_id = ?').all(basketId)
        expect(orders).toHaveLength(1)
    })

    test('a declined token fails the order; the basket is back as it was, re-payable', async () => {
        const {shopper, token, basketId} = await shopperAtPayment()
        const declined = await applePay(token, 'PaymentAuthorized', payment('Visa 0002', 'tx-declined'))
        expect(declined.body).toMatchObject({status: 1, errors: [expect.objectContaining({code: 'unknown'})]})
        const basket = await shopper.baskets.getBasket({parameters: {basketId}})
        expect(basket.shipments?.[0].shippingAddress).toMatchObject({city: GB_ADDRESS.city})
        expect(basket.paymentInstruments ?? []).toEqual([])
        expect(basket.productItems).toHaveLength(1)
        const retried = await applePay(token, 'PaymentAuthorized', payment('Visa 1111', 'tx-retry'))
        expect(retried.body.status).toBe(0)
    })

    test('cancel drops the sheet picks and leaves the basket untouched', async () => {
        const {shopper, token, basketId} = await shopperAtPayment()
        const before = await shopper.baskets.getBasket({parameters: {basketId}})
        await applePay(token, 'PrepareBasket', {})
        await applePay(token, 'ShippingMethodSelected', {shippingMethod: {identifier: 'gb-express'}})
        expect((await applePay(token, 'Cancel', {})).body).toMatchObject({success: true, basketId})
        const after = await shopper.baskets.getBasket({parameters: {basketId}})
        expect(after.orderTotal).toBe(before.orderTotal)
        expect(after.shipments?.[0].shippingMethod?.id).toBe('gb-standard')
    })

    test('not offered where the site has no Apple Pay (EU), nor without a shopper token', async () => {
        const shopper = await guestShopper(running.origin, 'vela-eu')
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        await shopper.baskets.addItemToBasket({
            parameters: {basketId: basketId as string},
            body: [{productId: variantIn(ctx(), 'tanks'), quantity: 1}]
        })
        const token = shopper.tokens.access_token
        expect((await applePay(token, 'GetRequest', undefined, 'vela-eu')).status).toBe(400)
        expect((await applePay('not-a-token', 'GetRequest')).status).toBe(401)
    })
})
