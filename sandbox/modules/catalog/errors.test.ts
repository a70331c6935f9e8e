import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogClients, PRODUCTS_API, SEARCH_API, seedProducts} from './testing'

// Error paths with plain fetch: the platform problem shape, 4xx for bad input, never a 500.
let running: RunningSandbox
let token: string
beforeAll(async () => {
    running = await startSandbox()
    token = (await catalogClients(running.origin)).token
})
afterAll(() => running.stop())

const call = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(running.origin + path, {headers: {authorization: `Bearer ${token}`, ...headers}})
    return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
        type: res.headers.get('content-type')
    }
}

const problem = (type: string) => ({
    type: `https://api.commercecloud.salesforce.com/documentation/error/v1/errors/${type}`,
    title: expect.any(String),
    detail: expect.any(String)
})

describe('not found', () => {
    test.each([
        [
            `${PRODUCTS_API}/products/VL00000?siteId=vela-gb`,
            'product-not-found',
            "No product with ID 'VL00000' for site 'vela-gb' could be found."
        ],
        [
            `${PRODUCTS_API}/categories/nope?siteId=vela-gb`,
            'category-not-found',
            "No category with ID 'nope' for site 'vela-gb' could be found."
        ],
        [
            `${PRODUCTS_API}/products/VL10001?siteId=vela-xx`,
            'site-not-found',
            "No site with ID 'vela-xx' could be found."
        ],
        [
            '/product/shopper-products/v1/organizations/f_ecom_other/products/VL10001?siteId=vela-gb',
            'organization-not-found',
            "No organization with ID 'f_ecom_other' could be found."
        ]
    ])('%s answers 404 %s', async (path, type, detail) => {
        const {status, body, type: contentType} = await call(path)
        expect(status).toBe(404)
        expect(contentType).toContain('application/problem+json')
        expect(body).toEqual({...problem(type), detail})
    })
})

describe('bad requests', () => {
    const ids30 = Array.from({length: 30}, (_, i) => `VL${10001 + i}`).join(',')
    test.each([
        ['missing siteId', `${PRODUCTS_API}/products/VL10001`, 'missing-parameters'],
        ['30 ids (limit 24)', `${PRODUCTS_API}/products?siteId=vela-gb&ids=${ids30}`, 'bad-request'],
        ['no ids', `${PRODUCTS_API}/products?siteId=vela-gb`, 'missing-parameters'],
        [
            'unknown currency',
            `${PRODUCTS_API}/products/VL10001?siteId=vela-gb&currency=XYZ`,
            'invalid-currency'
        ],
        ['levels beyond 4', `${PRODUCTS_API}/categories/root?siteId=vela-gb&levels=9`, 'bad-request'],
        ['levels not a number', `${PRODUCTS_API}/categories/root?siteId=vela-gb&levels=two`, 'bad-request'],
        [
            'allImages not a boolean',
            `${PRODUCTS_API}/products/VL10001?siteId=vela-gb&allImages=maybe`,
            'bad-request'
        ],
        ['negative offset', `${SEARCH_API}/product-search?siteId=vela-gb&offset=-1`, 'bad-request'],
        ['garbage offset', `${SEARCH_API}/product-search?siteId=vela-gb&offset=abc`, 'bad-request'],
        ['fractional limit', `${SEARCH_API}/product-search?siteId=vela-gb&limit=2.5`, 'bad-request'],
        ['limit 0', `${SEARCH_API}/product-search?siteId=vela-gb&limit=0`, 'bad-request'],
        ['limit over 200', `${SEARCH_API}/product-search?siteId=vela-gb&limit=201`, 'bad-request'],
        [
            'refine without a value',
            `${SEARCH_API}/product-search?siteId=vela-gb&refine=cgid=`,
            'invalid-refinement'
        ],
        [
            'refine without =',
            `${SEARCH_API}/product-search?siteId=vela-gb&refine=leggings`,
            'invalid-refinement'
        ],
        [
            'malformed price range',
            `${SEARCH_API}/product-search?siteId=vela-gb&refine=price=cheap`,
            'invalid-refinement'
        ],
        [
            'non-boolean flag',
            `${SEARCH_API}/product-search?siteId=vela-gb&refine=c_isSale=yes`,
            'invalid-refinement'
        ],
        ['suggestions without q', `${SEARCH_API}/search-suggestions?siteId=vela-gb`, 'missing-parameters'],
        [
            'suggestion limit 50',
            `${SEARCH_API}/search-suggestions?siteId=vela-gb&q=leg&limit=50`,
            'bad-request'
        ]
    ])('%s is a 400', async (_label, path, type) => {
        const {status, body} = await call(path)
        expect(status).toBe(400)
        expect(body).toEqual(problem(type))
    })
})

