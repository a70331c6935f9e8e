import type {ShopperSearch, ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogClients, seedProducts} from './testing'

// Shopper Search through commerce-sdk-isomorphic; `refine` goes out repeated, as the storefront sends it.
type Search = ShopperSearch<
    Record<string, unknown> & {organizationId: string; siteId: string; shortCode: string}
>
type Result = ShopperSearchTypes.ProductSearchResult

let running: RunningSandbox
let gb: Search
let eu: Search
beforeAll(async () => {
    running = await startSandbox()
    gb = (await catalogClients(running.origin)).search as Search
    eu = (await catalogClients(running.origin, {siteId: 'vela-eu'})).search as Search
})
afterAll(() => running.stop())

const search = (
    params: {q?: string; refine?: string[]; sort?: string; offset?: number; limit?: number; locale?: string},
    client = gb
) =>
    client.productSearch({
        parameters: {...params, refine: params.refine as unknown as string}
    }) as Promise<Result>

const values = (result: Result, attributeId: string) =>
    result.refinements.find((r) => r.attributeId === attributeId)?.values ?? []
const hitCount = (result: Result, attributeId: string, value: string) =>
    values(result, attributeId).find((v) => v.value === value)?.hitCount ?? 0
const info = (hit: ShopperSearchTypes.ProductSearchHit) => hit.c_productInfo as Record<string, unknown>

describe('listing a category', () => {
    test('returns master hits with tile data, the sibling categories and every facet', async () => {
        const result = await search({refine: ['cgid=leggings', 'htype=master'], limit: 24})
        expect(result.total).toBeGreaterThan(24)
        expect(result.hits).toHaveLength(24)
        expect(result.limit).toBe(24)
        expect(result.offset).toBe(0)
        const hit = result.hits[0]
        expect(hit).toMatchObject({
            productType: {master: true},
            hitType: 'master',
            currency: 'GBP',
            orderable: true
        })
        expect(hit.representedProduct?.id).toMatch(new RegExp(`^${hit.productId}_`))
        expect(hit.imageGroups?.map((g) => g.viewType)).toEqual(expect.arrayContaining(['medium', 'swatch']))
        expect(hit.variants?.length).toBeGreaterThan(0)
        expect(hit.variationAttributes?.[0].id).toBe('color')
        expect(info(hit)).toMatchObject({primaryCategoryId: 'leggings', productType: 'leggings'})
        expect(values(result, 'cgid').map((v) => v.value)).toEqual(['leggings', 'joggers', 'shorts'])
        expect(result.refinements.map((r) => r.attributeId)).toEqual(
            expect.arrayContaining(['cgid', 'c_refinementColor', 'c_size', 'c_legLength', 'price'])
        )
        expect(result.selectedRefinements).toEqual({cgid: 'leggings', htype: 'master'})
        expect(result.selectedSortingOption).toBe('best-matches')
        expect(result.sortingOptions.map((o) => o.id)).toEqual([
            'best-matches',
            'price-low-to-high',
            'price-high-to-low',
            'newest',
            'top-rated'
        ])
    })

    test('every colour value has a presentation id, and values without hits are not listed', async () => {
        const result = await search({refine: ['cgid=bottoms']})
        for (const value of values(result, 'c_refinementColor')) {
            expect(value.presentationId).toBe(value.value.toLowerCase())
            expect(value.hitCount).toBeGreaterThan(0)
        }
    })
})

