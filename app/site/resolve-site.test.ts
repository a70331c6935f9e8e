import {testConfig} from '../test-utils/config'
import {buildUrl, resolveSite} from './resolve-site'

describe('resolveSite (spec 001 §2.2 prefixes)', () => {
    test.each([
        ['/', 'vela-gb', 'en-GB', 'GBP', '/'],
        ['/shop/bottoms', 'vela-gb', 'en-GB', 'GBP', '/shop/bottoms'],
        ['/zh-CN/cart', 'vela-gb', 'zh-CN', 'GBP', '/cart'],
        ['/us', 'vela-us', 'en-US', 'USD', '/'],
        ['/us/product/VL10001', 'vela-us', 'en-US', 'USD', '/product/VL10001'],
        ['/eu/fr-FR/shop', 'vela-eu', 'fr-FR', 'EUR', '/shop'],
        ['/eu/shop', 'vela-eu', 'en-GB', 'EUR', '/shop'],
        ['/au/sale', 'vela-au', 'en-GB', 'AUD', '/sale'],
        // A locale the site does not serve is not consumed: the path decides the page (a 404 category).
        ['/us/fr-FR/shop', 'vela-us', 'en-US', 'USD', '/fr-FR/shop'],
        ['/xx/shop', 'vela-gb', 'en-GB', 'GBP', '/xx/shop']
    ])('%s → site %s, locale %s, currency %s, path %s', (pathname, site, locale, currency, path) => {
        const resolved = resolveSite(pathname, testConfig)
        expect([resolved.site.id, resolved.locale.id, resolved.currency, resolved.path]).toEqual([
            site,
            locale,
            currency,
            path
        ])
    })

    test.each([
        ['/shop/bottoms', 'vela-gb', 'en-GB', '/shop/bottoms'],
        ['/', 'vela-us', 'en-US', '/us'],
        ['/shop?refine=c_size=M|L', 'vela-eu', 'fr-FR', '/eu/fr-FR/shop?refine=c_size=M|L'],
        ['/us/cart', 'vela-au', 'en-GB', '/au/cart'],
        ['https://help.example/hc', 'vela-us', 'en-US', 'https://help.example/hc'],
        ['#main', 'vela-us', 'en-US', '#main']
    ])('buildUrl(%s) on %s/%s → %s', (path, siteId, localeId, expected) => {
        const site = testConfig.app.sites.find((candidate) => candidate.id === siteId)
        const locale = site?.l10n.supportedLocales.find((candidate) => candidate.id === localeId)
        if (!site || !locale) throw new Error(`no ${siteId}/${localeId} in the configuration`)
        expect(buildUrl(path, site, locale, testConfig)).toBe(expected)
    })
})
