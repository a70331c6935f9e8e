import {testConfig} from '../test-utils/config'
import {
    currencyFor,
    findLocale,
    findSite,
    getDefaultSite,
    getSites,
    getUrlConfig,
    localeFromUrl,
    resolveLocale,
    siteFromUrl,
    siteReference
} from './sites'
import {SITE_MESSAGES} from './site-messages'
import type {RegionConfig, RegionSite} from './types'

const config: RegionConfig = testConfig.app
const site = (alias: string): RegionSite => {
    const found = findSite(alias, config.sites)
    if (!found) throw new Error(`no site ${alias}`)
    return found
}

describe('sites (spec 001 §2.2 "Regional sites serve GB (default, no path prefix), US (/us), EU (/eu) and AU (/au)")', () => {
    test.each([
        ['gb', 'GB'],
        ['us', 'US'],
        ['eu', 'IE'],
        ['au', 'AU'],
        ['US', 'US'],
        [site('eu').id, 'IE']
    ])('findSite(%s) finds the site by id or alias, case-insensitively: %s', (reference, country) => {
        expect(findSite(reference, config.sites)?.country).toBe(country)
    })

    test.each([undefined, '', 'fr', '<script>'])('findSite(%s) finds nothing', (reference) => {
        expect(findSite(reference, config.sites)).toBeUndefined()
    })

    test.each([
        ['/', 'GB'],
        ['/shop/leggings', 'GB'],
        ['/us', 'US'],
        ['/us/shop/leggings?limit=24', 'US'],
        ['/eu/fr-FR/cart', 'IE'],
        ['/au/', 'AU'],
        ['https://www.example.com/us/cart', 'US'],
        ['/usa/shop', 'GB'],
        ['/shop/us', 'GB']
    ])('siteFromUrl(%s) reads the site prefix: %s', (url, country) => {
        expect(siteFromUrl(url, config).country).toBe(country)
    })

    test('siteFromUrl reads the site query parameter when the config places it there', () => {
        const queryConfig = {...config, url: {...config.url, site: 'query_param' as const}}
        expect(siteFromUrl('/cart?site=au', queryConfig).country).toBe('AU')
        expect(siteFromUrl('/us/cart', queryConfig).country).toBe('GB')
    })

    test.each([
        ['/', 'gb', 'en-GB'],
        ['/zh-CN/cart', 'gb', 'zh-CN'],
        ['/ja-jp', 'gb', 'ja-JP'],
        ['/fr-FR/cart', 'gb', 'en-GB'],
        ['/eu/fr-FR/cart', 'eu', 'fr-FR'],
        ['/eu/it-IT', 'eu', 'it-IT'],
        ['/eu/cart', 'eu', 'en-GB'],
        ['/us', 'us', 'en-US'],
        ['/au/en-GB/shop', 'au', 'en-GB']
    ])(
        'localeFromUrl(%s) on %s gives %s (unsupported locales fall back to the default)',
        (url, alias, locale) => {
            expect(localeFromUrl(url, site(alias), config).id).toBe(locale)
        }
    )

    test('localeFromUrl reads the locale query parameter when configured', () => {
        const queryConfig = {...config, url: {...config.url, locale: 'query_param' as const}}
        expect(localeFromUrl('/eu/cart?locale=it-IT', site('eu'), queryConfig).id).toBe('it-IT')
    })

    test.each([
        ['zh-CN', 'gb', 'zh-CN'],
        ['default', 'gb', 'en-GB'],
        [undefined, 'eu', 'en-GB'],
        ['ja-JP', 'us', 'en-US']
    ])('resolveLocale(%s) on %s gives %s', (reference, alias, locale) => {
        expect(resolveLocale(reference, site(alias)).id).toBe(locale)
    })

    test('findLocale matches an alias as well as an id', () => {
        const aliased: RegionSite = {
            id: 'x',
            l10n: {
                defaultCurrency: 'GBP',
                defaultLocale: 'en-GB',
                supportedLocales: [{id: 'en-GB', alias: 'uk'}]
            }
        }
        expect(findLocale('UK', aliased)?.id).toBe('en-GB')
        expect(resolveLocale('xx', {...aliased, l10n: {...aliased.l10n, supportedLocales: []}}).id).toBe(
            'en-GB'
        )
    })

    test.each([
        ['gb', 'GBP'],
        ['us', 'USD'],
        ['eu', 'EUR'],
        ['au', 'AUD']
    ])(
        'currencyFor the %s site is %s ("Regions: GB/GBP, US/USD, AU/AUD, IE (EU)/EUR")',
        (alias, currency) => {
            const s = site(alias)
            expect(currencyFor(s, resolveLocale(undefined, s))).toBe(currency)
            expect(currencyFor(s, {id: 'en-GB'})).toBe(currency)
        }
    )

    test('siteReference', () => {
        expect(siteReference(site('us'))).toBe('us')
        expect(siteReference({...site('us'), alias: undefined})).toBe(site('us').id)
    })

    test('the default site is GB', () => {
        expect(getDefaultSite(config).country).toBe('GB')
    })
})

describe('site and locale helper errors (spec 001 §8, word for word)', () => {
    const noSites = {...config, sites: []}
    test.each([
        ['no URL for a site', () => siteFromUrl('', config), 'URL is required to find a site object.'],
        [
            'no matching default site',
            () => getDefaultSite({...config, defaultSite: 'nope'}),
            "Can't find a matching default site. Please check your sites configuration."
        ],
        [
            'no sites',
            () => getSites(noSites),
            "Can't find any sites from the config. Please check your configuration"
        ],
        [
            'no url key',
            () => getUrlConfig({...config, url: undefined} as unknown as RegionConfig),
            'Cannot find url key. Please check your configuration file.'
        ],
        ['no config', () => getSites(undefined), 'Config is not defined.'],
        ['no config for url', () => getUrlConfig(undefined), 'Config is not defined.'],
        [
            'no site for a locale',
            () => localeFromUrl('/cart', undefined, config),
            'Site is not defined. It is required to look for locale object'
        ],
        [
            'no URL for a locale',
            () => localeFromUrl(undefined, site('gb'), config),
            'URL is required to look for the locale object'
        ]
    ])('%s throws the spec message', (_name, call, message) => {
        expect(call).toThrow(new Error(message))
    })

    test('the messages are exported as constants', () => {
        expect(Object.values(SITE_MESSAGES)).toHaveLength(7)
    })
})
