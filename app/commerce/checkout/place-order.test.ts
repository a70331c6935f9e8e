import 'cross-fetch/polyfill'
import {fakeBasket} from './testing/fake-checkout-state'
import {cardFieldProtector, orderCardInstrument, type NewCardInput} from './payment-data'
import {placeOrderOnce, placeOrderSequence, type PlaceOrderCalls, type PlaceOrderInput} from './place-order'
import type {Order} from './types'

const card: NewCardInput = {
    kind: 'new',
    number: '4111 1111 1111 1111',
    holder: 'Anna Smith',
    expiry: '03/30',
    securityCode: '737'
}

const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    basket: fakeBasket(),
    billingAddress: {firstName: 'Anna'},
    card,
    orderType: {c_orderType: 'web'},
    addressValidationMethod: 'NONE',
    payment: {
        origin: 'https://shop.test',
        returnUrl: 'https://shop.test/checkout3ds',
        protect: cardFieldProtector('sandbox')
    },
    ...overrides
})

const problemError = (body: object) =>
    Object.assign(new Error('400 Bad Request'), {response: new Response(JSON.stringify(body), {status: 400})})

const calls = (
    payment: Partial<Order> | Error = {c_authorized: 1},
    overrides: Partial<PlaceOrderCalls> = {}
) => {
    const basket = fakeBasket()
    return {
        saveBilling: jest.fn(() => Promise.resolve(basket)),
        addBasketCard: jest.fn(() => Promise.resolve(basket)),
        setOrderType: jest.fn(() => Promise.resolve(basket)),
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
    }
}

beforeEach(() => window.localStorage.clear())

describe('order placement (spec 000 §4, §7, §8)', () => {
    test('billing, the masked card on the basket, the order type, POST orders, then the card payment', async () => {
        const bound = calls()
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({kind: 'confirmed', orderNo: 'VL1'})
        expect(bound.addBasketCard).toHaveBeenCalledWith({
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
                cardType: 'Visa',
                holder: 'Anna Smith',
                maskedNumber: '************1111',
                expirationMonth: 3,
                expirationYear: 2030
            }
        })
        expect(bound.setOrderType).toHaveBeenCalledWith({c_orderType: 'web'})
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

    test('a 3-D Secure action sends the shopper to the challenge, keeping the order id', async () => {
        const bound = calls({
            c_authorized: 0,
            c_payment_success: true,
            c_action: {url: 'https://issuer.test/c/1'}
        })
        await expect(placeOrderSequence(bound, input())).resolves.toEqual({
            kind: 'challenge',
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

    test('zero amount (gift cards cover it): no card on the basket, the gift certificate order call', async () => {
        const covered = fakeBasket({
            c_amountToAuthorize: 0,
            paymentInstruments: [{paymentMethodId: 'SB_GIFT_CERTIFICATE', amount: 60}]
        })
        const bound = calls({c_authorized: 1}, {saveBilling: jest.fn(() => Promise.resolve(covered))})
        await expect(
            placeOrderSequence(bound, input({basket: covered, card: undefined}))
        ).resolves.toMatchObject({kind: 'confirmed'})
        expect(bound.addBasketCard).not.toHaveBeenCalled()
        expect(bound.createOrderPayment).toHaveBeenCalledWith('VL1', {paymentMethodId: 'SB_GIFT_CERTIFICATE'})
    })

    test('an order authorised at creation needs no payment call', async () => {
        const bound = calls(
            {},
            {createOrder: jest.fn(() => Promise.resolve({orderNo: 'VL2', c_authorized: 1} as Order))}
        )
        await expect(placeOrderSequence(bound, input({card: undefined}))).resolves.toEqual({
            kind: 'confirmed',
            orderNo: 'VL2'
        })
        expect(bound.createOrderPayment).not.toHaveBeenCalled()
    })
})

describe('card data for the payment provider (spec 000 §5, §9)', () => {
    test('expiry split with the 20 prefix, spaces stripped, placeholder expiry on the payment card', () => {
        const body = orderCardInstrument(
            {...card, number: '3714 496353 98431', expiry: '11/29', securityCode: '1234', save: true},
            {
                origin: 'o',
                returnUrl: 'r',
                remoteIp: '1.2.3.4',
                amount: 10,
                protect: cardFieldProtector('sandbox')
            }
        )
        expect(body).toMatchObject({
            c_storePaymentMethod: true,
            c_remoteIP: '1.2.3.4',
            c_origin: 'o',
            c_returnURL: 'r',
            paymentCard: {
                cardType: 'American Express',
                maskedNumber: '***********8431',
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

    test('a live provider without its encryption library refuses to send card data', () => {
        expect(() => cardFieldProtector('adyen')('4111')).toThrow(/not available/)
    })
})
