import 'cross-fetch/polyfill'
import {fakeBasket} from './testing/fake-checkout-state'
import {orderPaymentInstrument, type PaymentChoice} from './payment-data'
import {protectTypedCard} from './payment-provider/sandbox'
import {placeOrderOnce, placeOrderSequence, type PlaceOrderCalls, type PlaceOrderInput} from './place-order'
import type {CheckoutBasket, Order} from './types'

const card = protectTypedCard({
    number: '4111 1111 1111 1111',
    holder: 'Anna Smith',
    expiry: '03/30',
    securityCode: '737'
})
const byCard: PaymentChoice = {kind: 'card', card}

const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    basket: fakeBasket(),
    billingAddress: {firstName: 'Anna'},
    payment: byCard,
    orderType: {c_orderType: 'web'},
    addressValidationMethod: 'NONE',
    context: {origin: 'https://shop.test', returnUrl: 'https://shop.test/checkout3ds'},
    ...overrides
})

const problemError = (body: object) =>
    Object.assign(new Error('400 Bad Request'), {response: new Response(JSON.stringify(body), {status: 400})})

const calls = (
    payment: Partial<Order> | Error = {c_authorized: 1},
    overrides: Partial<Pick<PlaceOrderCalls, 'createOrder'>> = {},
    basket: CheckoutBasket = fakeBasket()
) => ({
    saveBilling: jest.fn(() => Promise.resolve(basket)),
    addBasketPayment: jest.fn(() => Promise.resolve(basket)),
    removeBasketPayment: jest.fn(() => Promise.resolve(basket)),
    setOrderFields: jest.fn(() => Promise.resolve(basket)),
    createOrder: jest.fn(() => Promise.resolve({orderNo: 'VL1', c_authorized: 0} as Order)),
    createOrderPayment: jest.fn(() =>
        payment instanceof Error
            ? Promise.reject(payment)
            : Promise.resolve({orderNo: 'VL1', ...payment} as Order)
    ),
    failOrder: jest.fn(() => Promise.resolve(undefined)),
    reloadBasket: jest.fn(() => Promise.resolve(undefined)),
    remoteIp: jest.fn(() => Promise.resolve('203.0.113.7')),
    ...overrides
})

beforeEach(() => window.localStorage.clear())

