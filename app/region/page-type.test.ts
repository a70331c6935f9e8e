import {
    isCheckoutPath,
    isConfirmationOr3dsPath,
    isCountryRoot,
    isFooterlessCheckoutPath,
    isListingPath,
    isProductPath,
    pageTypeFromPath,
    withoutRegionPrefix
} from './page-type'

describe('page type from a path (spec 001 §2.2 "Page types derived from the path")', () => {
    test.each([
        // "A home page is a bare country root (us, eu, au or root)"
        ['/', 'home'],
        ['/us', 'home'],
        ['/eu/', 'home'],
        ['/au', 'home'],
        ['/eu/fr-FR', 'home'],
        ['/?basket=show', 'home'],
        // "sets-builder (contains /sets-builder/)"
        ['/sets-builder/matching-sets', 'sets-builder'],
        ['/us/sets-builder/x', 'sets-builder'],
        // "storystream-gallery (contains /storystream-gallery)"
        ['/content/storystream-gallery', 'storystream-gallery'],
        // "product (last segment ends with a dash, an identifier and .html)"
        ['/shop/bottoms/leggings/power-leggings-VL10001.html', 'product'],
        ['/us/power-leggings-VL10001.html?dwvar_VL10001_color=black', 'product'],
        // "confirmation (contains confirmation)"
        ['/checkout/confirmation/00012345', 'confirmation'],
        ['/checkout-globale/confirmation', 'confirmation'],
        ['/cart', 'basket'],
        ['/checkout', 'checkout'],
        ['/checkout-delivery?stage=shipping', 'checkout'],
        ['/checkout3ds', 'checkout'],
        ['/account', 'account'],
        ['/account/orders', 'account'],
        // "category (also used for search)"; listing pages by /shop, /search or /sale
        ['/shop/new-arrivals', 'category'],
        ['/search?q=bra', 'category'],
        ['/sale', 'category'],
        ['/au/sale/leggings', 'category'],
        ['/security-privacy.html', 'other'],
        ['/sign-in-join-now-web-view.html', 'other'],
        ['/shopping-guide', 'other'],
        ['/login', 'other']
    ])('%s is a %s page', (path, type) => {
        expect(pageTypeFromPath(path)).toBe(type)
    })

    test.each([
        ['/shop', true],
        ['/eu/shop/tops', true],
        ['/search', true],
        ['/sale/x', true],
        ['/shopping', false],
        ['/cart', false]
    ])('isListingPath(%s) is %s', (path, expected) => {
        expect(isListingPath(path)).toBe(expected)
    })

    test.each([
        ['/a-1.html', true],
        ['/x/y/tee-VL2.html', true],
        ['/accessibility.html', false],
        ['/product-.html', false],
        ['/', false]
    ])('isProductPath(%s) is %s', (path, expected) => {
        expect(isProductPath(path)).toBe(expected)
    })

    test.each([
        ['/us', true],
        ['/eu/it-IT/', true],
        ['/zh-CN', true],
        ['/gb', false],
        ['/us/shop', false]
    ])('isCountryRoot(%s) is %s', (path, expected) => {
        expect(isCountryRoot(path)).toBe(expected)
    })

    test.each([
        ['/checkout', true],
        ['/checkout/confirmation/1', true],
        ['/eu/checkout-delivery', true],
        ['/checkout3ds', true],
        ['/checkout-globale/confirmation', true],
        ['/cart', false],
        ['/checkoutx', false]
    ])('checkout pages get the reduced header: %s is %s', (path, expected) => {
        expect(isCheckoutPath(path)).toBe(expected)
    })

    test('"the 3ds and global-checkout variants have no footer"', () => {
        expect(isFooterlessCheckoutPath('/checkout3ds')).toBe(true)
        expect(isFooterlessCheckoutPath('/us/checkout-globale')).toBe(true)
        expect(isFooterlessCheckoutPath('/checkout')).toBe(false)
    })

    test.each([
        ['/checkout/confirmation/1', true],
        ['/checkout3ds?x=1', true],
        ['/confirmation', true],
        ['/checkout', false]
    ])(
        '"Confirmation and 3-D Secure pages are recognised by /confirmation or /checkout3ds": %s',
        (path, expected) => {
            expect(isConfirmationOr3dsPath(path)).toBe(expected)
        }
    )

    test('withoutRegionPrefix drops site, locale, query and hash', () => {
        expect(withoutRegionPrefix('/eu/fr-FR/shop?x=1#y')).toBe('/shop')
        expect(withoutRegionPrefix('https://x.example/us/cart')).toBe('/cart')
    })
})
