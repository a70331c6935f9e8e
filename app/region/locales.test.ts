import {
    controllerLocale,
    normaliseLocale,
    regionForLocale,
    sitePrefixForCountry,
    SUPPORTED_LOCALES
} from './locales'

describe('locales (spec 001 §9)', () => {
    test.each([
        ['en-US', 'US'],
        ['en-AU', 'AU'],
        ['en', 'IE'],
        ['en-GB', 'GB'],
        ['fr-FR', 'GB'],
        ['default', 'GB'],
        [undefined, 'GB'],
        ['EN-us', 'GB']
    ])(
        '"Default locale mapping: en-US gives US, en-AU gives AU, en gives IE, anything else GB": %s → %s',
        (locale, region) => {
            expect(regionForLocale(locale)).toBe(region)
        }
    )

    test.each([
        ['default', 'en-GB'],
        ['', 'en-GB'],
        [undefined, 'en-GB'],
        ['fr-FR', 'fr-FR']
    ])('"\'default\' maps to en-GB": %s → %s', (locale, expected) => {
        expect(normaliseLocale(locale)).toBe(expected)
    })

    test('"supported locales en-US, en-GB, fr-FR, it-IT, zh-CN, ja-JP"', () => {
        expect(SUPPORTED_LOCALES).toEqual(['en-US', 'en-GB', 'fr-FR', 'it-IT', 'zh-CN', 'ja-JP'])
    })

    test('controller URLs use the locale with an underscore', () => {
        expect(controllerLocale('en-GB')).toBe('en_GB')
    })

    test.each([
        ['GB', ''],
        ['US', 'us'],
        ['IE', 'eu'],
        ['AU', 'au']
    ] as const)('site country %s has the prefix "%s"', (country, prefix) => {
        expect(sitePrefixForCountry(country)).toBe(prefix)
    })
})
