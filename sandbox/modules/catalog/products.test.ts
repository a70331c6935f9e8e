import type {ShopperProducts} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {DIGITAL_GIFT_CARD_ID, PHYSICAL_GIFT_CARD_ID} from '../../seed/catalog/ids'
import {catalogClients, ORGANIZATION_PATH, seedProducts} from './testing'

// Shopper Products through commerce-sdk-isomorphic, the client library the storefront's SDK is built on.
type Products = ShopperProducts<
    Record<string, unknown> & {organizationId: string; siteId: string; shortCode: string}
>

let running: RunningSandbox
let gb: Products
let eu: Products
let insiderGb: Products
beforeAll(async () => {
    running = await startSandbox()
    gb = (await catalogClients(running.origin)).products as Products
    eu = (await catalogClients(running.origin, {siteId: 'vela-eu'})).products as Products
    insiderGb = (await catalogClients(running.origin, {insider: true})).products as Products
})
afterAll(() => running.stop())

const get = (client: Products, id: string, parameters: Record<string, unknown> = {}) =>
    client.getProduct({parameters: {id, ...parameters}})

describe('getProduct', () => {
    test('a master carries its variation model, images per colour and view type, prices and stock', async () => {
        const master = seedProducts.threeLengths
        const product = await get(gb, master.id, {allImages: true})
        expect(product).toMatchObject({id: master.id, name: 'Super Soft Yoga Leggings', currency: 'GBP'})
        expect(product.type).toEqual({master: true})
        expect(product.master?.masterId).toBe(master.id)
        expect(product.variationAttributes?.map((a) => a.id)).toEqual(['color', 'leg-length', 'size'])
        const lengths = product.variationAttributes?.[1].values?.map((v) => [v.value, v.name])
        expect(lengths).toEqual([
            ['petite', 'Petite'],
            ['7-8', '7/8'],
            ['full-length', 'Full Length']
        ])
        expect(product.variants).toHaveLength(master.variants.length)
        expect(product.variants?.[0]).toMatchObject({
            productId: master.variants[0].id,
            variationValues: {color: master.variants[0].colourId, 'leg-length': 'petite', size: 'XXS'}
        })
        expect(product.variationGroups?.map((g) => g.productId)).toEqual(master.colours.map((g) => g.id))
        for (const viewType of ['large', 'medium', 'small', 'swatch']) {
            const colours = product.imageGroups
                ?.filter((g) => g.viewType === viewType)
                .map((g) => g.variationAttributes?.[0].values?.[0].value)
            expect(colours).toEqual(master.colours.map((g) => g.colourId))
        }
        expect(product.imageGroups?.[0].images[0].link).toMatch(
            /\/images\/products\/leggings\/[a-z0-9-]+\/[a-z-]+\/front\.jpg\?sw=1200$/
        )
        expect(product.inventory).toMatchObject({orderable: true, backorderable: false, preorderable: false})
        expect(product.inventory?.stockLevel).toBeGreaterThan(0)
        expect(product.price).toBeGreaterThan(0)
        expect(product.prices).toHaveProperty('gbp-list')
        expect(product.primaryCategoryId).toBe('leggings')
        expect(product.pageTitle).toBe('Super Soft Yoga Leggings | VELA')
        expect(product.c_addtocartbutton).toEqual({available: true, buttonTitle: 'Add To Bag'})
        expect(product.c_fitRating).toEqual(expect.any(Number))
    })

    test('a variant in the euro zone: French name, EUR price ending .95, its own stock and values', async () => {
        const variant = seedProducts.signature.variants[3]
        const product = await get(eu, variant.id, {locale: 'fr-FR'})
        expect(product.type).toEqual({variant: true})
        expect(product.name).toBe('Legging de sport Power 7/8')
        expect(product.currency).toBe('EUR')
        expect(product.price?.toFixed(2)).toMatch(/\.95$/)
        expect(product.variationValues).toEqual({
            color: variant.colourId,
            'leg-length': '7-8',
            size: variant.size
        })
        expect(product.master?.masterId).toBe(seedProducts.signature.id)
        expect(product.variationAttributes?.[0].name).toBe('Couleur')
        expect(product.inventory?.stockLevel).toBe(variant.stockLevel)
    })

    test('a currency parameter prices in that currency; so does the storefront’s c_currency', async () => {
        const product = await get(gb, seedProducts.signature.id, {currency: 'USD'})
        expect(product.currency).toBe('USD')
        expect(product.prices).toHaveProperty('usd-list')
        const cached = await gb.getProducts({
            parameters: {ids: [seedProducts.signature.id], c_currency: 'AUD'}
        })
        expect(cached.data[0].currency).toBe('AUD')
    })

    test('a colour on sale: sale price below the standard price, flagged c_isSale', async () => {
        const master = seedProducts.partialSale
        const saleGroup = master.colours.find((g) => g.onSale)
        const fullGroup = master.colours.find((g) => !g.onSale)
        const onSale = await get(gb, saleGroup?.id ?? '')
        const notOnSale = await get(gb, fullGroup?.id ?? '')
        expect(onSale.type).toEqual({variationGroup: true})
        expect(onSale.c_isSale).toBe(true)
        expect(onSale.price).toBeLessThan(onSale.c_standardPrice)
        expect(notOnSale.c_isSale).toBe(false)
        expect(notOnSale.c_standardPrice).toBeUndefined()
        const masterDoc = await get(gb, master.id)
        expect(masterDoc.price).toBeLessThan(masterDoc.priceMax ?? 0)
        expect(masterDoc.c_priceTemplate).toBe('range')
    })

    test('insiders see their price book; guests do not', async () => {
        const id = seedProducts.insiders.id
        const guest = await get(gb, id)
        const insider = await get(insiderGb, id)
        expect(guest.prices).not.toHaveProperty('gbp-insiders')
        expect(insider.prices).toHaveProperty('gbp-insiders')
        expect(insider.price).toBeLessThan(guest.price ?? 0)
        expect(insider.price).toBeCloseTo((guest.price ?? 0) * 0.8, 0)
    })

    test('a session customer group set through the Shopper Context API picks its price book', async () => {
        const guest = await catalogClients(running.origin)
        const path = `/shopper/shopper-context/v1${ORGANIZATION_PATH}/shopper-context/${guest.usid}?siteId=vela-gb`
        const res = await fetch(running.origin + path, {
            method: 'PUT',
            headers: {authorization: `Bearer ${guest.token}`, 'content-type': 'application/json'},
            body: JSON.stringify({customerGroupIds: ['MKT_SBINSIDERS']})
        })
        expect(res.status).toBe(201)
        const product = await get(guest.products as Products, seedProducts.insiders.id)
        expect(product.prices).toHaveProperty('gbp-insiders')
    })

    test('sold-out and coming-soon products tell the add-to-bag button what to say', async () => {
        const soldOut = await get(gb, seedProducts.soldOut.id)
        const comingSoon = await get(gb, seedProducts.comingSoon.id)
        expect(soldOut.inventory).toMatchObject({orderable: false, stockLevel: 0})
        expect(soldOut.c_addtocartbutton).toEqual({available: false, buttonTitle: 'Out Of Stock'})
        expect(comingSoon.c_addtocartbutton).toEqual({
            available: false,
            buttonTitle: 'Email me when this is in stock'
        })
        expect(comingSoon.c_searchableIfUnavailable).toBe(true)
        expect(comingSoon.variants?.every((v) => v.orderable === false)).toBe(true)
    })

    test('gift cards: the physical card has values as sizes; the digital card is an item with a value range', async () => {
        const physical = await get(gb, PHYSICAL_GIFT_CARD_ID)
        const digital = await get(gb, DIGITAL_GIFT_CARD_ID)
        expect(
            physical.variationAttributes?.find((a) => a.id === 'size')?.values?.map((v) => v.name)
        ).toEqual(['£10', '£25', '£50', '£100', '£150', '£200'])
        expect(physical.c_isGiftVoucher).toBe(true)
        expect(digital.type).toEqual({item: true})
        expect([digital.price, digital.priceMax]).toEqual([10, 200])
        expect(digital.c_giftCardType).toBe('digital')
    })

    test('expand narrows the document; imgTypes narrows the image groups', async () => {
        const product = await get(gb, seedProducts.signature.id, {expand: ['images'], imgTypes: 'swatch'})
        expect(product.imageGroups?.every((g) => g.viewType === 'swatch')).toBe(true)
        expect(product.price).toBeUndefined()
        expect(product.variants).toBeUndefined()
        expect(product.inventory).toBeUndefined()
    })
})

