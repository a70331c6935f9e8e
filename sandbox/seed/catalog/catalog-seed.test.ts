import {CATEGORY_TREE, categoryPath, type CategoryNode} from '../category-tree'
import {COLOURS, PRODUCT_KINDS} from '../palette'
import {CATEGORY_NAMES} from './category-text'
import {PRODUCT_FAMILIES} from './families'
import {GIFT_CARD_AMOUNTS} from './gift-cards'
import {DIGITAL_GIFT_CARD_ID, PHYSICAL_GIFT_CARD_ID} from './ids'
import {generateCatalog} from './index'
import {CATALOG_LOCALES} from './locales'
import {CURRENCIES, priceBookId} from './pricing'
import type {SeedProduct} from './types'

const catalog = generateCatalog()
const masters = catalog.products
const allCategoryIds = (node: CategoryNode = CATEGORY_TREE): string[] => [
    node.id,
    ...(node.children ?? []).flatMap((child) => allCategoryIds(child))
]
const priceIndex = new Map(catalog.prices.map((p) => [`${p.priceBookId}|${p.productId}`, p.amount]))
const priceIn = (bookId: string, ids: string[]) =>
    ids.map((id) => priceIndex.get(`${bookId}|${id}`)).find((amount) => amount !== undefined)
const listPrice = (product: SeedProduct, currency: string, variantIndex = 0) => {
    const variant = product.variants[variantIndex]
    const group = variant && product.colours.find((g) => g.colourId === variant.colourId)
    return priceIn(
        priceBookId(currency, 'list'),
        [variant?.id, group?.id, product.id].filter(Boolean) as string[]
    )
}
const count = (predicate: (p: SeedProduct) => boolean) => masters.filter(predicate).length

describe('catalogue seed: size and coverage', () => {
    test('has at least 250 products, every family and every media kind', () => {
        expect(masters.length).toBeGreaterThanOrEqual(250)
        for (const family of PRODUCT_FAMILIES)
            expect(count((p) => p.familyId === family.id)).toBe(family.count)
        const kinds = new Set(masters.map((p) => p.kind))
        for (const kind of PRODUCT_KINDS) expect(kinds).toContain(kind)
    })

    test.each([
        ['on sale', (p: SeedProduct) => p.colours.some((g) => g.onSale), 40],
        ['new', (p: SeedProduct) => p.attributes.c_isNew, 30],
        ['bestsellers', (p: SeedProduct) => p.attributes.c_isBestseller, 30],
        ['insiders lines', (p: SeedProduct) => p.insiders, 30],
        [
            'sold out',
            (p: SeedProduct) => p.variants.length > 0 && p.variants.every((v) => v.stockLevel === 0),
            10
        ],
        ['coming soon', (p: SeedProduct) => p.attributes.c_comingSoon, 5],
        ['app exclusive', (p: SeedProduct) => p.attributes.c_isAppExclusive, 3],
        ['hidden from recommendations', (p: SeedProduct) => p.attributes.c_isHideProduct, 3],
        ['markdown price hidden', (p: SeedProduct) => p.attributes.c_hideMarkdownPrice, 5],
        [
            'with promos incl. hidden ones',
            (p: SeedProduct) => p.attributes.c_promos.some((x) => x.hideProduct),
            3
        ],
        ['priced 100 or more', (p: SeedProduct) => p.gbpListPrice >= 100, 2],
        [
            'with a partial sale (some colours only)',
            (p: SeedProduct) => p.attributes.c_priceTemplate === 'range',
            3
        ]
    ])('has products %s', (_label, predicate, minimum) => {
        expect(count(predicate)).toBeGreaterThanOrEqual(minimum)
    })

    test.each([[['7-8']], [['full-length']], [['7-8', 'full-length']], [['petite', '7-8', 'full-length']]])(
        'has leggings with leg lengths %j',
        (lengths) => {
            const leggings = masters.filter(
                (p) => p.familyId === 'leggings' && p.legLengths.join() === lengths.join()
            )
            expect(leggings.length).toBeGreaterThan(0)
        }
    )

    test('quotes the signature product names', () => {
        const names = masters.map((p) => p.name.default)
        expect(names).toEqual(expect.arrayContaining(['Power 7/8 Gym Leggings', 'Super Soft Yoga Leggings']))
        expect(new Set(names).size).toBe(names.length)
    })

    test('clothing has a fit rating between 1 and 5; accessories have none', () => {
        const isClothing = (p: SeedProduct) =>
            PRODUCT_FAMILIES.find((f) => f.id === p.familyId)?.clothing === true
        const ratings = masters.filter(isClothing).map((p) => p.attributes.c_fitRating ?? 0)
        expect(Math.min(...ratings)).toBeGreaterThanOrEqual(1)
        expect(Math.max(...ratings)).toBeLessThanOrEqual(5)
        expect(masters.filter((p) => !isClothing(p)).map((p) => p.attributes.c_fitRating)).toEqual(
            masters.filter((p) => !isClothing(p)).map(() => undefined)
        )
    })
})