describe('faceting', () => {
    const base = ['cgid=bottoms']

    test.each([
        ['c_refinementColor', 'Black'],
        ['c_refinementColor', 'Blue'],
        ['c_size', 'XXS'],
        ['c_legLength', 'petite'],
        ['c_productType', 'shorts'],
        ['price', '(25..50)'],
        ['c_isSale', 'true']
    ])('selecting %s=%s yields exactly its advertised hit count', async (attribute, value) => {
        const before = await search({refine: base})
        const expected = hitCount(before, attribute, value)
        expect(expected).toBeGreaterThan(0)
        const after = await search({refine: [...base, `${attribute}=${value}`]})
        expect(after.total).toBe(expected)
    })

    test('a facet keeps counting its other values while one is selected (multi-select)', async () => {
        const withBlack = await search({refine: [...base, 'c_refinementColor=Black', 'c_size=M']})
        const blueOnly = await search({refine: [...base, 'c_refinementColor=Blue', 'c_size=M']})
        expect(hitCount(withBlack, 'c_refinementColor', 'Blue')).toBe(blueOnly.total)
        const either = await search({refine: [...base, 'c_refinementColor=Black|Blue', 'c_size=M']})
        expect(either.total).toBeGreaterThanOrEqual(Math.max(withBlack.total, blueOnly.total))
        expect(either.total).toBeLessThanOrEqual(withBlack.total + blueOnly.total)
        expect(either.selectedRefinements).toMatchObject({c_refinementColor: 'Black|Blue', c_size: 'M'})
    })

    test('colour, size and leg length must hold for one and the same variant', async () => {
        const result = await search({
            refine: ['cgid=leggings', 'c_legLength=petite', 'c_refinementColor=Black'],
            limit: 50
        })
        for (const hit of result.hits ?? []) {
            expect(info(hit).legLengths).toContain('petite')
            expect(hit.representedProduct?.id).toMatch(/_BLK_PT_/)
        }
    })

    test.each([
        ['c_isSale=true', (hit: ShopperSearchTypes.ProductSearchHit) => hit.c_isSale === true],
        ['c_isNew=true', (hit: ShopperSearchTypes.ProductSearchHit) => hit.c_isNew === true],
        ['isAppExclusive=false', (hit: ShopperSearchTypes.ProductSearchHit) => hit.c_isAppExclusive === false]
    ])('%s keeps only matching products', async (refine, predicate) => {
        const result = await search({refine: [refine], limit: 200})
        expect(result.total).toBeGreaterThan(0)
        expect(result.hits?.every(predicate)).toBe(true)
    })
})

describe('sorting and paging', () => {
    const priceOf = (hit: ShopperSearchTypes.ProductSearchHit) => hit.price ?? 0

    test.each([
        [
            'price-low-to-high',
            (a: ShopperSearchTypes.ProductSearchHit, b: ShopperSearchTypes.ProductSearchHit) =>
                priceOf(a) <= priceOf(b)
        ],
        [
            'price-high-to-low',
            (a: ShopperSearchTypes.ProductSearchHit, b: ShopperSearchTypes.ProductSearchHit) =>
                priceOf(a) >= priceOf(b)
        ],
        [
            'newest',
            (a: ShopperSearchTypes.ProductSearchHit, b: ShopperSearchTypes.ProductSearchHit) =>
                String(info(a).launchDate) >= String(info(b).launchDate)
        ],
        [
            'top-rated',
            (a: ShopperSearchTypes.ProductSearchHit, b: ShopperSearchTypes.ProductSearchHit) =>
                Number(info(a).averageRating) >= Number(info(b).averageRating)
        ]
    ])('%s orders the hits', async (sort, inOrder) => {
        const result = await search({refine: ['cgid=tops'], sort, limit: 200})
        const hits = result.hits ?? []
        expect(result.selectedSortingOption).toBe(sort)
        for (let i = 1; i < hits.length; i++) expect(inOrder(hits[i - 1], hits[i])).toBe(true)
    })

    test('pages join up to the full list', async () => {
        const all = await search({refine: ['cgid=sale'], limit: 200})
        const first = await search({refine: ['cgid=sale'], limit: 20})
        const second = await search({refine: ['cgid=sale'], offset: 20, limit: 20})
        expect([...(first.hits ?? []), ...(second.hits ?? [])].map((h) => h.productId)).toEqual(
            all.hits?.slice(0, 40).map((h) => h.productId)
        )
        const beyond = await search({refine: ['cgid=sale'], offset: all.total})
        expect(beyond.total).toBe(all.total)
        expect(beyond.hits).toBeUndefined()
    })

    test('the default page is 25 hits', async () => {
        const result = await search({})
        expect(result.limit).toBe(25)
        expect(result.hits).toHaveLength(25)
    })
})