describe('getProducts', () => {
    test('returns known ids in request order and leaves unknown ones out', async () => {
        const ids = [seedProducts.comingSoon.id, 'VL99999', seedProducts.signature.variants[0].id]
        const result = await gb.getProducts({parameters: {ids}})
        expect(result.total).toBe(2)
        expect(result.data.map((p) => p.id)).toEqual([ids[0], ids[2]])
    })
})

describe('categories', () => {
    test('the root with 4 levels holds the whole tree, localised', async () => {
        // The SDK types `levels` as 0..2; the storefront asks for 4 (spec 000 §9), as the platform allows.
        const root = await gb.getCategory({parameters: {id: 'root', levels: 4 as never, locale: 'ja-JP'}})
        const shop = root.categories?.find((c) => c.id === 'shop')
        const bottoms = shop?.categories?.find((c) => c.id === 'bottoms')
        expect(shop?.c_showInMenu).toBe(false)
        expect(bottoms).toMatchObject({
            name: 'ボトムス',
            parentCategoryId: 'shop',
            onlineSubCategoriesCount: 3
        })
        expect(bottoms?.categories?.map((c) => c.id)).toEqual(['leggings', 'joggers', 'shorts'])
        expect(bottoms?.parentCategoryTree).toEqual([
            {id: 'shop', name: 'ショップ'},
            {id: 'bottoms', name: 'ボトムス'}
        ])
    })

    test('one category with its page metadata and image; several by id', async () => {
        const leggings = await eu.getCategory({parameters: {id: 'leggings', locale: 'it-IT', levels: 0}})
        expect(leggings).toMatchObject({id: 'leggings', name: 'Leggings', c_showInMenu: true})
        expect(leggings.pageTitle).toContain('VELA')
        expect(leggings.image).toMatch(/\/images\/products\//)
        expect(leggings.categories).toBeUndefined()
        const list = await gb.getCategories({parameters: {ids: ['gifts', 'nope', 'sale'], levels: 1}})
        expect(list.data.map((c) => c.id)).toEqual(['gifts', 'sale'])
    })
})