describe('tolerated input', () => {
    test('unknown refine attributes and c_ parameters are ignored', async () => {
        const plain = await call(`${SEARCH_API}/product-search?siteId=vela-gb&refine=cgid=leggings`)
        const extra = await call(
            `${SEARCH_API}/product-search?siteId=vela-gb&refine=cgid=leggings&refine=c_unknown=1&refine=brand=x&c_cache_breaker=123`
        )
        expect(extra.status).toBe(200)
        expect(extra.body.total).toBe(plain.body.total)
        expect(extra.body.selectedRefinements).toEqual({cgid: 'leggings'})
    })

    test('an unknown sort falls back to best matches; a store filter (ilids) is accepted', async () => {
        const {status, body} = await call(
            `${SEARCH_API}/product-search?siteId=vela-gb&sort=cheapest&refine=ilids=store1`
        )
        expect(status).toBe(200)
        expect(body.selectedSortingOption).toBe('best-matches')
    })

    test('requests without a token are served (scripts, seeding); ids may repeat', async () => {
        const res = await fetch(
            `${running.origin}${PRODUCTS_API}/products?siteId=vela-gb&ids=VL10001,VL10001`
        )
        expect(res.status).toBe(200)
        expect(((await res.json()) as {total: number}).total).toBe(1)
    })
})

describe('authorization', () => {
    test.each([
        ['a malformed header', 'Bearer not-a-jwt'],
        ['a forged token', 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
        ['another scheme', 'Basic dXNlcjpwYXNz']
    ])('%s is a 401', async (_label, header) => {
        const {status, body} = await call(
            `${PRODUCTS_API}/products/${seedProducts.signature.id}?siteId=vela-gb`,
            {
                authorization: header
            }
        )
        expect(status).toBe(401)
        expect(body).toEqual(problem('unauthorized'))
    })
})

describe('never a 500', () => {
    const garbage = [
        `${SEARCH_API}/product-search?siteId=vela-gb&q=${encodeURIComponent('%%%"\'<script>')}`,
        `${SEARCH_API}/product-search?siteId=vela-gb&q=${'a'.repeat(300)}`,
        `${SEARCH_API}/product-search?siteId=vela-gb&refine=price=(50..10)`,
        `${SEARCH_API}/product-search?siteId=vela-gb&refine=cgid=nope&refine=c_refinementColor=Nope`,
        `${SEARCH_API}/product-search?siteId=vela-gb&q=&refine=htype=set`,
        `${SEARCH_API}/product-search?siteId=vela-gb&locale=xx_garbage&currency=usd`,
        `${SEARCH_API}/product-search?siteId=vela-gb&siteId=vela-us`,
        `${SEARCH_API}/product-search?siteId=vela-gb&offset=99999999999`,
        `${SEARCH_API}/search-suggestions?siteId=vela-gb&q=${encodeURIComponent('🙂🙂')}`,
        `${PRODUCTS_API}/products/${encodeURIComponent(
            '../../etc'
        )}?siteId=vela-gb&expand=nonsense&imgTypes=huge`,
        `${PRODUCTS_API}/products?siteId=vela-gb&ids=,,,`,
        `${PRODUCTS_API}/categories?siteId=vela-gb&ids=root&levels=-1`
    ]
    test.each(garbage.map((path) => [path]))('%s', async (path) => {
        const {status} = await call(path)
        expect(status).toBeLessThan(500)
    })
})