describe('order placement (spec 000 §4, §7, §8)', () => {
    test('billing, the masked card on the basket, the order fields, POST orders, then the card payment', async () => {
        const bound = calls()
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({kind: 'confirmed', orderNo: 'VL1'})
        expect(bound.addBasketPayment).toHaveBeenCalledWith({
            paymentMethodId: 'CREDIT_CARD',
            c_adyenPaymentMethod: 'scheme',
            paymentCard: {
                cardType: 'Visa',
                holder: 'Anna Smith',
                maskedNumber: '************1111',
                expirationMonth: 3,
                expirationYear: 2030
            }
        })
        expect(bound.removeBasketPayment).not.toHaveBeenCalled()
        expect(bound.setOrderFields).toHaveBeenCalledWith({c_orderType: 'web', c_adyenDonation: 0})
        expect(bound.createOrder).toHaveBeenCalledWith({
            basketId: 'basket-1',
            c_shippingAddressValidationMethod: 'NONE'
        })
        expect(window.localStorage.getItem('orderId')).toBe('VL1')
        expect(bound.failOrder).not.toHaveBeenCalled()
    })

    test('two placements of one basket at once share one order', async () => {
        const bound = calls()
        const [first, second] = await Promise.all([
            placeOrderOnce(bound, input()),
            placeOrderOnce(bound, input())
        ])
        expect(first).toBe(second)
        expect(bound.createOrder).toHaveBeenCalledTimes(1)
    })

    test('a refused card fails the order (basket re-opened) and reloads the basket', async () => {
        const bound = calls({c_authorized: 0, c_payment_success: false, c_refusalReason: 'Refused'})
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({
            kind: 'refused',
            reason: 'Refused'
        })
        expect(bound.failOrder).toHaveBeenCalledWith('VL1')
        expect(bound.reloadBasket).toHaveBeenCalled()
        expect(window.localStorage.getItem('orderId')).toBeNull()
    })

    test('a payment call that fails also fails the order', async () => {
        const bound = calls(problemError({detail: 'The card has expired.'}))
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({
            kind: 'refused',
            reason: 'The card has expired.'
        })
        expect(bound.failOrder).toHaveBeenCalledWith('VL1')
    })

    test('a redirect action (3-D Secure, hosted page) sends the shopper there, keeping the order id', async () => {
        const bound = calls({
            c_authorized: 0,
            c_payment_success: true,
            c_action: {url: 'https://issuer.test/c/1'}
        })
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({
            kind: 'redirect',
            orderNo: 'VL1',
            url: 'https://issuer.test/c/1'
        })
        expect(window.localStorage.getItem('orderId')).toBe('VL1')
    })

    test('MISSING_EMAIL from createOrder is reported as missing-email', async () => {
        const bound = calls(
            {},
            {
                createOrder: jest.fn(async () =>
                    Promise.reject(problemError({code: 'MISSING_EMAIL', detail: 'x'}))
                )
            }
        )
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({kind: 'missing-email'})
    })

    test('"If the amount to authorize is 0 (fully covered by gift card)": no instrument for the provider, a stale card deleted, the gift certificate order call', async () => {
        const covered = fakeBasket({
            c_amountToAuthorize: 0,
            paymentInstruments: [
                {paymentInstrumentId: 'gc', paymentMethodId: 'SB_GIFT_CERTIFICATE', amount: 60},
                {paymentInstrumentId: 'old-card', paymentMethodId: 'CREDIT_CARD', amount: 0}
            ]
        })
        const bound = calls({c_authorized: 1}, {}, covered)
        await expect(placeOrderSequence(bound, input({basket: covered}))).resolves.toMatchObject({
            kind: 'confirmed'
        })
        expect(bound.removeBasketPayment.mock.calls).toEqual([['old-card']])
        expect(bound.addBasketPayment).not.toHaveBeenCalled()
        expect(bound.setOrderFields).toHaveBeenCalledWith({c_orderType: 'web', c_adyenDonation: 0})
        expect(bound.createOrderPayment).toHaveBeenCalledWith('VL1', {paymentMethodId: 'SB_GIFT_CERTIFICATE'})
    })

    test('an order authorised at creation needs no payment call', async () => {
        const bound = calls(
            {},
            {createOrder: jest.fn(() => Promise.resolve({orderNo: 'VL2', c_authorized: 1} as Order))}
        )
        await expect(placeOrderSequence(bound, input({payment: undefined}))).resolves.toEqual({
            kind: 'confirmed',
            orderNo: 'VL2'
        })
        expect(bound.createOrderPayment).not.toHaveBeenCalled()
    })
})

