import {testConfig} from '../test-utils/config'
import {matchRoute} from './match-route'
import type {PageId} from './route-table'

// One sample path (or more) per row of spec 001 §2.1 and spec 000 §2, with the page it must reach.
const cases: [string, PageId, Record<string, string>?][] = [
    ['/cms-test-page', 'cms-test'],
    ['/landing/summer-drop', 'campaign-landing', {deliveryKey: 'summer-drop'}],
    ['/shop/underwear/sports-bras/power-icon-bras', 'campaign-landing'],
    ['/shop/bottoms/leggings/leggings-quiz', 'campaign-landing'],
    ['/shop/underwear/sports-bras/bra-quiz', 'campaign-landing'],
    ['/testing/ab-hero', 'content-page', {deliveryKey: 'ab-hero'}],
    ['/student-discount', 'content-page'],
    ['/sb-insiders', 'content-page'],
    ['/activity', 'content-page'],
    ['/about-us/our-story', 'content-page'],
    ['/about-us/our-founder', 'content-page'],
    ['/responsibility', 'content-page'],
    ['/responsibility/our-planet', 'content-page'],
    ['/responsibility/our-people', 'content-page'],
    ['/content/landing/winter-edit', 'content-page', {deliveryKey: 'winter-edit'}],
    ['/content/our-fabrics', 'content-page', {deliveryKey: 'our-fabrics'}],
    ['/exclusive-offers', 'content-page'],
    ['/shop/landing/yoga-story', 'storytelling-list', {deliveryKey: 'yoga-story'}],
    ['/sets-builder/matching-sets', 'sets-builder', {deliveryKey: 'matching-sets'}],
    ['/sportedbyyou', 'social-gallery'],
    ['/student-discount/student-beans', 'student-discount-partner'],
    ['/student-discount/unidays', 'student-discount-partner'],
    ['/refer-a-friend', 'refer-a-friend'],
    ['/styleguide', 'styleguide'],
    ['/', 'home'],
    ['/preview/begin', 'home'],
    ['/login', 'login'],
    ['/registration', 'registration'],
    ['/reset-password', 'reset-password'],
    ['/account', 'account'],
    ['/account/orders', 'account'],
    ['/account/addresses', 'account'],
    ['/orderhistory', 'order-history'],
    ['/mysavedcards', 'saved-cards'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    ['/checkout-delivery', 'checkout'],
    ['/checkout-globale', 'checkout'],
    ['/checkout-globale/confirmation/00012345', 'cross-border-confirmation', {orderId: '00012345'}],
    ['/checkout-globale/confirmation', 'cross-border-confirmation'],
    ['/checkout3ds', 'checkout-3ds'],
    ['/checkout/confirmation/00012345', 'confirmation', {orderId: '00012345'}],
    ['/checkout/confirmation', 'confirmation'],
    ['/mobile-navigation', 'app-page'],
    ['/mobile-search-menu', 'app-page'],
    ['/enable-push-notification', 'app-page'],
    ['/enable-location', 'app-page'],
    ['/consent-preferences', 'app-page'],
    ['/sign-in-join-now-web-view.html', 'app-sign-in'],
    ['/shop-finder', 'shop-finder'],
    ['/shop-details/london-covent-garden', 'shop-details', {store: 'london-covent-garden'}],
    ['/search', 'search'],
    ['/checkgiftbalance', 'gift-card-balance'],
    ['/visualization', 'visualization'],
    ['/track-order', 'track-order'],
    ['/size-guide', 'size-guide'],
    ['/size-guide/VL10001', 'size-guide', {productId: 'VL10001'}],
    ['/careers', 'placeholder'],
    ['/shop/underwear/sports-bras/bra-measurement-guide', 'placeholder'],
    ['/sign-up/early-access', 'sign-up', {deliveryKey: 'early-access'}],
    ['/strava-challenge', 'sign-up'],
    ['/rphm', 'sign-up'],
    ['/customersurvey', 'sign-up'],
    ['/cookies.html', 'cookies'],
    ['/delivery-returns.html', 'delivery-returns'],
    ['/terms-and-conditions', 'static-content'],
    ['/Terms-conditions-wholesale.html', 'static-content'],
    ['/security-privacy.html', 'static-content'],
    ['/accessibility.html', 'static-content'],
    ['/affiliates.html', 'static-content'],
    ['/anti-human-trafficking-statement', 'static-content'],
    ['/transparency-in-supply-chain', 'static-content'],
    ['/404', 'not-found'],
    ['/product/VL10001', 'product', {productId: 'VL10001'}],
    ['/products/VL10001', 'product', {productId: 'VL10001'}],
    // Product pages: one to seven segments ending in {slug}-{productId}.html.
    ['/power-leggings-VL10001.html', 'product', {productSlug: 'power-leggings-VL10001.html'}],
    ['/shop/power-leggings-VL10001.html', 'product'],
    ['/shop/bottoms/leggings/power-leggings-VL10001.html', 'product', {cat1: 'shop', cat3: 'leggings'}],
    ['/a/b/c/d/e/f/power-leggings-VL10001.html', 'product', {cat6: 'f'}],
    // Category lists of one to three segments.
    ['/shop', 'category', {cat1: 'shop'}],
    ['/shop/new-arrivals', 'category', {cat1: 'shop', cat2: 'new-arrivals'}],
    ['/shop/bottoms/leggings', 'category', {cat3: 'leggings'}],
    ['/sale', 'category']
]

describe('route table (spec 001 §2.1, spec 000 §2)', () => {
    // Jest passes `done` to callbacks with fewer arguments than the row, so every row carries its params.
    const rows = cases.map(([path, page, params]) => [path, page, params ?? {}] as const)
    test.each(rows)('%s reaches the %s page', (path, page, params) => {
        const match = matchRoute(path, testConfig)
        expect(match?.page).toBe(page)
        expect(match?.params).toMatchObject(params)
    })

    test.each([
        ['/us', 'home', {site: 'us'}],
        ['/eu/fr-FR', 'home', {site: 'eu', locale: 'fr-FR'}],
        ['/au/shop/bottoms/leggings', 'category', {site: 'au', cat3: 'leggings'}],
        ['/us/shop/bottoms/leggings/power-leggings-VL10001.html', 'product', {site: 'us'}],
        [
            '/eu/it-IT/checkout/confirmation/0001',
            'confirmation',
            {site: 'eu', locale: 'it-IT', orderId: '0001'}
        ],
        ['/zh-CN/cart', 'cart', {locale: 'zh-CN'}]
    ] as const)('site and locale prefixes: %s reaches %s', (path, page, params) => {
        const match = matchRoute(path, testConfig)
        expect(match?.page).toBe(page)
        expect(match?.params).toMatchObject(params)
    })

    test('/styleguide is not prefixed: /us/styleguide is a category path, not the design guide', () => {
        expect(matchRoute('/us/styleguide', testConfig)?.page).toBe('category')
    })

    test.each([
        '/a/b/c/d/e/f/g/too-deep-VL1.html',
        '/one/two/three/four',
        '/shop/bottoms/leggings/no-extension'
    ])('%s matches no route (falls through to the not-found page)', (path) => {
        expect(matchRoute(path, testConfig)).toBeUndefined()
    })

    test('exact rows do not swallow longer paths', () => {
        expect(matchRoute('/cart/extra', testConfig)?.page).toBe('category')
        expect(matchRoute('/checkout3ds/x', testConfig)?.page).toBe('category')
    })
})
