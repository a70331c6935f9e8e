import {
    afterItemRemoval,
    CHECKOUT_PROGRESS_STEPS,
    checkoutProgressStepName,
    deriveCheckoutStep,
    isAddressComplete,
    type CheckoutState
} from './checkout-step'
import {assertCheckoutStage, checkoutDeliveryUrl} from './delivery-stage'

const address = {
    firstName: 'Anna',
    lastName: 'Smith',
    address1: '1 High St',
    city: 'London',
    postalCode: 'N1 1AA',
    phone: '0207'
}

describe('address completeness (spec 000 §4 "firstName, lastName, address1, city, postalCode and phone are non-blank")', () => {
    test.each([
        ['complete', address, true],
        ['no firstName', {...address, firstName: ''}, false],
        ['blank lastName', {...address, lastName: '   '}, false],
        ['no address1', {...address, address1: undefined}, false],
        ['null city', {...address, city: null}, false],
        ['no postalCode', {...address, postalCode: ''}, false],
        ['no phone', {...address, phone: ''}, false],
        ['no address at all', undefined, false]
    ])('%s → %s', (_name, value, complete) => {
        expect(isAddressComplete(value)).toBe(complete)
    })
})

describe('checkout step (spec 000 §4)', () => {
    const ready: CheckoutState = {
        email: 'a@b.co',
        shippingAddress: address,
        shippingMethodId: 'standard',
        isRegistered: false,
        basketEmail: 'a@b.co'
    }
    test.each<[string, Partial<CheckoutState>, number]>([
        ['"step 1 if no email"', {email: ''}, 1],
        ['step 1 if the email is blank', {email: '  '}, 1],
        ['"no complete shipping address"', {shippingAddress: {...address, phone: ''}}, 1],
        ['"or no shipping method"', {shippingMethodId: undefined}, 1],
        [
            '"Step 2 if those exist but the customer is neither registered nor has a basket email"',
            {basketEmail: ''},
            2
        ],
        ['registered without a basket email → step 3', {basketEmail: undefined, isRegistered: true}, 3],
        ['"Otherwise step 3"', {}, 3],
        [
            'a digital-only bag needs no address or method (issue #9)',
            {needsDelivery: false, shippingAddress: undefined, shippingMethodId: undefined},
            3
        ],
        ['a digital-only bag still needs the email', {needsDelivery: false, email: ''}, 1]
    ])('%s', (_name, change, step) => {
        expect(deriveCheckoutStep({...ready, ...change})).toBe(step)
    })

    test('"Removing the last product item clears the shipping address and returns to step 1"', () => {
        expect(afterItemRemoval(0)).toEqual({step: 1, clearShippingAddress: true})
        expect(afterItemRemoval(2)).toEqual({clearShippingAddress: false})
    })

    test('"Checkout steps are 0 promocode, 1 shipping, 2 emailConfirmation, 3 payment (4 steps)"', () => {
        expect(CHECKOUT_PROGRESS_STEPS).toEqual({promocode: 0, shipping: 1, emailConfirmation: 2, payment: 3})
        expect([0, 1, 2, 3, 9].map(checkoutProgressStepName)).toEqual([
            'promocode',
            'shipping',
            'emailConfirmation',
            'payment',
            'promocode'
        ])
    })
})

describe('checkout-delivery stage (spec 001 §2.2)', () => {
    test.each([
        [{}, '/checkout-delivery'],
        [{siteAlias: 'us', stage: 'payment'}, '/us/checkout-delivery?stage=payment'],
        [{siteAlias: 'gb', stage: 'shipping'}, '/checkout-delivery?stage=shipping'],
        [{siteAlias: 'AU'}, '/au/checkout-delivery'],
        [
            {siteAlias: 'eu', crossBorder: {glCountry: 'FR', glCurrency: 'EUR'}},
            '/eu/checkout-delivery?glCountry=FR&glCurrency=EUR&stage=shipping#checkout-container'
        ]
    ])('%j → %s', (input, url) => {
        expect(checkoutDeliveryUrl(input)).toBe(url)
    })

    test.each(['bogus', '', '<script>', 'SHIPPING'])('stage %j throws "Invalid stage"', (stage) => {
        expect(() => checkoutDeliveryUrl({stage: stage || 'x'})).toThrow(new Error('Invalid stage'))
        expect(() => assertCheckoutStage(stage)).toThrow('Invalid stage')
    })

    test('a caller-supplied stage list', () => {
        expect(assertCheckoutStage('review', ['review'])).toBe('review')
    })
})
