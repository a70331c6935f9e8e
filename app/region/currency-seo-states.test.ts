import {analyticsPrice, currencyDisplayFor, currencySymbol, formatPrice} from './currency'
import {canonicalPath, hreflangAlternates, NOINDEX, robotsDirective} from './seo'
import {CANADIAN_PROVINCES, stateCodeToSend, statesFor, US_STATES} from './states'

describe('currency formatting (spec 001 §9 "prices use the locale\'s currency fraction digits"; "AUD symbol shown as a code")', () => {
    test.each([
        [12.5, 'GBP', 'en-GB', '£12.50'],
        [12.5, 'USD', 'en-US', '$12.50'],
        [1234.5, 'EUR', 'en-GB', '€1,234.50'],
        [12.5, 'EUR', 'fr-FR', '12,50 €'],
        [12.5, 'EUR', 'it-IT', '12,50 €'],
        [12.5, 'AUD', 'en-GB', 'AUD 12.50'],
        [1500, 'JPY', 'ja-JP', '￥1,500'],
        [0, 'GBP', 'default', '£0.00'],
        [12.5, 'ZZZZ', 'en-GB', '12.50 ZZZZ'],
        [Number.NaN, 'GBP', 'en-GB', '']
    ])('formatPrice(%s, %s, %s) is %s', (amount, currency, locale, expected) => {
        expect(formatPrice(amount, currency, locale)).toBe(expected)
    })

    test.each([
        ['AUD', 'code'],
        ['aud', 'code'],
        ['GBP', 'symbol'],
        ['USD', 'symbol']
    ])('%s is shown as a %s', (currency, display) => {
        expect(currencyDisplayFor(currency)).toBe(display)
    })

    test('fraction digits and symbols', () => {
        expect(currencySymbol('GBP', 'en-GB')).toBe('£')
        expect(currencySymbol('AUD', 'en-GB')).toBe('AUD')
        expect(currencySymbol('??', 'en-GB')).toBe('??')
    })

    test('"analytics price 2 decimals"', () => {
        expect(analyticsPrice(12.345)).toBe(12.35)
        expect(analyticsPrice(Number.POSITIVE_INFINITY)).toBe(0)
    })
})

describe('page head (spec 001 §2.5)', () => {
    test('alternate-language links: eu list on /eu, en-us and en-ca on /us, en-gb and x-default unprefixed', () => {
        // The spec's EU markets (en-ie, fr, es, de, gr, sk, si, cy, ee, fi, be, at, it, lu, lv, mt, pt), each as
        // a valid language tag: a country code alone is no hreflang.
        const links = hreflangAlternates('https://www.example.com/', '/us/shop/leggings')
        expect(links.map((link) => link.hreflang)).toEqual([
            'en-ie',
            'fr',
            'es',
            'de',
            'el-gr',
            'sk-sk',
            'sl-si',
            'el-cy',
            'et-ee',
            'fi-fi',
            'fr-be',
            'de-at',
            'it',
            'fr-lu',
            'lv-lv',
            'mt-mt',
            'pt',
            'en-us',
            'en-ca',
            'en-gb',
            'x-default'
        ])
        const byLang = Object.fromEntries(links.map((link) => [link.hreflang, link.href]))
        expect(byLang.fr).toBe('https://www.example.com/eu/shop/leggings')
        expect(byLang['en-ca']).toBe('https://www.example.com/us/shop/leggings')
        expect(byLang['x-default']).toBe('https://www.example.com/shop/leggings')
    })

    test('the home page alternates are bare country roots', () => {
        const byLang = Object.fromEntries(
            hreflangAlternates('https://x.example', '/eu/fr-FR').map((l) => [l.hreflang, l.href])
        )
        expect(byLang.de).toBe('https://x.example/eu')
        expect(byLang['en-us']).toBe('https://x.example/us')
        expect(byLang['en-gb']).toBe('https://x.example/')
    })

    test.each([
        ['www.vela-active.example', undefined],
        ['WWW.VELA-ACTIVE.EXAMPLE', undefined],
        ['localhost:3000', NOINDEX],
        ['staging.vela-active.example', NOINDEX],
        [undefined, NOINDEX],
        ['www.vela-active.example.evil.test', NOINDEX]
    ])('"Any host other than the main production host is marked noindex,nofollow": %s', (host, directive) => {
        expect(robotsDirective(host, 'www.vela-active.example')).toBe(directive)
    })

    test('canonical path removes the region prefix', () => {
        expect(canonicalPath('/au/sign-up/x?y=1')).toBe('/sign-up/x')
    })
})

describe('state lists (spec 001 §3.2 "51 US states and DC, 13 Canadian provinces and territories")', () => {
    test('sizes and uniqueness', () => {
        expect(US_STATES).toHaveLength(51)
        expect(CANADIAN_PROVINCES).toHaveLength(13)
        expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51)
        expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia')
        expect(CANADIAN_PROVINCES.find((s) => s.code === 'QC')?.name).toBe('Quebec')
    })

    test.each([
        ['US', 51],
        ['us', 51],
        ['CA', 13],
        ['GB', 0],
        [undefined, 0]
    ])('statesFor(%s) has %s entries', (country, count) => {
        expect(statesFor(country)).toHaveLength(count)
    })

    test('"The state code is sent only for US addresses"', () => {
        expect(stateCodeToSend('US', 'NY')).toBe('NY')
        expect(stateCodeToSend('CA', 'ON')).toBeUndefined()
        expect(stateCodeToSend('US', '')).toBeUndefined()
    })
})

describe('hreflang values are valid language tags (ISO 639-1 language, optional ISO 3166 country)', () => {
    const LANGUAGES = new Set(['en', 'fr', 'es', 'de', 'el', 'sk', 'sl', 'et', 'fi', 'it', 'lv', 'mt', 'pt'])
    const tags = hreflangAlternates('https://x.example', '/')
        .map((link) => link.hreflang)
        .filter((hreflang) => hreflang !== 'x-default')
    test.each(tags.map((tag) => [tag]))('%s', (hreflang) => {
        const [language, country = 'xx', ...rest] = hreflang.split('-')
        expect(LANGUAGES.has(language)).toBe(true)
        expect(country).toMatch(/^[a-z]{2}$/)
        expect(rest).toEqual([])
    })
})
