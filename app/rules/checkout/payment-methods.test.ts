import {initialPaymentChoice, paymentKindOf, paymentOffer} from './payment-methods'

describe('payment methods as the platform offers them (spec 000 §7 GET baskets/{id}/payment_methods)', () => {
    test('the offer keeps the platform order, splits Apple Pay and the gift certificate out, drops unknown ids', () => {
        const offer = paymentOffer([
            {id: 'PayPal'},
            {id: 'CREDIT_CARD'},
            {id: 'DW_APPLE_PAY'},
            {id: 'SB_GIFT_CERTIFICATE', c_allowedCountries: ['AU']},
            {id: 'SOME_NEW_METHOD'},
            {id: 'AFTERPAY_PBI'}
        ])
        expect(offer.choices).toEqual(['PayPal', 'CREDIT_CARD', 'AFTERPAY_PBI'])
        expect(offer.applePay).toBe(true)
        expect(offer.giftCertificate).toEqual({id: 'SB_GIFT_CERTIFICATE', c_allowedCountries: ['AU']})
    })

    test('nothing offered: no choices, no Apple Pay, no gift certificate', () => {
        expect(paymentOffer(undefined)).toEqual({choices: [], applePay: false, giftCertificate: undefined})
    })

    test.each([
        ['CREDIT_CARD', 'card'],
        ['PayPal', 'redirect'],
        ['KLARNA_PAYMENTS', 'redirect'],
        ['AFTERPAY_PBI', 'redirect'],
        ['DW_APPLE_PAY', 'wallet'],
        ['SB_GIFT_CERTIFICATE', 'gift-certificate'],
        ['UNKNOWN', undefined]
    ])('%s is paid as %s', (id, kind) => {
        expect(paymentKindOf(id)).toBe(kind)
    })

    test.each([
        [['CREDIT_CARD', 'PayPal'], 'PayPal', 'PayPal'],
        [['CREDIT_CARD', 'PayPal'], 'KLARNA_PAYMENTS', 'CREDIT_CARD'],
        [['PayPal', 'CREDIT_CARD'], undefined, 'PayPal'],
        [[], 'PayPal', undefined]
    ])('offered %j, tried %s before → starts with %s', (choices, previous, expected) => {
        expect(initialPaymentChoice(choices, previous)).toBe(expected)
    })
})
