import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogModule} from '../catalog'
import {thirdPartyModule} from '.'
import {chatTopic} from './chat-answers'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [catalogModule, thirdPartyModule]})
})
afterAll(() => running.stop())

const url = (path: string) => `${running.origin}${path}`

describe('third-party stand-ins (spec 001 §7.3 Scripts)', () => {
    test.each([
        'consent/otSDKStub.js',
        'tag-manager/gtm.js',
        'customer-data/sdk.js',
        'live-chat/snippet.js',
        'global-shipping/loader.js',
        'ugc/storytelling.js',
        'ugc/gallery.js'
    ])('serves %s as JavaScript, cross-origin', async (path) => {
        const res = await fetch(url(`/third-party/${path}`))
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toMatch(/javascript/)
        expect(res.headers.get('access-control-allow-origin')).toBe('*')
        expect(await res.text()).toMatch(/^\/\* eslint-env browser \*\//)
    })

    test('an unknown script is a 404 in the platform error shape', async () => {
        const res = await fetch(url('/third-party/tag-manager/other.js'))
        expect(res.status).toBe(404)
        expect(await res.json()).toMatchObject({title: 'Script Not Found'})
    })

    test('what the stand-ins send home (beacons: JSON as text/plain) is recorded per service and client', async () => {
        const send = (service: string, body: unknown) =>
            fetch(url(`/third-party/collect/${service}`), {
                method: 'POST',
                headers: {'content-type': 'text/plain'},
                body: JSON.stringify(body)
            })
        expect(
            (
                await send('tag-manager', {
                    clientId: 'c1',
                    events: [
                        {name: 'pageView', seq: 1},
                        {name: 'purchase', seq: 2}
                    ]
                })
            ).status
        ).toBe(204)
        expect((await send('tag-manager', {clientId: 'c2', events: [{name: 'pageView'}]})).status).toBe(204)
        const hits = (await (
            await fetch(url('/__sandbox/third-party/hits?service=tag-manager&clientId=c1'))
        ).json()) as {
            name: string
        }[]
        expect(hits.map((hit) => hit.name)).toEqual(['pageView', 'purchase'])
        expect((await send('nobody', {clientId: 'c1', events: [{name: 'x'}]})).status).toBe(404)
        expect((await send('tag-manager', {events: [{name: 'x'}]})).status).toBe(400)
        expect((await send('tag-manager', {clientId: 'c1', events: []})).status).toBe(400)
    })

    test("live chat answers from the help topics, in the shopper's language", async () => {
        const ask = async (text: string, locale: string) =>
            (await (
                await fetch(url('/third-party/live-chat/messages'), {
                    method: 'POST',
                    headers: {'content-type': 'text/plain'},
                    body: JSON.stringify({conversationId: 'conv-1', text, locale})
                })
            ).json()) as {reply: string}
        expect((await ask('Where is my order?', 'en-GB')).reply).toMatch(/Track order/)
        expect((await ask('Comment faire un retour ?', 'fr-FR')).reply).toMatch(/30 jours/)
        expect(chatTopic('What size should I get?')).toBe('size')
        expect(chatTopic('hello')).toBe('human')
    })

    test("the UGC feed shows the community wearing the shop's products, deterministic per gallery", async () => {
        const feed = async (query: string) =>
            (await (await fetch(url(`/third-party/ugc/feed?${query}`))).json()) as {
                posts: {productId: string; image: string; handle: string}[]
            }
        const first = await feed('gallery=sportedbyyou&limit=6')
        expect(first.posts).toHaveLength(6)
        expect(first.posts[0]?.image).toMatch(/\/images\/products\/.+\/lifestyle\.jpg$/)
        expect((await feed('gallery=sportedbyyou&limit=6')).posts).toEqual(first.posts)
        const productId = first.posts[2]?.productId ?? ''
        expect((await feed(`gallery=pdp&product=${productId}&limit=3`)).posts[0]?.productId).toBe(productId)
        expect((await fetch(url('/third-party/ugc/feed?gallery=<x>'))).status).toBe(400)
        expect((await fetch(url('/third-party/ugc/feed?gallery=a&limit=500'))).status).toBe(400)
    })
})