describe('changing method: no stale instrument reaches the order (DELETE baskets/{id}/payment_instruments/{id})', () => {
    test('PayPal tried before, now a card: the PayPal instrument is deleted, gift cards stay, the card is added', async () => {
        const basket = fakeBasket({
            paymentInstruments: [
                {paymentInstrumentId: 'gc', paymentMethodId: 'SB_GIFT_CERTIFICATE', amount: 10},
                {paymentInstrumentId: 'pp', paymentMethodId: 'PayPal'}
            ]
        })
        const bound = calls({c_authorized: 1}, {}, basket)
        await placeOrderSequence(bound, input({basket}))
        expect(bound.removeBasketPayment.mock.calls).toEqual([['pp']])
        expect(bound.addBasketPayment).toHaveBeenCalledWith(
            expect.objectContaining({paymentMethodId: 'CREDIT_CARD'})
        )
        expect(bound.removeBasketPayment.mock.invocationCallOrder[0]).toBeLessThan(
            bound.addBasketPayment.mock.invocationCallOrder[0]
        )
    })

    test('a redirect method: the method and the provider type on the basket, c_returnURL on the order payment', async () => {
        const bound = calls({c_authorized: 0, c_action: {url: 'https://provider.test/hosted/1'}})
        const outcome = await placeOrderSequence(
            bound,
            input({payment: {kind: 'redirect', methodId: 'KLARNA_PAYMENTS'}})
        )
        expect(outcome).toMatchObject({kind: 'redirect', url: 'https://provider.test/hosted/1'})
        expect(bound.addBasketPayment).toHaveBeenCalledWith({
            paymentMethodId: 'KLARNA_PAYMENTS',
            c_adyenPaymentMethod: 'klarna'
        })
        expect(bound.createOrderPayment).toHaveBeenCalledWith('VL1', {
            paymentMethodId: 'KLARNA_PAYMENTS',
            amount: 60,
            c_adyenPaymentMethod: 'klarna',
            c_remoteIP: '203.0.113.7',
            c_origin: 'https://shop.test',
            c_returnURL: 'https://shop.test/checkout3ds',
            c_adyenStateData: JSON.stringify({paymentMethod: {type: 'klarna'}})
        })
    })
})

describe('"Donation goes through the provider\'s donation attribute" (c_adyenDonation, spec 000 §7)', () => {
    test('the SB_DONATION line is sent as c_adyenDonation with the order fields', async () => {
        const basket = fakeBasket({
            shippingItems: [{itemId: 'donation', itemText: 'SB_DONATION', price: 2}]
        } as never)
        const bound = calls({c_authorized: 1}, {}, basket)
        await placeOrderSequence(bound, input({basket}))
        expect(bound.setOrderFields).toHaveBeenCalledWith({c_orderType: 'web', c_adyenDonation: 2})
    })
})

describe('card data for the payment provider (spec 000 §5, §9)', () => {
    test('expiry split with the 20 prefix, spaces stripped, placeholder expiry on the payment card', () => {
        const amex = protectTypedCard({
            number: '3714 496353 98431',
            holder: 'Anna Smith',
            expiry: '11/29',
            securityCode: '1234',
            save: true
        })
        const body = orderPaymentInstrument(
            {kind: 'card', card: amex},
            {origin: 'o', returnUrl: 'r', remoteIp: '1.2.3.4', amount: 10}
        )
        expect(body).toMatchObject({
            c_storePaymentMethod: true,
            c_remoteIP: '1.2.3.4',
            c_origin: 'o',
            c_returnURL: 'r',
            paymentCard: {
                cardType: 'American Express',
                maskedNumber: '************8431',
                expirationMonth: 3,
                expirationYear: 2030
            }
        })
        expect(JSON.parse(String(body.c_adyenStateData))).toEqual({
            paymentMethod: {
                type: 'scheme',
                holderName: 'Anna Smith',
                encryptedCardNumber: 'test_371449635398431',
                encryptedExpiryMonth: 'test_11',
                encryptedExpiryYear: 'test_2029',
                encryptedSecurityCode: 'test_1234'
            }
        })
    })

    test('a saved card pays by its customerPaymentInstrumentId, never saved again', () => {
        const body = orderPaymentInstrument(
            {kind: 'card', card: {kind: 'saved', customerPaymentInstrumentId: 'saved-1'}},
            {origin: 'o', returnUrl: 'r'}
        )
        expect(body).toMatchObject({
            paymentMethodId: 'CREDIT_CARD',
            customerPaymentInstrumentId: 'saved-1',
            c_storePaymentMethod: false
        })
        expect(JSON.parse(String(body.c_adyenStateData))).toEqual({
            paymentMethod: {type: 'scheme', storedPaymentMethodId: 'saved-1'}
        })
    })
})
