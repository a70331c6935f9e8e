/**
 * Test doubles for listing tests: a commerce client whose calls go over HTTP to msw handlers (so requests can
 * be inspected as the platform would see them), and search results shaped like the platform's.
 */
import crossFetch, {Headers, Request, Response} from 'cross-fetch'
import {rest, type RestHandler} from 'msw'
import {contentKeyHandlers} from '../../content/test-utils/content-handlers'

export const COMMERCE_ORIGIN = 'http://commerce.test'

/** jsdom has no fetch; the controller client and the fake commerce client use it (msw intercepts it). */
export const installFetch = () => {
    if (typeof globalThis.fetch !== 'function')
        Object.assign(globalThis, {fetch: crossFetch, Headers, Request, Response})
}

const toQuery = (parameters: Record<string, unknown>) => {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(parameters)) {
        if (Array.isArray(value)) value.forEach((entry) => query.append(name, String(entry)))
        else if (value !== undefined) query.append(name, String(value))
    }
    return query.toString()
}

const call = async (path: string, parameters: Record<string, unknown>) => {
    const response = await fetch(`${COMMERCE_ORIGIN}/${path}?${toQuery(parameters)}`)
    // The SDK's errors carry the response, which the catalogue boundary reads for 404s.
    if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), {response})
    return (await response.json()) as unknown
}

interface Options {
    parameters: Record<string, unknown>
}

export const fakeCommerceClient = {
    productSearch: ({parameters}: Options) => call('product-search', parameters),
    getSearchSuggestions: ({parameters}: Options) => call('search-suggestions', parameters),
    getCategory: ({parameters}: Options) => call(`categories/${String(parameters.id)}`, parameters),
    getProducts: ({parameters}: Options) => call('products', parameters)
}

/** The module doubles for `jest.mock('@salesforce/commerce-sdk-react', ...)`. */
export const commerceSdkMock = {
    useCommerceApi: () => fakeCommerceClient,
    useAccessToken: () => ({getTokenWhenReady: () => Promise.resolve('token')})
}

export interface HitOptions {
    productId: string
    productName?: string
}

export const searchHit = ({productId, productName = `Product ${productId}`}: HitOptions) => ({
    productId,
    productName,
    currency: 'GBP',
    price: 48,
    image: {link: `http://images.test/${productId}.jpg`, alt: productName},
    representedProduct: {id: `${productId}-black-m`},
    variants: [{productId: `${productId}-black-m`, variationValues: {color: 'black', size: 'M'}}],
    c_productInfo: {masterId: productId, primaryCategoryId: 'leggings'}
})

export const REFINEMENTS = [
    {
        attributeId: 'c_refinementColor',
        label: 'Colour',
        values: [
            {value: 'Black', label: 'Black', hitCount: 30, presentationId: 'black'},
            {value: 'Pink', label: 'Pink', hitCount: 0, presentationId: 'pink'},
            {value: 'Green', label: 'Green', hitCount: 4, presentationId: 'green'}
        ]
    },
    {
        attributeId: 'c_size',
        label: 'Size',
        values: [
            {value: 'S', label: 'S', hitCount: 12},
            {value: 'M', label: 'M', hitCount: 20}
        ]
    },
    {
        attributeId: 'price',
        label: 'Price',
        values: [
            {value: '(0..50)', label: '£0 - £49.99', hitCount: 10},
            {value: '(50..100)', label: '£50 - £99.99', hitCount: 44}
        ]
    },
    {attributeId: 'c_isSale', label: 'Sale', values: [{value: 'true', label: 'Sale', hitCount: 3}]},
    {attributeId: 'c_legLength', label: 'Leg Length', values: [{value: '7/8', label: '7/8', hitCount: 0}]}
]

/** A page of a listing with `total` products: hits P{offset}..P{offset + limit - 1}. */
export const searchResult = ({
    total = 54,
    offset = 0,
    limit = 24,
    q = '',
    extra = {}
}: {
    total?: number
    offset?: number
    limit?: number
    q?: string
    extra?: Record<string, unknown>
}) => {
    const count = Math.max(0, Math.min(limit, total - offset))
    return {
        total,
        offset,
        limit,
        query: q,
        ...(count
            ? {hits: Array.from({length: count}, (_, index) => searchHit({productId: `P${offset + index}`}))}
            : {}),
        refinements: REFINEMENTS,
        sortingOptions: [
            {id: 'best-matches', label: 'Best Matches'},
            {id: 'price-low-to-high', label: 'Price Low To High'},
            {id: 'newest', label: 'Newest'}
        ],
        searchPhraseSuggestions: {suggestedPhrases: [], suggestedTerms: []},
        ...extra
    }
}

export interface SearchRequest {
    q: string | null
    refine: string[]
    sort: string | null
    offset: number
    limit: number
}

/** Reads a product-search request back as the platform would. */
export const readSearchRequest = (url: URL): SearchRequest => ({
    q: url.searchParams.get('q'),
    refine: url.searchParams.getAll('refine'),
    sort: url.searchParams.get('sort'),
    offset: Number(url.searchParams.get('offset') ?? 0),
    limit: Number(url.searchParams.get('limit') ?? 25)
})

/** A product-search handler that records requests and answers with `respond`. */
export const productSearchHandler = (
    requests: SearchRequest[],
    respond: (request: SearchRequest) => object = ({offset, limit}) => searchResult({offset, limit})
): RestHandler =>
    rest.get(`${COMMERCE_ORIGIN}/product-search`, (req, res, ctx) => {
        const request = readSearchRequest(req.url)
        requests.push(request)
        return res(ctx.json(respond(request) as Record<string, unknown>))
    })

export const CATEGORY_TREE = {
    id: 'root',
    name: 'Storefront Catalog',
    categories: [
        {
            id: 'shop',
            name: 'Shop',
            categories: [
                {
                    id: 'bottoms',
                    name: 'Bottoms',
                    categories: [{id: 'leggings', name: 'Leggings', categories: []}]
                }
            ]
        }
    ]
}

export const categoryHandler = (
    known: Record<string, object> = {leggings: {id: 'leggings', name: 'Leggings'}}
) =>
    rest.get(`${COMMERCE_ORIGIN}/categories/:id`, (req, res, ctx) => {
        const id = String(req.params.id)
        if (id === 'root') return res(ctx.json(CATEGORY_TREE))
        return known[id] ? res(ctx.json(known[id])) : res(ctx.status(404), ctx.json({title: 'Not Found'}))
    })

export const controllerHandlers = ({
    appExclusive = false,
    popular = ['leggings', 'sports bra', 'joggers', 'hoodie']
}: {appExclusive?: boolean; popular?: string[]} = {}) => [
    rest.get('*/PWA-GetPreferences', (_req, res, ctx) =>
        res(ctx.json({isAppExclusiveEnabled: appExclusive}))
    ),
    rest.get('*/PWA-GetPopularSuggestions', (req, res, ctx) =>
        res(
            ctx.json({
                success: true,
                suggestions: popular.slice(0, Number(req.url.searchParams.get('maxSuggestion')))
            })
        )
    ),
    // The category page's 'Complete the look' carousel (its own tests are in components/recommendations).
    rest.get('*/recommendations/categories/:id', (_req, res, ctx) => res(ctx.json({ids: []})))
]

/** No CMS content unless a test adds some. */
export const noContentHandlers = contentKeyHandlers(() => undefined)
