import {ContentNotFoundError, HttpError, Image, type DefaultContentBody} from 'dc-delivery-sdk-js'
import type {RunningSandbox} from '../../testing/start'
import {contentClient, postJson, startContentSandbox} from './testing'

// Single and bulk item reads through the unmodified delivery SDK, configured with {hubName, baseUrl}.
let running: RunningSandbox
let mediaHost: string
beforeAll(async () => {
    running = await startContentSandbox()
    mediaHost = new URL(running.sandbox.ctx.config.publicOrigin).host
})
afterAll(() => running.stop())

/** SDK bodies with the seed's fields, untyped: tests assert on the wire content. */
type Body = DefaultContentBody

describe('getContentItemByKey / getContentItemById', () => {
    test('the GB home page arrives with every block inlined and mapped', async () => {
        const item = await contentClient(running.origin).getContentItemByKey<Body>('home')
        const body = item.body
        expect(body._meta).toMatchObject({
            deliveryKey: 'home',
            schema: expect.stringContaining('/home-page.json')
        })
        const schemas = body.components.map((block: Body) => block._meta.schema)
        expect(schemas).toEqual(
            expect.arrayContaining([
                expect.stringContaining('/hero-banner.json'),
                expect.stringContaining('/navigation-image-tiles.json'),
                expect.stringContaining('/product-carousel.json'),
                expect.stringContaining('/two-column-banner.json'),
                expect.stringContaining('/generic-copy.json')
            ])
        )
        // The insiders variation is a link two hops down, and it is inlined too.
        const hero = body.components[0]
        expect(hero.variations[0].sfCustomerGroup).toEqual([{id: 'MKT_SBINSIDERS', name: 'Insiders'}])
        expect(hero.variations[0].content._meta.name).toBe('home-hero-insiders')
    })

    test('image links become SDK Images that point at the sandbox media host', async () => {
        const item = await contentClient(running.origin).getContentItemByKey<Body>('home')
        const image = item.body.components[0].media.image
        expect(image).toBeInstanceOf(Image)
        expect(image.defaultHost).toBe(mediaHost)
        expect(image.url().protocol('http').width(400).build()).toBe(
            `http://${mediaHost}/i/velaactive/hero-new-season-yoga-sage-green?w=400`
        )
    })

    test('keys with slashes resolve, including secondary deliveryKeys of shared items', async () => {
        const client = contentClient(running.origin, {locale: 'en-GB'})
        const story = await client.getContentItemByKey<Body>('eu/about-us/our-story')
        expect(story.body._meta.deliveryKey).toBe('about-us/our-story')
        expect(story.body.pageTitle).toBe('Our Story | VELA')
        const byId = await client.getContentItemById<Body>(story.body._meta.deliveryId)
        expect(byId.body.pageTitle).toBe('Our Story | VELA')
    })

    test('the locale setting collapses localized values, first matching pattern wins', async () => {
        const fr = await contentClient(running.origin, {locale: 'fr-FR,en-*'}).getContentItemByKey<Body>(
            'eu/home'
        )
        expect(fr.body.components[0].textCopy.title).toBe('Fait pour bouger')
        const fallback = await contentClient(running.origin, {
            locale: 'de-DE,en-*'
        }).getContentItemByKey<Body>('eu/home')
        expect(fallback.body.components[0].textCopy.title).toBe('Made to Move')
        const us = await contentClient(running.origin, {locale: 'en-US'}).getContentItemByKey<Body>('us/home')
        expect(us.body.components[0].textCopy.subtitle).toContain('every color of day')
    })

    test('without a locale the full localized value is returned', async () => {
        const item = await contentClient(running.origin).getContentItemByKey<Body>('site-stripe')
        const text = item.body.siteStripeMessage[0].text
        expect(text._meta.schema).toMatch(/localized-value$/)
        expect(text.values.map((entry: Body) => entry.locale)).toEqual([
            'en-GB',
            'en-US',
            'fr-FR',
            'it-IT',
            'zh-CN',
            'ja-JP'
        ])
    })

    test('unknown keys and ids reject with ContentNotFoundError', async () => {
        const client = contentClient(running.origin)
        await expect(client.getContentItemByKey('no/such/page')).rejects.toBeInstanceOf(ContentNotFoundError)
        await expect(client.getContentItemById('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject(
            {
                name: 'CONTENT_NOT_FOUND',
                contentItem: '00000000-0000-0000-0000-000000000000'
            }
        )
    })

    test('a bad locale pattern is an HttpError carrying the service message', async () => {
        const client = contentClient(running.origin, {locale: 'fr-FR;<script>'})
        const error = await client.getContentItemByKey('home').catch((caught) => caught)
        expect(error).toBeInstanceOf(HttpError)
        expect(error).toMatchObject({status: 400, message: 'Parameter "locale" is not a locale list.'})
    })
})

describe('getContentItemsByKey / getContentItems (POST /content/fetch)', () => {
    test('answers in request order, with not-found entries in place', async () => {
        const client = contentClient(running.origin, {locale: 'en-GB'})
        const result = await client.getContentItemsByKey<Body>(['footer', 'no-such-key', 'us/site-stripe'])
        expect(result.responses).toHaveLength(3)
        expect(result.responses[0]).toMatchObject({content: {_meta: {deliveryKey: 'footer'}}})
        expect(result.responses[0]).toMatchObject({
            content: {linkGroups: [{title: 'Help'}, {title: 'Information'}]}
        })
        expect(result.responses[1]).toEqual({
            error: {type: 'CONTENT_NOT_FOUND', message: 'Not found', data: {deliveryKey: 'no-such-key'}}
        })
        expect(result.responses[2]).toMatchObject({content: {_meta: {deliveryKey: 'us/site-stripe'}}})
    })

    test('mixes ids and keys, with request-wide parameters', async () => {
        const client = contentClient(running.origin)
        const home = await client.getContentItemByKey<Body>('home')
        const result = await client.getContentItems<Body>(
            [{id: home.body._meta.deliveryId}, {key: 'us/home'}],
            {depth: 'root', format: 'inlined', locale: 'ja-JP'}
        )
        const [gb, us] = result.responses.map((entry) => ('content' in entry ? entry.content : undefined))
        expect(gb?.components[0]._meta.schema).toMatch(/content-link$/)
        expect(us?._meta.deliveryKey).toBe('us/home')
    })

    test('per-request overrides (sent raw: the SDK does not type them) win over parameters', async () => {
        const res = await postJson(`${running.origin}/content/fetch`, {
            parameters: {depth: 'root'},
            requests: [{key: 'home'}, {key: 'home', overrides: {depth: 'all', locale: 'ja-JP'}}]
        })
        const [root, localized] = res.body.responses as Body[]
        expect(root.content.components[0]._meta.schema).toMatch(/content-link$/)
        expect(localized.content.components[0].textCopy.title).toBe('動くためにデザイン')
    })

    test('more than 12 requests is an HttpError 400', async () => {
        const keys = Array.from({length: 13}, (_, index) => `key-${index}`)
        const error = await contentClient(running.origin)
            .getContentItemsByKey(keys)
            .catch((caught) => caught)
        expect(error).toBeInstanceOf(HttpError)
        expect(error.status).toBe(400)
        expect(error.message).toBe('At most 12 requests may be fetched at once.')
    })
})
