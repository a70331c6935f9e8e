import {startSandbox, type RunningSandbox} from '../../testing/start'
import {DIGITAL_GIFT_CARD_ID} from '../../seed/catalog/ids'
import {controllerBase, seed, seedProducts} from './testing'

// Responses are checked field by field against loose JSON; a typed client does not exist for controllers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

// Storefront controller endpoints and the other catalogue endpoints, over plain HTTP as the storefront calls them.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox()
})
afterAll(() => running.stop())

const getJson = async (path: string) => {
    const res = await fetch(running.origin + path)
    return {status: res.status, body: (await res.json()) as Json}
}
const postJson = async (path: string, body: unknown) => {
    const res = await fetch(running.origin + path, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(body)
    })
    return {status: res.status, body: (await res.json()) as Json}
}

describe('Product-InitVariationGroupPWAJSON', () => {
    const path = `${controllerBase()}/Product-InitVariationGroupPWAJSON`

    test('maps each master to its pricing, per colour, with sale and discount details', async () => {
        const master = seedProducts.partialSale
        const {status, body} = await postJson(path, {masterProductsList: [master.id, 'VL00000']})
        expect(status).toBe(200)
        expect(Object.keys(body)).toEqual([master.id])
        const entry = body[master.id]
        expect(entry.pricingDetails).toMatchObject({currency: 'GBP', isRange: true, isSale: true})
        const saleGroup = master.colours.find((g) => g.onSale)?.id ?? ''
        const fullGroup = master.colours.find((g) => !g.onSale)?.id ?? ''
        const sale = entry.variationGroups[saleGroup].pricingDetails
        const full = entry.variationGroups[fullGroup].pricingDetails
        expect(sale.salePrice).toBeLessThan(sale.standardPrice)
        expect(sale.discountPercent).toBe(
            Math.floor(((sale.standardPrice - sale.salePrice) / sale.standardPrice) * 100)
        )
        expect(full).toMatchObject({salePrice: null, discountPercent: 0, isSale: false})
        expect(entry.variationGroups[saleGroup]).toMatchObject({
            addToBag: {available: expect.any(Boolean), buttonTitle: expect.any(String)},
            colorData: {id: expect.any(String), hex: expect.stringMatching(/^#/)},
            imageSetId: `${saleGroup}_set`
        })
        expect(entry.variationGroups[saleGroup].largeImages).toHaveLength(4)
    })

    test('coming-soon colours say so; a comma list and a currency are accepted', async () => {
        const master = seedProducts.comingSoon
        const {body} = await postJson(path, {
            masterProductsList: `${master.id},${seedProducts.signature.id}`,
            currency: 'EUR'
        })
        const group = Object.values(body[master.id].variationGroups)[0] as Json
        expect(group.addToBag).toEqual({available: false, buttonTitle: 'Email me when this is in stock'})
        expect(group.isSearchableIfUnavailable).toBe(true)
        expect(body[seedProducts.signature.id].currency).toBe('EUR')
    })

    test.each([
        ['no list', {}],
        ['a list of numbers', {masterProductsList: [1, 2]}]
    ])('%s is a 400', async (_label, body) => {
        expect((await postJson(path, body)).status).toBe(400)
    })
})

describe('PWA-GetPopularSuggestions and PWA-GetSizeGuide', () => {
    test('popular phrases, as many as asked for', async () => {
        const {body} = await getJson(
            `${controllerBase('vela-us', 'en_US')}/PWA-GetPopularSuggestions?maxSuggestion=3`
        )
        expect(body.suggestions).toEqual(['leggings', 'sports bra', 'power leggings'])
        expect(body.popularSearchPhrases).toHaveLength(3)
    })

    test.each([
        [seedProducts.threeLengths.id, 'leggings', /Leg lengths/],
        [seedProducts.threeLengths.variants[0].id, 'leggings', /Petite/],
        [seed.products.find((p) => p.familyId === 'sports-bras')?.id, 'sports-bras', /Sports bra sizes/],
        [DIGITAL_GIFT_CARD_ID, null, /<section/],
        ['unknown', null, /Clothing/]
    ])('size guide for %s (%s)', async (pid, productType, content) => {
        const {status, body} = await getJson(`${controllerBase()}/PWA-GetSizeGuide?pid=${pid ?? ''}`)
        expect(status).toBe(200)
        expect(body.productType).toBe(productType)
        expect(body.html).toMatch(content)
    })

    test('without a pid: the general guide, with the site’s size system first', async () => {
        const {body} = await getJson(`${controllerBase('vela-us', 'en_US')}/PWA-GetSizeGuide`)
        expect(body.html).toMatch(/<th scope="col">Size<\/th><th scope="col">US<\/th>/)
    })

    test('an unknown site is a 404', async () => {
        expect((await getJson('/on/demandware.store/Sites-nope-Site/en_GB/PWA-GetSizeGuide')).status).toBe(
            404
        )
    })
})

describe('PWA_BackInStockNotification-GenerateBackInStockObject', () => {
    const path = `${controllerBase()}/PWA_BackInStockNotification-GenerateBackInStockObject`
    const variant = seedProducts.comingSoon.variants[0].id
    const rows = () =>
        running.sandbox.ctx.db
            .prepare(
                'SELECT email, product_id, subscribe_mail, country FROM catalog_back_in_stock WHERE product_id = ?'
            )
            .all(variant)

    test('stores a subscription once, however often it is asked for', async () => {
        const request = {
            recipientEmail: 'Shopper@Example.com',
            bisnProductId: variant,
            subscribeMail: true,
            selectedCountry: 'GB'
        }
        expect((await postJson(path, request)).body).toEqual({success: true})
        expect((await postJson(path, request)).body).toEqual({success: true})
        expect(rows()).toEqual([
            {email: 'shopper@example.com', product_id: variant, subscribe_mail: 1, country: 'GB'}
        ])
    })

    test.each([
        [
            'an invalid email',
            {recipientEmail: 'not-an-email', bisnProductId: variant},
            'Please enter a valid email address.'
        ],
        ['no email', {bisnProductId: variant}, 'Please enter a valid email address.'],
        [
            'an unknown product',
            {recipientEmail: 'a@example.com', bisnProductId: 'VL00000'},
            "No product with ID 'VL00000' could be found."
        ]
    ])('%s is refused with success false', async (_label, request, message) => {
        const {status, body} = await postJson(path, request)
        expect(status).toBe(200)
        expect(body).toEqual({success: false, errorMessage: message})
    })
})

describe('recommendations and image sets', () => {
    test.each([
        ['1', 'Cross-Sell'],
        ['complementary', 'Cross-Sell'],
        ['2', 'Up-Sell'],
        ['similar', 'Other']
    ])('recommendation_type=%s', async (type, displayValue) => {
        const id = seedProducts.signature.id
        const {status, body} = await getJson(
            `/recommendations/${id}?siteId=vela-gb&recommendation_type=${type}&locale=fr-FR&limit=6`
        )
        expect(status).toBe(200)
        expect(body.recommendationType.displayValue).toBe(displayValue)
        expect(body.ids.length).toBeGreaterThan(0)
        expect(body.ids.length).toBeLessThanOrEqual(6)
        expect(body.ids).not.toContain(id)
        expect(body.recommendations[0]).toMatchObject({
            recommendedItemId: body.ids[0],
            name: expect.any(String)
        })
    })

    test('cross-sell for leggings suggests other product types; similar stays within leggings', async () => {
        const id = seedProducts.signature.id
        const cross = await getJson(`/recommendations/${id}?siteId=vela-gb&recommendation_type=1`)
        const similar = await getJson(`/recommendations/${id}?siteId=vela-gb&recommendation_type=3`)
        const familyOf = (productId: string) =>
            running.sandbox.ctx.db
                .prepare('SELECT family FROM catalog_products WHERE id = ?')
                .get(productId) as {family: string}
        expect(cross.body.ids.map((p: string) => familyOf(p).family)).not.toContain('leggings')
        expect(similar.body.ids.map((p: string) => familyOf(p).family)).toEqual(
            similar.body.ids.map(() => 'leggings')
        )
    })

    test.each([
        ['an unknown type', `/recommendations/VL10001?siteId=vela-gb&recommendation_type=9`, 400],
        ['an unknown product', `/recommendations/VL00000?siteId=vela-gb`, 404],
        ['no site', `/recommendations/VL10001`, 400]
    ])('%s is refused', async (_label, path, status) => {
        expect((await getJson(path)).status).toBe(status)
    })

    test("a configured recommender recommends its category's buyable best sellers; an unknown one the shop's", async () => {
        const bras = await getJson('/recommendations/recommenders/rec-bra-quiz?siteId=vela-gb&limit=12')
        expect(bras.status).toBe(200)
        expect(bras.body.ids).toHaveLength(12)
        const familyOf = (productId: string) =>
            (
                running.sandbox.ctx.db
                    .prepare('SELECT family FROM catalog_products WHERE id = ?')
                    .get(productId) as {family: string}
            ).family
        expect(new Set(bras.body.ids.map(familyOf))).toEqual(new Set(['sports-bras']))
        const other = await getJson('/recommendations/recommenders/rec-unknown?siteId=vela-gb&limit=4')
        expect(other.body.ids).toHaveLength(4)
        expect((await getJson('/recommendations/recommenders/rec-bra-quiz')).status).toBe(400)
    })

    test('category recommendations complete the look with other kinds of product', async () => {
        const {status, body} = await getJson('/recommendations/categories/leggings?siteId=vela-gb')
        expect(status).toBe(200)
        expect(body.ids).toHaveLength(6)
        const inLeggings = running.sandbox.ctx.db
            .prepare(
                `SELECT COUNT(*) AS n FROM catalog_products WHERE family = 'leggings' AND id IN (${(
                    body.ids as string[]
                )
                    .map(() => '?')
                    .join(',')})`
            )
            .get(...body.ids) as {n: number}
        expect(inLeggings.n).toBe(0)
        expect((await getJson('/recommendations/categories/no-such?siteId=vela-gb')).status).toBe(404)
    })

    test('the digital gift card image set lists its card designs', async () => {
        const {status, body} = await getJson(`/is/image/vela/${DIGITAL_GIFT_CARD_ID}_set`)
        expect(status).toBe(200)
        expect(body.items.length).toBeGreaterThanOrEqual(3)
        expect(body.items[0]).toMatchObject({
            type: 'img',
            src: expect.stringMatching(/gift-card-digital\/black\/front\.jpg$/),
            design: 'black'
        })
    })

    test('a colour’s image set lists its gallery; unknown sets are 404', async () => {
        const group = seedProducts.signature.colours[0]
        const {body} = await getJson(`/is/image/vela/${group.id}_set`)
        expect(body.items.map((item: {src: string}) => item.src.split('/').pop())).toEqual([
            'front.jpg',
            'back.jpg',
            'detail.jpg',
            'lifestyle.jpg'
        ])
        expect((await getJson('/is/image/vela/VL00000_set')).status).toBe(404)
        expect((await getJson(`/is/image/vela/${group.id}`)).status).toBe(404)
    })
})