describe('text search', () => {
    test.each([
        ['power leggings', 'en-GB', /^Power .*Leggings$/],
        ['tights', 'en-GB', /Leggings$/],
        ['brassière', 'fr-FR', /^Brassière de sport/],
        ['瑜伽', 'zh-CN', /瑜伽/]
    ])('"%s" (%s) finds matching products first', async (q, locale, name) => {
        const client = locale === 'fr-FR' ? eu : gb
        const result = await search({q, locale}, client)
        expect(result.total).toBeGreaterThan(0)
        expect(result.hits?.[0].productName).toMatch(name)
        expect(result.query).toBe(q)
    })

    test('a script-like query gets no phrase built from its markup ("sculpt alert sculpt")', async () => {
        const result = await search({q: "<script>alert('sculpt')</script>"})
        expect(result.total).toBe(0)
        expect(result.searchPhraseSuggestions.suggestedPhrases).toBeUndefined()
    })

    test('no match: no hits, a corrected phrase suggested', async () => {
        const result = await search({q: 'leginsg'})
        expect(result.total).toBe(0)
        expect(result.hits).toBeUndefined()
        expect(result.searchPhraseSuggestions.suggestedPhrases?.[0].phrase).toBe('legging')
    })

    test.each([
        ['gift card', '/shop/gifts/gift-cards'],
        ['Size Guide', '/size-guide']
    ])('"%s" carries a redirect to %s', async (q, target) => {
        const result = await search({q})
        expect(result.c_redirect).toBe(target)
    })

    test('sold-out products stay hidden unless searchable when unavailable; coming soon ones show', async () => {
        const soldOut = await search({q: seedProducts.soldOut.name.default, limit: 200})
        const comingSoon = await search({q: seedProducts.comingSoon.name.default, limit: 200})
        expect(soldOut.hits?.map((h) => h.productId) ?? []).not.toContain(seedProducts.soldOut.id)
        expect(comingSoon.hits?.map((h) => h.productId)).toContain(seedProducts.comingSoon.id)
    })
})

describe('gift card listing', () => {
    // Issue #13: "The Gift Cards listing offers Colour and Size filters" (a card's design and values are not
    // what shoppers filter gift cards by).
    test('offers no colour, size or leg length filters; accessories beside them still have colours', async () => {
        const cards = await search({refine: ['cgid=gift-cards']})
        const ids = cards.refinements.map((refinement) => refinement.attributeId)
        expect(cards.total).toBeGreaterThan(0)
        expect(ids).not.toContain('c_refinementColor')
        expect(ids).not.toContain('c_size')
        expect(ids).not.toContain('c_legLength')
        const gifts = await search({refine: ['cgid=gifts-under-50']})
        expect(values(gifts, 'c_refinementColor').length).toBeGreaterThan(0)
    })
})

describe('search suggestions', () => {
    test('suggest products, categories and popular phrases for a partial word', async () => {
        const result = await gb.getSearchSuggestions({parameters: {q: 'legg'}})
        expect(result.searchPhrase).toBe('legg')
        expect(result.categorySuggestions?.categories?.map((c) => c.id)).toContain('leggings')
        expect(result.productSuggestions?.products?.length).toBeGreaterThan(0)
        expect(result.productSuggestions?.products?.[0]).toMatchObject({
            currency: 'GBP',
            price: expect.any(Number)
        })
        expect(result.einsteinSuggestedPhrases?.popularSearchPhrases?.map((p) => p.phrase)).toContain(
            'leggings'
        )
    })
})
