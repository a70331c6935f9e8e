import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogModule} from '../catalog'
import {catalogOf} from '../catalog/catalog-cache'
import {personalisationModule} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [catalogModule, personalisationModule]})
})
afterAll(() => running.stop())

const SITE = 'vela-gb'
const CLIENT = {'x-cq-client-id': 'test-client', 'content-type': 'application/json'}

const post = async (path: string, body: unknown, headers: Record<string, string> = CLIENT) => {
    const res = await fetch(`${running.origin}/personalisation${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body)
    })
    const text = await res.text()
    return {
        status: res.status,
        headers: res.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {}
    }
}

const events = async (query: string) =>
    (await (await fetch(`${running.origin}/__sandbox/personalisation/events?${query}`)).json()) as {
        kind: string
        name: string
        payload: Record<string, unknown>
    }[]

const masters = () =>
    catalogOf(running.sandbox.ctx).masters.filter((master) => !master.attributes.c_isGiftVoucher)

describe('personalisation service stand-in (spec 001 §7.3, spec 000 §7)', () => {
    test('activities are recorded per visitor with realm and instanceType prd; CORS for the shop origin', async () => {
        const body = {
            cookieId: 'cookie-a',
            realm: 'vela',
            instanceType: 'prd',
            product: {id: masters()[0]?.id}
        }
        const answer = await post(`/v3/activities/${SITE}/viewProduct`, body)
        expect(answer.status).toBe(200)
        expect(answer.headers.get('access-control-allow-origin')).toBe('*')
        expect(await events('cookieId=cookie-a')).toEqual([
            expect.objectContaining({kind: 'activity', name: 'viewProduct', payload: body})
        ])
        const preflight = await fetch(`${running.origin}/personalisation/v3/activities/${SITE}/viewProduct`, {
            method: 'OPTIONS'
        })
        expect(preflight.status).toBe(204)
    })

    test('bad calls get the platform error shape: unknown activity, no client id, missing prd, bad JSON', async () => {
        expect(
            (await post(`/v3/activities/${SITE}/buyEverything`, {realm: 'vela', instanceType: 'prd'})).status
        ).toBe(404)
        expect(
            (await post(`/v3/activities/${SITE}/viewPage`, {realm: 'vela', instanceType: 'prd'}, {})).status
        ).toBe(401)
        const missing = await post(`/v3/activities/${SITE}/viewPage`, {realm: 'vela'})
        expect(missing.status).toBe(400)
        expect(missing.body).toHaveProperty('title')
        const malformed = await fetch(`${running.origin}/personalisation/v3/activities/${SITE}/viewPage`, {
            method: 'POST',
            headers: {'x-cq-client-id': 'x', 'content-type': 'text/plain'},
            body: '{not json'
        })
        expect(malformed.status).toBe(400)
        expect(
            (await post(`/v3/activities/nope/viewPage`, {realm: 'vela', instanceType: 'prd'})).status
        ).toBe(404)
    })

    test("recently viewed comes from the visitor's own viewProduct activities, newest first", async () => {
        const [a, b] = masters()
        for (const product of [a, b]) {
            await post(`/v3/activities/${SITE}/viewProduct`, {
                cookieId: 'cookie-rv',
                realm: 'vela',
                instanceType: 'prd',
                product: {id: product?.id}
            })
        }
        const answer = await post(`/v3/personalization/recs/${SITE}/recently-viewed`, {cookieId: 'cookie-rv'})
        expect(answer.body.recs).toEqual([
            expect.objectContaining({id: b?.id}),
            expect.objectContaining({id: a?.id})
        ])
        expect(answer.body.recoUUID).toMatch(/^reco-\d+$/)
    })

    test('complete the look puts what was bought together first (co-purchases from the orders)', async () => {
        const [source, , , partner] = masters()
        const variant = source?.variants[0]?.id
        running.sandbox.ctx.db.exec(`CREATE TABLE IF NOT EXISTS orders (status TEXT, document TEXT)`)
        const insert = running.sandbox.ctx.db.prepare('INSERT INTO orders (status, document) VALUES (?, ?)')
        insert.run('new', JSON.stringify({productItems: [{productId: variant}, {productId: partner?.id}]}))
        insert.run(
            'failed',
            JSON.stringify({productItems: [{productId: variant}, {productId: masters()[5]?.id}]})
        )
        const answer = await post(`/v3/personalization/recs/${SITE}/complete-the-look`, {
            products: [{id: variant}],
            limit: 5
        })
        const ids = (answer.body.recs as {id: string}[]).map((rec) => rec.id)
        expect(ids[0]).toBe(partner?.id)
        expect(ids).not.toContain(source?.id)
        expect(ids.length).toBeGreaterThan(1)
    })

    test("product to product stays in the product's category; zones pick their recommender", async () => {
        const [source] = masters()
        const answer = await post(`/v3/personalization/${SITE}/zones/pdp-below/recs`, {
            products: [{id: source?.id}],
            limit: 4
        })
        expect(answer.body.recommenderName).toBe('product-to-product')
        const catalog = catalogOf(running.sandbox.ctx)
        for (const rec of answer.body.recs as {id: string}[]) {
            expect(catalog.products.get(rec.id)?.master.attributes.c_productType).toBe(
                source?.attributes.c_productType
            )
        }
        expect((await post(`/v3/personalization/${SITE}/zones/nowhere/recs`, {})).status).toBe(404)
        const recommenders = await fetch(
            `${running.origin}/personalisation/v3/personalization/recommenders/${SITE}`,
            {
                headers: CLIENT
            }
        )
        expect(((await recommenders.json()) as {recommenders: unknown[]}).recommenders).toHaveLength(4)
    })

    test('choose decides by page type and customer group; engagement is collected', async () => {
        const choose = (page: string, groups: string) =>
            post(
                '/v2/serve/user/choose',
                {
                    user: {dyid: 'dy-1'},
                    selector: {names: ['cart-delivery', 'home-hero']},
                    context: {
                        page: {type: page, location: 'basket'},
                        pageAttributes: {customerGroups: groups}
                    }
                },
                {'dy-api-key': 'k', 'content-type': 'application/json'}
            )
        const insider = await choose('HOMEPAGE', 'MKT_SBINSIDERS')
        const guest = await choose('HOMEPAGE', '')
        const cart = await choose('CART', '')
        const names = (answer: typeof insider) =>
            (answer.body.choices as {name: string}[]).map((choice) => choice.name)
        expect(names(guest)).toEqual(['cart-delivery', 'home-hero'])
        expect(names(cart)).toEqual(['cart-delivery'])
        const variation = (answer: typeof insider, index: number) =>
            (answer.body.choices as {variations: {analyticsMetadata: {variationName: string}}[]}[])[index]
                ?.variations[0]?.analyticsMetadata.variationName
        expect(variation(insider, 1)).toBe('Insiders')
        expect(variation(guest, 1)).toBe('Everyone')
        const noKey = await post(
            '/v2/serve/user/choose',
            {selector: {names: ['home-hero']}},
            {'content-type': 'application/json'}
        )
        expect(noKey.status).toBe(401)
        const decisionId = (cart.body.choices as {decisionId: string}[])[0]?.decisionId
        const engagement = await post('/v2/collect/user/engagement', {
            user: {dyid: 'dy-1'},
            engagements: [{type: 'CLICK', decisionId}]
        })
        expect(engagement.status).toBe(204)
        expect((await events('cookieId=dy-1&kind=engagement')).map((event) => event.payload)).toEqual([
            {type: 'CLICK', decisionId}
        ])
    })
})
