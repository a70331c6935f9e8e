import {
    COUNTRY_COOKIE_DAYS,
    countryChoiceTarget,
    countrySwitchUrl,
    detectCountryOutcome,
    detectedSiteCountry,
    siteCountryForVisitor
} from './country-detection'
import {regionSwitchEntry, regionSwitchQuery, shouldShowCountryPrompt} from './country-prompt'
import type {SiteCountry} from './types'

describe('country detection outcome (spec 001 §4.2 "prompt; write the cookie; redirect; or redirect and write the cookie")', () => {
    test.each<[SiteCountry, string | undefined, string | undefined, string, string | undefined]>([
        ['GB', undefined, undefined, 'prompt', undefined],
        ['GB', '', '', 'prompt', undefined],
        ['GB', 'garbage!', undefined, 'prompt', undefined],
        // a glCountry served by this site is saved
        ['GB', 'GB', undefined, 'write-cookie', 'GB'],
        ['IE', 'FR', 'DE', 'write-cookie', 'FR'],
        ['US', 'CA', undefined, 'write-cookie', 'CA'],
        ['GB', 'gb', 'GB', 'none', 'GB'],
        // a glCountry served by another site moves the visitor and is saved
        ['GB', 'US', undefined, 'redirect-and-write-cookie', 'US'],
        ['US', 'DE', 'US', 'redirect-and-write-cookie', 'DE'],
        ['GB', 'NZ', undefined, 'redirect-and-write-cookie', 'NZ'],
        // a saved choice for another site redirects
        ['GB', undefined, 'AU', 'redirect', 'AU'],
        ['AU', undefined, 'NZ', 'none', 'NZ'],
        ['IE', undefined, 'IE', 'none', 'IE'],
        ['IE', undefined, 'XK', 'redirect', 'XK']
    ])('site %s, glCountry %s, cookie %s → %s', (siteCountry, glCountry, cookieCountry, outcome, country) => {
        expect(detectCountryOutcome({siteCountry, glCountry, cookieCountry})).toEqual(
            country ? {outcome, country} : {outcome}
        )
    })

    test.each([
        // "A DE or IE visitor maps to the EU site; XK maps to GB"
        ['DE', 'IE'],
        ['IE', 'IE'],
        ['XK', 'GB'],
        ['ca', 'US'],
        ['NZ', 'AU'],
        ['ZZ', 'GB']
    ])('a %s visitor is served by %s', (code, site) => {
        expect(siteCountryForVisitor(code)).toBe(site)
    })

    test.each<[string | undefined | null, SiteCountry, SiteCountry, boolean]>([
        // "Failure to detect the country falls back to GB"
        [undefined, 'US', 'GB', false],
        [null, 'AU', 'GB', false],
        ['  ', 'IE', 'GB', false],
        // "unmatched country pattern logged and site country kept"
        ['Germany', 'IE', 'IE', true],
        ['<script>', 'US', 'US', true],
        ['DE', 'GB', 'IE', false],
        ['XK', 'IE', 'GB', false]
    ])('detected %s on site %s → %s (unmatched %s)', (detected, current, site, unmatched) => {
        expect(detectedSiteCountry(detected, current)).toEqual({siteCountry: site, unmatched})
    })

    test('"NZ and AU choices redirect to separate regional domains"', () => {
        const domains = {AU: 'https://au.example.com', NZ: 'https://nz.example.com'}
        expect(countryChoiceTarget('NZ', domains)).toEqual({kind: 'domain', url: 'https://nz.example.com'})
        expect(countryChoiceTarget('au', domains)).toEqual({kind: 'domain', url: 'https://au.example.com'})
        expect(countryChoiceTarget('NZ')).toEqual({kind: 'site', siteCountry: 'AU'})
        expect(countryChoiceTarget('FR', domains)).toEqual({kind: 'site', siteCountry: 'IE'})
    })

    test('"The choice is saved in a cookie for 365 days"', () => {
        expect(COUNTRY_COOKIE_DAYS).toBe(365)
    })
})

describe('country switch redirect (spec 001 §4.2)', () => {
    test.each<[string | undefined, SiteCountry, string, string | undefined]>([
        ['US', 'GB', '/shop/leggings', '/us/shop/leggings?glCountry=US&glCurrency=USD'],
        ['FR', 'GB', '/', '/eu?glCountry=FR&glCurrency=EUR'],
        ['GB', 'US', '/us/cart', '/cart?glCountry=GB&glCurrency=GBP'],
        ['NZ', 'IE', '/eu/fr-FR/shop', '/au/shop?glCountry=NZ&glCurrency=NZD'],
        ['CA', 'GB', '/shop', '/us/shop?glCountry=CA&glCurrency=CAD'],
        // "For /checkout/confirmation the path is dropped"
        ['AU', 'GB', '/checkout/confirmation/000123', '/au?glCountry=AU&glCurrency=AUD'],
        ['GB', 'AU', '/au/checkout/confirmation', '/?glCountry=GB&glCurrency=GBP'],
        // same site: no switch
        ['DE', 'IE', '/eu/shop', undefined],
        ['GB', 'GB', '/shop', undefined],
        [undefined, 'GB', '/shop', undefined],
        ['nonsense', 'GB', '/shop', undefined]
    ])('stored %s on site %s at %s → %s', (stored, current, path, expected) => {
        expect(countrySwitchUrl(stored, current, path)).toBe(expected)
    })
})

describe('country prompt (spec 001 §4.2)', () => {
    test.each([
        ['prompt', true, true],
        ['prompt', false, false],
        ['redirect', true, false]
    ] as const)(
        '"The prompt appears only after cookie consent is given": %s, consent %s → %s',
        (outcome, consent, shown) => {
            expect(shouldShowCountryPrompt(outcome, consent)).toBe(shown)
        }
    )
})

describe('region switch from the footer (spec 001 §4.2; issue #9: a saved cookie bounced the shopper back)', () => {
    test.each<[string | undefined, SiteCountry, string, string]>([
        ['FR', 'US', 'US', 'USD'],
        ['CA', 'US', 'CA', 'CAD'],
        ['FR', 'IE', 'FR', 'EUR'],
        ['DE', 'IE', 'DE', 'EUR'],
        ['NZ', 'AU', 'NZ', 'NZD'],
        [undefined, 'GB', 'GB', 'GBP'],
        ['garbage', 'IE', 'IE', 'EUR']
    ])('saved %s, chosen site %s: switches with %s/%s', (saved, site, country, currency) => {
        const entry = regionSwitchEntry(saved, site)
        expect([entry.countryCode, entry.currencyCode]).toEqual([country, currency])
        expect(siteCountryForVisitor(entry.countryCode)).toBe(site)
    })

    test('the page query is kept; an old glCountry/glCurrency is replaced', () => {
        const entry = regionSwitchEntry('US', 'US')
        expect(regionSwitchQuery('?refine=c_size=S|M&glCountry=FR&glCurrency=EUR', entry)).toBe(
            '?refine=c_size=S|M&glCountry=US&glCurrency=USD'
        )
    })
})
