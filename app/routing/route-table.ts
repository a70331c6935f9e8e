/**
 * The storefront's one route table (spec 001 §2.1 plus spec 000 §2), as data. First match wins; `exact`
 * where the spec says so. Every path may be preceded by a site prefix (/us, /eu, /au) and a locale segment,
 * except the rows marked `unprefixed` (matching ignores /styleguide, as it ignores /callback and wildcards).
 */

export type PageId =
    | 'cms-test'
    | 'campaign-landing'
    | 'content-page'
    | 'storytelling-list'
    | 'sets-builder'
    | 'social-gallery'
    | 'student-discount-partner'
    | 'refer-a-friend'
    | 'styleguide'
    | 'home'
    | 'login'
    | 'registration'
    | 'reset-password'
    | 'account'
    | 'order-history'
    | 'saved-cards'
    | 'cart'
    | 'checkout'
    | 'cross-border-confirmation'
    | 'checkout-3ds'
    | 'confirmation'
    | 'app-page'
    | 'app-sign-in'
    | 'shop-finder'
    | 'shop-details'
    | 'search'
    | 'gift-card-balance'
    | 'visualization'
    | 'track-order'
    | 'size-guide'
    | 'placeholder'
    | 'sign-up'
    | 'cookies'
    | 'delivery-returns'
    | 'static-content'
    | 'not-found'
    | 'product'
    | 'category'

export interface RouteRow {
    page: PageId
    paths: string[]
    exact?: boolean
    unprefixed?: boolean
}

/** Product pages: one to seven segments, the last being `{slug}-{productId}.html`. */
const PRODUCT_SEGMENT = ':productSlug([^/]+-[^/]+\\.html)'
const productPaths = [0, 1, 2, 3, 4, 5, 6].map((depth) =>
    ['', ...Array.from({length: depth}, (_, index) => `:cat${index + 1}`), PRODUCT_SEGMENT].join('/')
)

export const ROUTE_TABLE: RouteRow[] = [
    {page: 'cms-test', paths: ['/cms-test-page'], exact: true},
    {
        page: 'campaign-landing',
        paths: [
            '/landing/:deliveryKey',
            '/shop/underwear/sports-bras/power-icon-bras',
            '/shop/bottoms/leggings/leggings-quiz',
            '/shop/underwear/sports-bras/bra-quiz'
        ]
    },
    {page: 'content-page', paths: ['/testing/:deliveryKey']},
    {page: 'content-page', paths: ['/student-discount'], exact: true},
    {page: 'content-page', paths: ['/sb-insiders']},
    {page: 'content-page', paths: ['/activity'], exact: true},
    {
        page: 'content-page',
        paths: [
            '/about-us/our-story',
            '/about-us/our-founder',
            '/responsibility/our-planet',
            '/responsibility/our-people',
            '/responsibility',
            '/content/landing/:deliveryKey',
            '/content/:deliveryKey',
            '/exclusive-offers'
        ]
    },
    {page: 'storytelling-list', paths: ['/shop/landing/:deliveryKey']},
    {page: 'sets-builder', paths: ['/sets-builder/:deliveryKey']},
    {page: 'social-gallery', paths: ['/sportedbyyou'], exact: true},
    {
        page: 'student-discount-partner',
        paths: ['/student-discount/student-beans', '/student-discount/unidays'],
        exact: true
    },
    {page: 'refer-a-friend', paths: ['/refer-a-friend'], exact: true},
    {page: 'styleguide', paths: ['/styleguide'], exact: true, unprefixed: true},
    {page: 'home', paths: ['/'], exact: true},
    {page: 'home', paths: ['/preview/begin']},
    {page: 'login', paths: ['/login'], exact: true},
    {page: 'registration', paths: ['/registration'], exact: true},
    {page: 'reset-password', paths: ['/reset-password'], exact: true},
    {page: 'account', paths: ['/account']},
    {page: 'order-history', paths: ['/orderhistory'], exact: true},
    {page: 'saved-cards', paths: ['/mysavedcards'], exact: true},
    {page: 'cart', paths: ['/cart'], exact: true},
    {page: 'checkout', paths: ['/checkout', '/checkout-delivery', '/checkout-globale'], exact: true},
    {
        page: 'cross-border-confirmation',
        paths: ['/checkout-globale/confirmation/:orderId', '/checkout-globale/confirmation'],
        exact: true
    },
    {page: 'checkout-3ds', paths: ['/checkout3ds'], exact: true},
    {page: 'confirmation', paths: ['/checkout/confirmation/:orderId', '/checkout/confirmation'], exact: true},
    {
        page: 'app-page',
        paths: [
            '/mobile-navigation',
            '/mobile-search-menu',
            '/enable-push-notification',
            '/enable-location',
            '/consent-preferences'
        ],
        exact: true
    },
    {page: 'app-sign-in', paths: ['/sign-in-join-now-web-view.html']},
    {page: 'shop-finder', paths: ['/shop-finder'], exact: true},
    {page: 'shop-details', paths: ['/shop-details/:store']},
    {page: 'search', paths: ['/search']},
    {page: 'gift-card-balance', paths: ['/checkgiftbalance'], exact: true},
    {page: 'visualization', paths: ['/visualization']},
    {page: 'track-order', paths: ['/track-order']},
    {page: 'size-guide', paths: ['/size-guide/:productId?']},
    {page: 'placeholder', paths: ['/careers', '/shop/underwear/sports-bras/bra-measurement-guide']},
    {page: 'sign-up', paths: ['/sign-up/:deliveryKey', '/strava-challenge', '/rphm', '/customersurvey']},
    {page: 'cookies', paths: ['/cookies.html'], exact: true},
    {page: 'delivery-returns', paths: ['/delivery-returns.html']},
    {
        page: 'static-content',
        paths: [
            '/terms-and-conditions',
            '/Terms-conditions-wholesale.html',
            '/security-privacy.html',
            '/accessibility.html',
            '/affiliates.html',
            '/anti-human-trafficking-statement',
            '/transparency-in-supply-chain'
        ],
        exact: true
    },
    {page: 'not-found', paths: ['/404'], exact: true},
    {page: 'product', paths: ['/product/:productId', '/products/:productId'], exact: true},
    {page: 'product', paths: productPaths, exact: true},
    {page: 'category', paths: ['/:cat1/:cat2?/:cat3?'], exact: true}
]
