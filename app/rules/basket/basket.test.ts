import {
    basketItemCount,
    isCheckoutDisabled,
    isItemNotAvailable,
    itemsNewestFirst
} from './basket-availability'
import {donationAmount, donationItem, isDonationItem} from './donation'
import {
    giftCardPaymentTotal,
    hasMixedGiftCardError,
    isDigitalGiftCardBasket,
    isFullyPaidByGiftCard,
    isGiftCardPaymentAllowed,
    needsNoCardAuthorisation
} from './gift-card-basket'
import {
    basketLoadAction,
    isOrderAuthorized,
    orderTypeFields,
    paymentFailed,
    shouldFailStoredOrder,
    type BasketLoadInput
} from './order-rules'
import type {BasketLike} from './types'

describe('checkout availability (spec 000 §4 "Checkout is disabled if any item has c_instock false or the flash holds a hasMoreItemsThenAllowed warning")', () => {
    test.each<[string, BasketLike | undefined, boolean]>([
        ['all in stock', {productItems: [{c_instock: true}, {c_instock: true}]}, false],
        ['one item c_instock false', {productItems: [{c_instock: true}, {c_instock: false}]}, true],
        ['attribute missing', {productItems: [{}]}, false],
        [
            'hasMoreItemsThenAllowed flash',
            {productItems: [{c_instock: true}], flash: [{type: 'hasMoreItemsThenAllowed'}]},
            true
        ],
        ['another flash', {productItems: [{c_instock: true}], flash: [{type: 'priceChanged'}]}, false],
        ['no basket', undefined, true]
    ])('%s → disabled %s', (_name, basket, disabled) => {
        expect(isCheckoutDisabled(basket)).toBe(disabled)
    })

    test('"Product text NAProductInCart means not available"', () => {
        expect(isItemNotAvailable({itemText: 'NAProductInCart'})).toBe(true)
        expect(isItemNotAvailable({itemText: 'naproductincart'})).toBe(false)
        expect(isItemNotAvailable({})).toBe(false)
    })

    test('"Items shown newest first" and the basket count', () => {
        const items = [{itemId: 'a'}, {itemId: 'b'}]
        expect(itemsNewestFirst(items).map((item) => item.itemId)).toEqual(['b', 'a'])
        expect(items.map((item) => item.itemId)).toEqual(['a', 'b'])
        expect(itemsNewestFirst(undefined)).toEqual([])
        expect(
            basketItemCount({productItems: [{quantity: 2}, {quantity: 1}], giftCertificateItems: [{}]})
        ).toBe(4)
        expect(basketItemCount(undefined)).toBe(0)
    })
})

describe('gift cards in the basket (spec 000 §4, §5)', () => {
    test.each<[string, BasketLike, boolean, boolean]>([
        ['products only', {productItems: [{}]}, false, false],
        ['digital gift card only', {giftCertificateItems: [{amount: 50}]}, true, false],
        [
            '"both digital gift cards and products"',
            {giftCertificateItems: [{}], productItems: [{}]},
            true,
            true
        ],
        ['empty arrays', {giftCertificateItems: [], productItems: []}, false, false]
    ])('%s: digital basket %s, cart error %s', (_name, basket, digital, error) => {
        expect(isDigitalGiftCardBasket(basket)).toBe(digital)
        expect(hasMixedGiftCardError(basket)).toBe(error)
    })

    const paidWith = (amounts: number[], orderTotal: number): BasketLike => ({
        orderTotal,
        paymentInstruments: [
            ...amounts.map((amount) => ({paymentMethodId: 'SB_GIFT_CERTIFICATE', amount})),
            {paymentMethodId: 'CREDIT_CARD', amount: 999}
        ]
    })
    test.each([
        [[50], 50, true],
        [[30, 30], 50, true],
        [[20], 50, false],
        [[], 0, false]
    ])(
        '"fully paid by gift card when the gift card total covers the order total": %j vs %s → %s',
        (amounts, total, paid) => {
            expect(isFullyPaidByGiftCard(paidWith(amounts, total))).toBe(paid)
        }
    )

    test('gift card total ignores other payment methods; amount to authorize 0', () => {
        expect(giftCardPaymentTotal(paidWith([10, 5], 100))).toBe(15)
        expect(
            isFullyPaidByGiftCard({paymentInstruments: [{paymentMethodId: 'SB_GIFT_CERTIFICATE', amount: 5}]})
        ).toBe(false)
        expect(needsNoCardAuthorisation({c_amountToAuthorize: 0})).toBe(true)
        expect(needsNoCardAuthorisation({c_amountToAuthorize: 10})).toBe(false)
        expect(needsNoCardAuthorisation({})).toBe(false)
    })

    test.each([
        ['GB', true],
        ['gb', true],
        ['US', true],
        ['FR', false],
        ['CA', false],
        ['', false],
        [undefined, false]
    ])(
        '"allowed only if the country cookie is in an allowed list and not an international-checkout country": %s → %s',
        (cookie, allowed) => {
            expect(isGiftCardPaymentAllowed(cookie, ['GB', 'US', 'CA'], ['CA', 'FR'])).toBe(allowed)
        }
    )
})

