import type {Clock} from '../../core/context'
import {createSandbox} from '../../core/create'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {adjustStock, findSellableProduct, productIdsInCategory, productPrice, stockLevel} from './queries'
import {PRODUCTS_API, SEARCH_API, seedProducts} from './testing'

// What other modules read from the catalogue, and the stored seed itself.
let now = Date.UTC(2025, 0, 1)
const clock: Clock = {now: () => now}
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({clock})
})
afterAll(() => running.stop())

const db = () => running.sandbox.ctx.db
const ctx = () => running.sandbox.ctx

describe('productIdsInCategory', () => {
    test('lists a category with its sub-categories, best sellers first, up to the limit', () => {
        const bottoms = productIdsInCategory(db(), 'bottoms', 500)
        const leggings = productIdsInCategory(db(), 'leggings', 500)
        const shorts = productIdsInCategory(db(), 'shorts', 500)
        expect(leggings.length).toBeGreaterThan(40)
        expect(bottoms).toEqual(expect.arrayContaining([...leggings, ...shorts]))
        expect(productIdsInCategory(db(), 'bottoms', 6)).toEqual(bottoms.slice(0, 6))
        expect(productIdsInCategory(db(), 'nope', 6)).toEqual([])
    })
})

describe('findSellableProduct and productPrice', () => {
    test('a variant is sellable, with its values, stock and name', () => {
        const variant = seedProducts.signature.variants[0]
        expect(findSellableProduct(ctx(), variant.id, 'it-IT')).toMatchObject({
            productId: variant.id,
            masterId: seedProducts.signature.id,
            type: 'variant',
            sellable: true,
            name: 'Leggings da palestra Power 7/8',
            variationValues: {color: variant.colourId, 'leg-length': '7-8', size: variant.size},
            stockLevel: variant.stockLevel,
            isGiftVoucher: false
        })
        expect(findSellableProduct(ctx(), seedProducts.signature.id)?.sellable).toBe(false)
        expect(findSellableProduct(ctx(), 'VL00000')).toBeUndefined()
    })

    test('a variant inherits its colour’s sale price and its master’s list price', () => {
        const group = seedProducts.fullSale.colours[0]
        const variant = seedProducts.fullSale.variants.find((v) => v.colourId === group.colourId)
        const price = productPrice(ctx(), variant?.id ?? '', 'GBP')
        expect(price?.price).toBeLessThan(price?.standardPrice ?? 0)
        expect(price?.prices).toEqual({'gbp-list': price?.standardPrice, 'gbp-sale': price?.price})
    })

    test('insiders prices apply to the insiders customer group only', () => {
        const variant = seedProducts.insiders.variants[0].id
        const everyone = productPrice(ctx(), variant, 'AUD')
        const insider = productPrice(ctx(), variant, 'AUD', ['Everyone', 'Registered', 'MKT_SBINSIDERS'])
        expect(insider?.price).toBeLessThan(everyone?.price ?? 0)
        expect(insider?.standardPrice).toBe(everyone?.price)
    })
})

describe('stock changes', () => {
    test('products see stock at once; search within a second', async () => {
        const master = seedProducts.threeLengths
        const variant = master.variants.find((v) => v.stockLevel > 0)
        const id = variant?.id ?? ''
        const q = `${SEARCH_API}/product-search?siteId=vela-gb&refine=cgid=leggings&limit=200`
        const listed = async () =>
            ((await (await fetch(running.origin + q)).json()) as {hits: {productId: string}[]}).hits.map(
                (h) => h.productId
            )
        expect(await listed()).toContain(master.id)

        for (const v of master.variants) adjustStock(db(), v.id, -100000)
        expect(stockLevel(db(), id)).toBe(0)
        const product = (await (
            await fetch(`${running.origin}${PRODUCTS_API}/products/${id}?siteId=vela-gb`)
        ).json()) as {
            inventory: {stockLevel: number}
        }
        expect(product.inventory.stockLevel).toBe(0)

        now += 1500
        expect(await listed()).not.toContain(master.id)
        for (const v of master.variants) adjustStock(db(), v.id, v.stockLevel)
        now += 1500
        expect(await listed()).toContain(master.id)
        expect(adjustStock(db(), 'VL00000', 1)).toBeUndefined()
    })
})

describe('stored seed', () => {
    test('two fresh databases hold identical catalogues', () => {
        const dump = () => {
            const sandbox = createSandbox({dataDir: ':memory:'})
            const tables = (
                sandbox.ctx.db
                    .prepare(
                        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'catalog_%' ORDER BY name"
                    )
                    .all() as {name: string}[]
            ).map(({name}) => name)
            const content = tables.map((name) => [
                name,
                sandbox.ctx.db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()
            ])
            sandbox.close()
            return JSON.stringify(content)
        }
        const first = dump()
        expect(first.length).toBeGreaterThan(100000)
        expect(dump()).toBe(first)
    })
})
