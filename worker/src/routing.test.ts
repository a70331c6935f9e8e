import {
    chooseStrategy,
    isCacheableResponse,
    type RequestFacts,
    type Strategy,
    unprefixedPath
} from './routing'

const ORIGIN = 'https://www.vela-active.example'

const request = (path: string, overrides: Partial<RequestFacts> = {}): RequestFacts => ({
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    method: 'GET',
    mode: 'no-cors',
    destination: '',
    ...overrides
})
const navigation = (path: string) => request(path, {mode: 'navigate', destination: 'document'})

describe('chooseStrategy', () => {
    const cases: [string, RequestFacts, Strategy][] = [
        ['home page', navigation('/'), 'page'],
        ['site home', navigation('/eu/fr-FR/'), 'page'],
        ['category page', navigation('/shop/bottoms/leggings?sz=24'), 'page'],
        ['product page', navigation('/us/shop/bottoms/leggings/power-leggings-P123.html'), 'page'],
        ['basket', navigation('/cart'), 'private-page'],
        ['basket on a site', navigation('/au/cart'), 'private-page'],
        ['checkout', navigation('/checkout'), 'private-page'],
        [
            'checkout delivery with locale',
            navigation('/eu/it-IT/checkout-delivery?stage=shipping'),
            'private-page'
        ],
        ['checkout 3-D Secure', navigation('/checkout3ds'), 'private-page'],
        ['order confirmation', navigation('/checkout/confirmation/000123'), 'private-page'],
        ['account', navigation('/account/addresses'), 'private-page'],
        ['login', navigation('/us/login'), 'private-page'],
        ['order history', navigation('/orderhistory'), 'private-page'],
        ['content preview', navigation('/preview/begin?token=x'), 'private-page'],
        ['a category named like an account page is not private', navigation('/shop/accountability'), 'page'],
        ['SLAS callback', navigation('/callback?code=abc&usid=def'), 'passthrough'],
        ['commerce API', request('/mobify/proxy/api/product/shopper-products/v1/x'), 'passthrough'],
        [
            'store controllers',
            request('/mobify/proxy/self/on/demandware.store/Sites-x-Site/en-GB/Cart-Show'),
            'passthrough'
        ],
        ['content API', request('/mobify/proxy/content/content/id/abc'), 'passthrough'],
        ['caching proxy', request('/mobify/caching/api/x'), 'passthrough'],
        ['the worker itself', request('/worker.js', {destination: 'serviceworker'}), 'passthrough'],
        ['bundle script', request('/mobify/bundle/3f2a9c/vendor.js', {destination: 'script'}), 'static'],
        [
            'bundle font',
            request('/mobify/bundle/3f2a9c/static/fonts/inter.woff2', {destination: 'font'}),
            'static'
        ],
        ['same-origin image', request('/static/img/logo.svg', {destination: 'image'}), 'media'],
        ['favicon', request('/favicon.ico'), 'media'],
        [
            'product image on the media host (cross-origin: left to the browser)',
            request('http://localhost:4100/images/p1.jpg', {destination: 'image'}),
            'passthrough'
        ],
        [
            'cross-origin script',
            request('https://cdn.example.com/x.js', {destination: 'script'}),
            'passthrough'
        ],
        ['cross-origin API call', request('https://api.example.com/data'), 'passthrough'],
        ['robots.txt', request('/robots.txt'), 'passthrough'],
        ['video (range requests)', request('/static/hero.mp4', {destination: 'video'}), 'passthrough'],
        ['form post', request('/login', {method: 'POST', mode: 'navigate'}), 'passthrough'],
        ['API write', request('/mobify/proxy/api/baskets', {method: 'POST', mode: 'cors'}), 'passthrough'],
        ['browser extension', request('chrome-extension://abc/script.js'), 'passthrough']
    ]
    test.each(cases)('%s', (_name, facts, expected) => {
        expect(chooseStrategy(facts, ORIGIN)).toBe(expected)
    })
})

describe('unprefixedPath', () => {
    test.each([
        ['/', '/'],
        ['/us', '/'],
        ['/eu/fr-FR/', '/'],
        ['/eu/fr-FR/cart', '/cart'],
        ['/zh-CN/account', '/account'],
        ['/shop/bottoms', '/shop/bottoms']
    ])('%s -> %s', (input, expected) => {
        expect(unprefixedPath(input)).toBe(expected)
    })
})

describe('isCacheableResponse', () => {
    const ok = {status: 200, type: 'basic', cacheControl: 's-maxage=600, stale-while-revalidate=3600'}
    test('a public 200 page is stored', () => {
        expect(isCacheableResponse(ok, 'page')).toBe(true)
    })
    test.each(['private, no-store', 'no-store', 'private, max-age=0'])(
        'Cache-Control %s is never stored',
        (value) => {
            expect(isCacheableResponse({...ok, cacheControl: value}, 'page')).toBe(false)
        }
    )
    test.each([404, 500, 302, 206])('status %s is not stored', (status) => {
        expect(isCacheableResponse({...ok, status}, 'media')).toBe(false)
    })
    test('opaque cross-origin responses are not stored (size unknown, status hidden)', () => {
        expect(isCacheableResponse({...ok, type: 'opaque'}, 'media')).toBe(false)
    })
    test('readable cross-origin media is stored', () => {
        expect(isCacheableResponse({...ok, type: 'cors', cacheControl: null}, 'media')).toBe(true)
    })
    test('private pages and passthrough requests are never stored', () => {
        expect(isCacheableResponse(ok, 'private-page')).toBe(false)
        expect(isCacheableResponse(ok, 'passthrough')).toBe(false)
    })
})
