import {searchPath} from '../components/search-suggestions/search-path'
import {testConfig} from '../test-utils/config'
import {findSite} from './sites'
import type {RegionConfig, RegionSite} from './types'
import {
    buildStorefrontUrl,
    isAnchorHref,
    isExternalHref,
    keepSessionParams,
    sitePathPrefix,
    stripSitePrefix
} from './url-builder'

const config: RegionConfig = testConfig.app
const site = (alias: string): RegionSite => findSite(alias, config.sites) as RegionSite
const on = (alias: string, locale?: string) => ({
    site: site(alias),
    locale: locale ?? site(alias).l10n.defaultLocale
})

describe('URL building (spec 001 §2.2 "Country prefixes: /us, /eu, /au; no prefix means GB")', () => {
    test.each([
        ['/shop/leggings', 'gb', undefined, '/shop/leggings'],
        ['/shop/leggings', 'us', undefined, '/us/shop/leggings'],
        ['/shop/leggings', 'eu', undefined, '/eu/shop/leggings'],
        ['/shop/leggings', 'au', undefined, '/au/shop/leggings'],
        // "a locale segment only for non-default locales"
        ['/shop/leggings', 'eu', 'fr-FR', '/eu/fr-FR/shop/leggings'],
        ['/cart', 'gb', 'zh-CN', '/zh-CN/cart'],
        ['/cart', 'eu', 'en-GB', '/eu/cart'],
        // a locale the site does not support falls back to its default
        ['/cart', 'us', 'fr-FR', '/us/cart'],
        ['/cart', 'au', 'zh-CN', '/au/cart'],
        // "A home page is a bare country root"
        ['/', 'gb', undefined, '/'],
        ['/', 'us', undefined, '/us'],
        ['/', 'eu', 'it-IT', '/eu/it-IT'],
        ['', 'au', undefined, '/au'],
        // "strip an existing prefix before re-prefixing"
        ['/us/shop/leggings', 'eu', undefined, '/eu/shop/leggings'],
        ['/eu/fr-FR/cart', 'gb', undefined, '/cart'],
        ['/zh-CN/cart', 'us', undefined, '/us/cart'],
        ['/au', 'us', undefined, '/us'],
        // relative paths, queries and hashes
        ['shop/new-arrivals', 'us', undefined, '/us/shop/new-arrivals'],
        [
            '/shop?limit=24&refine=c_size=X|Y&sort=best-matches',
            'au',
            undefined,
            '/au/shop?limit=24&refine=c_size=X|Y&sort=best-matches'
        ],
        ['/delivery-returns.html#returns', 'eu', undefined, '/eu/delivery-returns.html#returns'],
        // "Internal links get the locale and site prefix; absolute http(s) links are untouched"
        ['https://help.example.com/hc', 'us', undefined, 'https://help.example.com/hc'],
        ['http://example.com/us/cart', 'eu', undefined, 'http://example.com/us/cart'],
        ['//cdn.example.com/x.png', 'eu', undefined, '//cdn.example.com/x.png'],
        ['mailto:care@example.com', 'us', undefined, 'mailto:care@example.com'],
        // "Content links starting with # are in-page anchors"
        ['#size-guide', 'us', undefined, '#size-guide'],
        // hostile input stays a harmless relative path
        ['javascript:alert(1)', 'us', undefined, '/us/javascript:alert(1)']
    ])('%s on %s (%s) → %s', (href, alias, locale, expected) => {
        expect(buildStorefrontUrl(href, on(alias, locale), config)).toBe(expected)
    })

    test('"When the default site or locale is used the prefix is omitted unless showDefaults is on"', () => {
        const shown = {...config, url: {...config.url, showDefaults: true}}
        expect(buildStorefrontUrl('/cart', on('gb'), shown)).toBe('/gb/en-GB/cart')
        expect(buildStorefrontUrl('/', on('us'), shown)).toBe('/us/en-US')
        expect(buildStorefrontUrl('/gb/en-GB/cart', on('eu'), config)).toBe('/eu/cart')
    })

    test('site and locale as query parameters when configured', () => {
        const query = {
            ...config,
            url: {site: 'query_param' as const, locale: 'query_param' as const, showDefaults: false}
        }
        expect(buildStorefrontUrl('/cart?x=1', on('eu', 'fr-FR'), query)).toBe(
            '/cart?site=eu&locale=fr-FR&x=1'
        )
        expect(buildStorefrontUrl('/cart?site=us', on('gb'), query)).toBe('/cart?site=us')
        expect(buildStorefrontUrl('/cart?site=us', on('au'), query)).toBe('/cart?site=au')
        expect(sitePathPrefix(on('eu', 'fr-FR'), query)).toBe('')
    })

    test.each([
        [
            '',
            'src=abc&newSrc=n&customerGroup=g&previewTimestamp=1&glCountry=FR&glCurrency=EUR&utm_source=x',
            'src=abc&newSrc=n&customerGroup=g&previewTimestamp=1&glCountry=FR&glCurrency=EUR'
        ],
        ['q=tops', '?src=abc&q=old', 'q=tops&src=abc'],
        ['src=mine', 'src=theirs', 'src=mine'],
        ['a=1', 'glCountry=', 'a=1'],
        ['', 'email=a@b.c&logged=false', '']
    ])(
        '"Session query parameters kept while navigating": %s + current %s → %s',
        (target, current, expected) => {
            expect(keepSessionParams(target, current)).toBe(expected)
        }
    )

    test('buildStorefrontUrl carries the session parameters over', () => {
        expect(buildStorefrontUrl('/shop', on('us'), config, '?src=email&gtm=off')).toBe('/us/shop?src=email')
        expect(buildStorefrontUrl('/', on('gb'), config, 'glCountry=FR')).toBe('/?glCountry=FR')
    })

    test.each([
        ['/us/fr-FR/cart', 'us', undefined, '/fr-FR/cart'],
        ['/eu/fr-FR/cart/', 'eu', 'fr-FR', '/cart/'],
        ['/it-IT/x', undefined, 'it-IT', '/x'],
        ['/', undefined, undefined, '/'],
        ['/sale', undefined, undefined, '/sale']
    ])('stripSitePrefix(%s) → site %s, locale %s, path %s', (path, alias, locale, rest) => {
        const result = stripSitePrefix(path, config)
        expect(result.site?.alias).toBe(alias)
        expect(result.locale).toBe(locale)
        expect(result.path).toBe(rest)
    })

    test.each([
        ['https://x.y', true],
        ['HTTP://x.y', true],
        ['//x.y', true],
        ['tel:+441234', true],
        ['/x', false],
        ['#top', false]
    ])('isExternalHref(%s) is %s', (href, expected) => {
        expect(isExternalHref(href)).toBe(expected)
    })

    test('isAnchorHref', () => {
        expect(isAnchorHref(' #a')).toBe(true)
        expect(isAnchorHref('/a#b')).toBe(false)
    })

    test('home and search links as the search box builds them ("/search?q={term}, with the site alias prefix for non-default sites")', () => {
        const search = (term: string, alias: string) =>
            buildStorefrontUrl(searchPath(term), on(alias), config)
        expect(buildStorefrontUrl('/', on('au'), config)).toBe('/au')
        expect(search('black leggings', 'gb')).toBe('/search?q=black%20leggings')
        expect(search(' bra ', 'us')).toBe('/us/search?q=bra')
        expect(search('<script>&x', 'eu')).toBe('/eu/search?q=%3Cscript%3E%26x')
    })
})