describe('catalogue seed: structure', () => {
    test('ids are unique and hyphen-free (product URLs end in -{id}.html)', () => {
        const ids = masters.flatMap((p) => [
            p.id,
            ...p.colours.map((g) => g.id),
            ...p.variants.map((v) => v.id)
        ])
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(id).toMatch(/^VL\d{5}[A-Z0-9_]*$/)
    })

    test('every colour group is a palette colour with variants, so the media host can draw its images', () => {
        const palette = new Set(COLOURS.map((c) => c.id))
        for (const product of masters.filter((p) => p.type === 'master')) {
            expect(product.colours.length).toBeGreaterThan(0)
            for (const group of product.colours) {
                expect(palette).toContain(group.colourId)
                expect(product.variants.some((v) => v.colourId === group.colourId)).toBe(true)
            }
            expect(product.variants).toHaveLength(
                product.colours.length * product.sizes.length * Math.max(1, product.legLengths.length)
            )
        }
    })

    test('every product sits in existing categories, its primary category among them', () => {
        const known = new Set(allCategoryIds())
        for (const product of masters) {
            expect(product.categoryIds).toContain(product.primaryCategoryId)
            for (const id of product.categoryIds) expect(known).toContain(id)
        }
        for (const product of masters.filter((p) => p.colours.some((g) => g.onSale))) {
            expect(product.categoryIds.some((id) => categoryPath(id)?.startsWith('/sale'))).toBe(true)
        }
    })

    test('every category has a name in every catalogue locale', () => {
        for (const id of allCategoryIds()) {
            for (const locale of CATALOG_LOCALES.filter((l) => l !== 'en-US')) {
                expect(CATEGORY_NAMES[id]?.[locale]).toBeTruthy()
            }
        }
    })

    test('product names are translated into French, Italian, Chinese and Japanese', () => {
        for (const product of masters) {
            for (const locale of ['fr-FR', 'it-IT', 'zh-CN', 'ja-JP'] as const) {
                expect(product.name[locale] ?? product.name.default).toBeTruthy()
            }
        }
        expect(masters[0].name['fr-FR']).toBe('Legging de sport Power 7/8')
    })
})

describe('catalogue seed: prices', () => {
    test.each(CURRENCIES.map((currency) => [currency]))(
        'every sellable product has a %s list price',
        (currency) => {
            for (const product of masters) {
                const rows = product.variants.length ? product.variants.map((_, i) => i) : [0]
                for (const row of rows) expect(listPrice(product, currency, row)).toBeGreaterThan(0)
            }
        }
    )

    test.each([
        ['GBP', /\.00$/],
        ['USD', /\.00$/],
        ['EUR', /\.95$/],
        ['AUD', /\.95$/]
    ])('%s prices end the region’s way', (currency, ending) => {
        const books = [
            priceBookId(currency, 'list'),
            priceBookId(currency, 'sale'),
            priceBookId(currency, 'insiders')
        ]
        const giftCards = new Set(
            masters
                .filter((p) => p.attributes.c_isGiftVoucher)
                .flatMap((p) => [p.id, ...p.variants.map((v) => v.id)])
        )
        for (const price of catalog.prices.filter(
            (p) => books.includes(p.priceBookId) && !giftCards.has(p.productId)
        )) {
            expect(price.amount.toFixed(2)).toMatch(ending)
        }
    })

    test('sale and insiders prices are below the list price in every currency', () => {
        for (const product of masters.filter((p) => !p.attributes.c_isGiftVoucher)) {
            for (const currency of CURRENCIES) {
                const list = priceIn(priceBookId(currency, 'list'), [product.id]) ?? 0
                for (const group of product.colours.filter((g) => g.onSale)) {
                    expect(priceIn(priceBookId(currency, 'sale'), [group.id])).toBeLessThan(list)
                }
                const insiders = product.insiders
                    ? priceIn(priceBookId(currency, 'insiders'), [product.id])
                    : 0
                expect(insiders).toBeLessThan(list)
            }
        }
    })

    test('gift cards: physical values as sizes, digital as an item, in every currency', () => {
        const physical = masters.find((p) => p.id === PHYSICAL_GIFT_CARD_ID)
        const digital = masters.find((p) => p.id === DIGITAL_GIFT_CARD_ID)
        expect(physical?.sizes).toEqual(GIFT_CARD_AMOUNTS.map(String))
        expect(GIFT_CARD_AMOUNTS).toEqual([10, 25, 50, 100, 150, 200])
        expect(digital?.type).toBe('item')
        for (const card of [physical, digital]) {
            expect(card?.attributes.c_isGiftVoucher).toBe(true)
        }
        for (const currency of CURRENCIES) {
            expect(physical?.variants.map((_, i) => listPrice(physical, currency, i))).toEqual(
                GIFT_CARD_AMOUNTS
            )
        }
    })

    test('price books are named by currency plus list/sale suffix, with an insiders book per currency', () => {
        expect(catalog.priceBooks.map((b) => b.id).sort()).toEqual(
            CURRENCIES.flatMap((c) =>
                ['list', 'sale', 'insiders'].map((k) => `${c.toLowerCase()}-${k}`)
            ).sort()
        )
        expect(catalog.priceBooks.filter((b) => b.customerGroup === 'MKT_SBINSIDERS')).toHaveLength(4)
    })
})

describe('catalogue seed: determinism', () => {
    test('two generations are identical', () => {
        expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify(catalog))
    })

    test('another seed name gives another catalogue with the same ids', () => {
        const other = generateCatalog('another-seed')
        expect(other.products.map((p) => p.id)).toEqual(masters.map((p) => p.id))
        expect(JSON.stringify(other)).not.toBe(JSON.stringify(catalog))
    })
})
