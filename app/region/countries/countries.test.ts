import {
    canonicalCountryCode,
    COUNTRIES,
    COUNTRY_TABLE,
    countryByCode,
    currencyOfCountry,
    deliveryGroupOf,
    isCountryCodeShape,
    regionGroupOf,
    siteCountryOf
} from '.'
import {COUNTRY_NAMES, englishCountryName} from './country-names'

/** Names the table spells its own way, not only with "and" for "&" or "Saint" for "St." (the runtime's). */
const OWN_SPELLINGS: Record<string, string> = {
    BQ: 'Bonaire, Sint Eustatius and Saba',
    CG: 'Congo',
    CD: 'Congo, Democratic Republic',
    CZ: 'Czech Republic',
    MO: 'Macau',
    TR: 'Turkey',
    VC: 'Saint Vincent and the Grenadines'
}
const regionNames = new Intl.DisplayNames(['en'], {type: 'region'})
const runtimeSpelling = (code: string) =>
    (regionNames.of(code) ?? '')
        .replace(/ & /g, ' and ')
        .replace(/^St\. /, 'Saint ')
        .replace(/’/g, "'")
        .replace(/ SAR China$/, '')

describe('country table (spec 001 §3.2 "About 200 territories; UK first, US second")', () => {
    test('about 200 rows, UK first, US second, codes unique', () => {
        expect(COUNTRY_TABLE.length).toBeGreaterThanOrEqual(195)
        expect([COUNTRY_NAMES[0], COUNTRY_TABLE[0][0]]).toEqual(['United Kingdom', 'GB'])
        expect([COUNTRY_NAMES[1], COUNTRY_TABLE[1][0]]).toEqual(['United States', 'US'])
        expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
    })

    test('every row is positional: code, currency, flag, site country, icon, symbol', () => {
        for (const {code, currency, flag, siteCountry, icon, symbol} of COUNTRIES) {
            expect(code).toMatch(/^[A-Z]{2}$/)
            expect(currency).toMatch(/^[A-Z]{3}$/)
            expect(typeof flag).toBe('boolean')
            expect(['GB', 'US', 'IE', 'AU']).toContain(siteCountry)
            expect(icon).toBe(`flag-${code.toLowerCase()}`)
            expect(symbol.length).toBeGreaterThan(0)
        }
    })

    // The names are a separate list in the table's order, so a row added to one and not the other shifts every
    // name after it: each name is checked against the runtime's own English region name for its code.
    test('every row has its English name, in the same order', () => {
        expect(COUNTRY_NAMES).toHaveLength(COUNTRY_TABLE.length)
        const misplaced = COUNTRY_TABLE.map(([code], index) => [code, COUNTRY_NAMES[index]] as const).filter(
            ([code, name]) => name !== (OWN_SPELLINGS[code] ?? runtimeSpelling(code))
        )
        expect(misplaced).toEqual([])
    })

    test.each([
        ['GB', 'United Kingdom'],
        [' uk ', 'United Kingdom'],
        ['ci', "Côte d'Ivoire"],
        ['ZW', 'Zimbabwe'],
        ['XX', undefined],
        [undefined, undefined]
    ])('englishCountryName(%s) is %s', (code, name) => {
        expect(englishCountryName(code)).toBe(name)
    })

    test.each([
        ['GB', 'flag-gb'],
        ['US', 'flag-us'],
        ['NZ', 'flag-nz'],
        ['CI', 'flag-ci']
    ])("%s's icon name is %s", (code, icon) => {
        expect(countryByCode(code)?.icon).toBe(icon)
    })

    test.each([
        ['GB', 'GBP', '£', 'GB'],
        ['US', 'USD', '$', 'US'],
        // "Canada maps to US. New Zealand maps to AU."
        ['CA', 'CAD', 'C$', 'US'],
        ['NZ', 'NZD', 'NZ$', 'AU'],
        ['AU', 'AUD', 'A$', 'AU'],
        // "EU euro countries mostly map to site-country IE"
        ['FR', 'EUR', '€', 'IE'],
        ['DE', 'EUR', '€', 'IE'],
        ['IE', 'EUR', '€', 'IE'],
        // "Croatia and some territories map to GB"
        ['HR', 'EUR', '€', 'GB'],
        ['RE', 'EUR', '€', 'GB'],
        // "Many African and other countries fall back to GBP with the pound symbol"
        ['NG', 'GBP', '£', 'GB'],
        ['KE', 'GBP', '£', 'GB'],
        ['GH', 'GBP', '£', 'GB'],
        ['JP', 'JPY', '¥', 'GB']
    ])('%s: %s %s, served by %s', (code, currency, symbol, siteCountry) => {
        expect(countryByCode(code)).toMatchObject({code, currency, symbol, siteCountry})
    })

    test.each([
        ['US', true],
        ['FR', true],
        ['AT', true],
        ['AU', true],
        ['NZ', true],
        ['CA', true],
        ['AD', true],
        ['GB', false],
        ['CH', false],
        ['HR', false]
    ])(
        '"Country flag true for US, euro-zone countries, Australia, NZ, Canada, Andorra": %s is %s',
        (code, flag) => {
            expect(countryByCode(code)?.flag).toBe(flag)
        }
    )

    test.each([
        ['gb', 'GB'],
        [' uk ', 'GB'],
        ['XX', 'GB'],
        [undefined, 'GB'],
        ['nz', 'AU']
    ])('siteCountryOf(%s) is %s (outside the table: GB)', (code, site) => {
        expect(siteCountryOf(code)).toBe(site)
    })

    test('currency outside the table falls back to GBP', () => {
        expect(currencyOfCountry('ZZ')).toBe('GBP')
        expect(currencyOfCountry('it')).toBe('EUR')
    })

    test('country code helpers', () => {
        expect(canonicalCountryCode(' uk')).toBe('GB')
        expect(isCountryCodeShape('de')).toBe(true)
        expect(isCountryCodeShape('DEU')).toBe(false)
        expect(isCountryCodeShape('<s')).toBe(false)
    })
})

describe('region groups ("UK (GB); US (US, CA); AU (AU, NZ); EMEA (European list); others Global")', () => {
    test.each([
        ['GB', 'UK'],
        ['US', 'US'],
        ['CA', 'US'],
        ['AU', 'AU'],
        ['NZ', 'AU'],
        ['AT', 'EMEA'],
        ['BE', 'EMEA'],
        ['FR', 'EMEA'],
        ['DE', 'EMEA'],
        ['IE', 'EMEA'],
        ['IT', 'EMEA'],
        ['ES', 'EMEA'],
        ['NL', 'EMEA'],
        ['NO', 'EMEA'],
        ['JP', 'Global'],
        ['NG', 'Global'],
        ['', 'Global'],
        [undefined, 'Global']
    ])('%s is in %s', (code, group) => {
        expect(regionGroupOf(code)).toBe(group)
    })
})

describe('delivery country groups ("UK (UK, GB, IM, JE, GG), US, a large EU list, an international list")', () => {
    test.each([
        ['UK', 'UK'],
        ['GB', 'UK'],
        ['IM', 'UK'],
        ['JE', 'UK'],
        ['GG', 'UK'],
        ['US', 'US'],
        ['FR', 'EU'],
        ['SE', 'EU'],
        ['CA', 'International'],
        ['AU', 'International'],
        [undefined, 'International']
    ])('%s is in %s', (code, group) => {
        expect(deliveryGroupOf(code)).toBe(group)
    })
})
