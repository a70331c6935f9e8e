import {isPayLaterShown, toMinorUnits, type PayLaterInput} from './pay-later'
import {discountPercent, priceDisplay, promoCallouts, visiblePromos, type PriceInput} from './price-display'

const gbp = {currency: 'GBP', locale: 'en-GB'}

describe('price display (spec 000 §9, spec 001 §4.5, §9)', () => {
    test.each<[string, Partial<PriceInput>, object]>([
        ['"Price of 0 shows \'FREE\'"', {price: 0}, {kind: 'free', text: 'FREE'}],
        ['"bonus items show \'Bonus\'"', {price: 30, isBonus: true}, {kind: 'bonus', text: 'Bonus'}],
        ['a regular price', {price: 45}, {kind: 'standard', text: '£45.00'}],
        [
            '"with a standard price the current price shows as sale"',
            {price: 30, standardPrice: 45},
            {kind: 'sale', text: '£30.00', standardText: '£45.00', discountPercent: 33}
        ],
        [
            'a standard price equal to the price is not a sale',
            {price: 45, standardPrice: 45},
            {kind: 'standard', text: '£45.00'}
        ],
        [
            'c_hideMarkdownPrice shows the current price only',
            {price: 30, standardPrice: 45, hideMarkdownPrice: true},
            {kind: 'standard', text: '£30.00'}
        ],
        [
            '"a price range shows min - max"',
            {minPrice: 30, maxPrice: 45},
            {kind: 'range', text: '£30.00 - £45.00'}
        ],
        [
            'a reversed range is still min - max',
            {minPrice: 45, maxPrice: 30},
            {kind: 'range', text: '£30.00 - £45.00'}
        ],
        ['a collapsed range is one price', {minPrice: 30, maxPrice: 30}, {kind: 'standard', text: '£30.00'}],
        [
            '"price of 100 or more gets a markdown style"',
            {price: 100},
            {kind: 'standard', text: '£100.00', styleClass: 'sale-price-markdown'}
        ],
        [
            'a sale price of 100 or more',
            {price: 120, standardPrice: 150},
            {kind: 'sale', styleClass: 'sale-price-markdown', discountPercent: 20}
        ],
        ['99.99 has no markdown style', {price: 99.99}, {kind: 'standard', text: '£99.99'}],
        ['no price', {price: undefined}, {kind: 'none', text: ''}],
        ['not a number', {price: Number.NaN}, {kind: 'none', text: ''}]
    ])('%s', (_name, input, expected) => {
        expect(priceDisplay({...gbp, ...input})).toMatchObject(expected)
    })

    test('no markdown style below 100 (the key is absent)', () => {
        expect(priceDisplay({...gbp, price: 99.99})).not.toHaveProperty('styleClass')
    })

    test('"prices use the locale\'s currency fraction digits"; AUD shown as a code', () => {
        expect(priceDisplay({price: 1500, currency: 'JPY', locale: 'ja-JP'}).text).toBe('￥1,500')
        expect(priceDisplay({price: 12.5, currency: 'AUD', locale: 'en-GB'}).text).toBe('AUD 12.50')
        expect(priceDisplay({price: 12.5, currency: 'EUR', locale: 'fr-FR'}).text).toBe('12,50 €')
    })

    test.each([
        [100, 75, 25],
        [45, 30, 33],
        [30, 30, undefined],
        [30, 45, undefined],
        [0, 0, undefined],
        [undefined, 10, undefined],
        [100, 99.6, undefined]
    ])('"Discount percent shows only if positive": %s → %s gives %s', (standard, price, percent) => {
        expect(discountPercent(standard, price)).toBe(percent)
    })

    test('"Promo entries marked hideProduct are dropped; all dropped if hideMarkdownPrice is set"', () => {
        const promos = [{id: 'a'}, {id: 'b', hideProduct: true}, {id: 'c', hideProduct: false}]
        expect(visiblePromos(promos).map((promo) => promo.id)).toEqual(['a', 'c'])
        expect(visiblePromos(promos, true)).toEqual([])
        expect(visiblePromos(undefined)).toEqual([])
    })
})

describe('pay-later messaging (spec 001 §4.5)', () => {
    const shown: PayLaterInput = {
        locale: 'en-AU',
        afterpayEnabled: true,
        country: 'AU',
        supportedCountries: ['AU', 'GB', 'US'],
        contextPreferenceOn: true
    }
    test.each<[string, Partial<PayLaterInput>, boolean]>([
        ['all conditions met', {}, true],
        ['en-GB', {locale: 'en-GB', country: 'gb'}, true],
        ['en-US', {locale: 'en-US', country: 'US'}, true],
        ['default', {locale: 'default'}, true],
        ['"locale is en-AU, en-GB, en-US or default" — fr-FR', {locale: 'fr-FR'}, false],
        ['"afterpay is enabled" — off', {afterpayEnabled: false}, false],
        ['"the country is in the supported list" — FR', {country: 'FR'}, false],
        ['"the per-context preference is on" — off', {contextPreferenceOn: false}, false]
    ])('%s → %s', (_name, change, expected) => {
        expect(isPayLaterShown({...shown, ...change})).toBe(expected)
    })

    test.each([
        [19.99, 1999],
        [0.1 + 0.2, 30],
        [100, 10000],
        [Number.NaN, 0]
    ])('"amount sent in minor units (x100)": %s → %s', (amount, minor) => {
        expect(toMinorUnits(amount)).toBe(minor)
    })
})

describe('promotion callouts (spec 000 §5)', () => {
    const promos = [
        {id: 'MULTIBUY', message: 'Buy 2, save 15%', hideProduct: false},
        {id: 'STAFF', message: 'Staff pick', hideProduct: true},
        {id: 'DELIVERY', calloutMsg: 'Free delivery on this item'},
        {id: 'AGAIN', message: 'Buy 2, save 15%'},
        {id: 'EMPTY', message: '  '}
    ]
    test('"Promo entries marked hideProduct are dropped": the rest show once each, in order', () => {
        expect(promoCallouts(promos)).toEqual(['Buy 2, save 15%', 'Free delivery on this item'])
    })
    test('"all dropped if hideMarkdownPrice is set"', () => {
        expect(promoCallouts(promos, true)).toEqual([])
    })
    test('a malformed c_promos shows nothing', () => {
        expect(promoCallouts('oops' as unknown as [])).toEqual([])
    })
})