describe('donation (spec 000 §9 "Donation marked by shipping item text SB_DONATION")', () => {
    test('finds the donation line', () => {
        const basket: BasketLike = {
            shippingItems: [
                {itemText: 'Shipping', price: 4},
                {itemText: 'SB_DONATION', price: 2}
            ]
        }
        expect(isDonationItem({itemText: 'SB_DONATION'})).toBe(true)
        expect(isDonationItem({itemText: 'Shipping'})).toBe(false)
        expect(donationItem(basket)?.price).toBe(2)
        expect(donationAmount(basket)).toBe(2)
        expect(donationAmount({})).toBe(0)
    })
})

describe('orders (spec 000 §4, §9)', () => {
    test('"Order type web, or app - iOS (flag SBApp_iOS) on iOS webview"', () => {
        expect(orderTypeFields(false)).toEqual({c_orderType: 'web'})
        expect(orderTypeFields(true)).toEqual({c_orderType: 'app - iOS', c_orderFlags: 'SBApp_iOS'})
    })

    test.each([
        ['0001', '/cart', true],
        ['0001', '/checkout/confirmation/0001', false],
        ['0001', '/us/checkout3ds', false],
        [undefined, '/cart', false]
    ])(
        '"A stored pending order id is failed when the basket loads away from confirmation or 3DS pages": %s at %s → %s',
        (id, path, fail) => {
            expect(shouldFailStoredOrder(id, path)).toBe(fail)
        }
    )

    test('"If c_authorized equals 1 the order is complete"; "If c_payment_success is false"', () => {
        expect(isOrderAuthorized({c_authorized: 1})).toBe(true)
        expect(isOrderAuthorized({c_authorized: '1'})).toBe(true)
        expect(isOrderAuthorized({c_authorized: 0})).toBe(false)
        expect(isOrderAuthorized({})).toBe(false)
        expect(paymentFailed({c_payment_success: false})).toBe(true)
        expect(paymentFailed({c_payment_success: true})).toBe(false)
        expect(paymentFailed({})).toBe(false)
    })

    const base: BasketLoadInput = {
        customerId: 'c2',
        previousCustomerId: 'c1',
        loginInProgress: false,
        paymentCancelled: false,
        path: '/cart'
    }
    test.each<[string, Partial<BasketLoadInput>, string]>([
        ['"fetched or created when the customer id changes"', {}, 'fetch-or-create'],
        ['"unless a login is in progress"', {loginInProgress: true}, 'none'],
        ['"payment was cancelled"', {paymentCancelled: true}, 'none'],
        ['"or the page is a confirmation page"', {path: '/checkout/confirmation/1'}, 'none'],
        [
            'a shared-bag link is being merged (the merge creates the basket)',
            {sharedBasketMerging: true},
            'none'
        ],
        ['"A basket of another customer is recreated"', {basketCustomerId: 'someone-else'}, 'recreate'],
        [
            '"A differing customer email updates the basket\'s customer info"',
            {
                previousCustomerId: 'c2',
                basketCustomerId: 'c2',
                customerEmail: 'new@x.co',
                basketEmail: 'old@x.co'
            },
            'update-customer-email'
        ],
        [
            'same email in another case',
            {previousCustomerId: 'c2', customerEmail: 'A@x.co', basketEmail: 'a@x.co'},
            'none'
        ],
        ['no customer yet', {customerId: undefined}, 'none']
    ])('%s → %s', (_name, change, action) => {
        expect(basketLoadAction({...base, ...change})).toBe(action)
    })
})
