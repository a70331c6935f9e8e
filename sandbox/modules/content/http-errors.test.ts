import type {RunningSandbox} from '../../testing/start'
import {getJson, postJson, startContentSandbox} from './testing'

// The wire contract checked with plain HTTP: exact error bodies, limits, and hostile input that must give a
// 4xx (never a 500).
let running: RunningSandbox
let url: (path: string) => string
beforeAll(async () => {
    running = await startContentSandbox()
    url = (path) => running.origin + path
})
afterAll(() => running.stop())

const invalid = (message: string) => ({error: {type: 'INVALID_REQUEST', message, data: expect.any(Object)}})

describe('not found', () => {
    test('by id and by key, with the delivery API bodies, JSON and CORS headers', async () => {
        const byId = await getJson(
            url('/content/id/0b6b1c1e-0000-4000-8000-000000000000?depth=all&format=inlined')
        )
        expect(byId.status).toBe(404)
        expect(byId.body).toEqual({
            error: {
                type: 'CONTENT_NOT_FOUND',
                message: 'Not found',
                data: {deliveryId: '0b6b1c1e-0000-4000-8000-000000000000'}
            }
        })
        expect(byId.headers.get('content-type')).toBe('application/json; charset=utf-8')
        expect(byId.headers.get('access-control-allow-origin')).toBe('*')
        const byKey = await getJson(url('/content/key/nothing/here'))
        expect(byKey.body).toEqual({
            error: {type: 'CONTENT_NOT_FOUND', message: 'Not found', data: {deliveryKey: 'nothing/here'}}
        })
    })

    test.each([
        ['path traversal', '..%2F..%2Fetc%2Fpasswd', '../../etc/passwd'],
        ['SQL', '%27%20OR%201%3D1--', "' OR 1=1--"],
        ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '<script>alert(1)</script>'],
        ['NUL byte', 'home%00', 'home\u0000'],
        ['trailing slash', 'home/', 'home/'],
        ['double slash', 'us//home', 'us//home'],
        ['overlong', 'a'.repeat(400), 'a'.repeat(400)]
    ])('a hostile key (%s) is simply not found', async (_label, raw, decoded) => {
        const res = await getJson(url(`/content/key/${raw}`))
        expect(res.status).toBe(404)
        expect(res.body).toEqual({
            error: {type: 'CONTENT_NOT_FOUND', message: 'Not found', data: {deliveryKey: decoded}}
        })
    })

    test('malformed percent-encoding is a 400 in the delivery API shape', async () => {
        const res = await getJson(url('/content/key/%E0%A4%A'))
        expect(res.status).toBe(400)
        expect(res.body).toEqual(invalid('The request path or body is malformed.'))
    })
})

describe('query parameters', () => {
    test.each(['23', 'abc', '-1', '1.5'])('depth=%s is rejected', async (depth) => {
        const res = await getJson(url(`/content/key/home?depth=${depth}`))
        expect(res.status).toBe(400)
        expect(res.body).toEqual(invalid('Parameter "depth" must be "all", "root" or 0-22.'))
    })

    test('repeated or nested parameters are rejected, not crashed on', async () => {
        expect((await getJson(url('/content/key/home?depth=all&depth=root'))).status).toBe(400)
        expect((await getJson(url('/content/key/home?format[a]=1'))).status).toBe(400)
        expect((await getJson(url('/content/key/home?format=xml'))).status).toBe(400)
    })

    test('depth counts link hops; format=linked lists targets instead of inlining', async () => {
        const oneHop = await getJson(url('/content/key/home?depth=1'))
        const hero = (oneHop.body.content as any).components[0] // eslint-disable-line @typescript-eslint/no-explicit-any
        expect(hero._meta.name).toBe('home-hero-new-season')
        expect(hero.variations[0].content._meta.schema).toMatch(/content-link$/)
        const linked = await getJson(url('/content/key/home?depth=all&format=linked'))
        const content = linked.body.content as any // eslint-disable-line @typescript-eslint/no-explicit-any
        expect(content.components[0]._meta.schema).toMatch(/content-link$/)
        const names = (linked.body.linkedContent as {_meta: {name: string}}[]).map((item) => item._meta.name)
        expect(names).toEqual(expect.arrayContaining(['home-hero-new-season', 'home-hero-insiders']))
    })

    test('local-only metadata never leaves the server', async () => {
        const res = await fetch(url('/content/key/landing/summer-edit?depth=all'))
        expect(await res.text()).not.toContain('_local')
    })
})

describe('POST /content/fetch', () => {
    test('more than 12 requests is a 400 naming the limit', async () => {
        const requests = Array.from({length: 13}, (_, index) => ({key: `k${index}`}))
        const res = await postJson(url('/content/fetch'), {requests})
        expect(res.status).toBe(400)
        expect(res.body).toEqual({
            error: {
                type: 'INVALID_REQUEST',
                message: 'At most 12 requests may be fetched at once.',
                data: {limit: 12, count: 13}
            }
        })
    })

    test.each([
        ['no requests', {requests: []}],
        ['requests not a list', {requests: 'home'}],
        ['both id and key', {requests: [{id: 'x', key: 'home'}]}],
        ['neither id nor key', {requests: [{}]}],
        ['a non-object body', ['home']],
        ['bad overrides', {requests: [{key: 'home', overrides: {depth: 'deep'}}]}],
        ['bad parameters', {requests: [{key: 'home'}], parameters: 'all'}]
    ])('%s is a 400', async (_label, body) => {
        const res = await postJson(url('/content/fetch'), body)
        expect(res.status).toBe(400)
        expect(res.body).toEqual(invalid(expect.any(String) as unknown as string))
    })

    test('malformed JSON and non-JSON bodies are 400s', async () => {
        const broken = await fetch(url('/content/fetch'), {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: '{"requests": ['
        })
        expect(broken.status).toBe(400)
        const text = await fetch(url('/content/fetch'), {
            method: 'POST',
            headers: {'content-type': 'text/plain'},
            body: 'home'
        })
        expect(text.status).toBe(400)
    })
})

describe('POST /content/filter', () => {
    const schema = 'https://schema.vela-active.example/content-page.json'
    test.each([
        ['missing filterBy', {}],
        ['empty filterBy', {filterBy: []}],
        ['a filter without path', {filterBy: [{value: 'x'}]}],
        ['a relative path', {filterBy: [{path: '_meta/schema', value: schema}]}],
        ['an object value', {filterBy: [{path: '/_meta/schema', value: {$ne: 1}}]}],
        ['an unknown lookup', {filterBy: [{lookupBy: 'NAME', value: 'x'}]}],
        ['page size 0', {filterBy: [{path: '/_meta/schema', value: schema}], page: {size: 0}}],
        [
            'a forged cursor',
            {filterBy: [{path: '/_meta/schema', value: schema}], page: {cursor: 'not-a-cursor'}}
        ],
        [
            'a bad sort order',
            {filterBy: [{path: '/_meta/schema', value: schema}], sortBy: {key: 'name', order: 'UP'}}
        ]
    ])('%s is a 400', async (_label, body) => {
        const res = await postJson(url('/content/filter'), body)
        expect(res.status).toBe(400)
        expect(res.body).toEqual(invalid(expect.any(String) as unknown as string))
    })

    test('an oversized page is clamped to 50; nextCursor comes with more and page always exists', async () => {
        const res = await postJson(url('/content/filter'), {
            filterBy: [{path: '/_meta/schema', value: schema}],
            page: {size: 500}
        })
        const {responses, page} = res.body as {
            responses: unknown[]
            page: {responseCount: number; nextCursor?: string}
        }
        expect(responses.length).toBeLessThanOrEqual(50)
        expect(page.responseCount).toBe(responses.length)
        const none = await postJson(url('/content/filter'), {
            filterBy: [{lookupBy: 'HIERARCHY_PARENT_META_DELIVERY_KEY', value: 'nope'}]
        })
        expect(none.body).toEqual({responses: [], page: {responseCount: 0}})
    })
})

describe('hierarchies and domains', () => {
    const base = '/content/hierarchies/descendants/key/menu/desktop'
    test.each([
        'hierarchyDepth=0',
        'hierarchyDepth=abc',
        'maxPageSize=0',
        'pageCursor=%7B%7D',
        'sortByOrder=sideways'
    ])('%s is a 400', async (query) => {
        const res = await getJson(url(`${base}?${query}`))
        expect(res.status).toBe(400)
        expect(res.body).toEqual(invalid(expect.any(String) as unknown as string))
    })

    test('depth and page size over the limits are clamped; cursor is omitted on the last page', async () => {
        const res = await getJson(url(`${base}?hierarchyDepth=99&maxPageSize=1000`))
        expect(res.status).toBe(200)
        const page = res.body.page as {responseCount: number; cursor?: string}
        expect(page.responseCount).toBeGreaterThan(40)
        expect(page.cursor).toBeUndefined()
    })

    test('an unknown root is a 404 with the key or id', async () => {
        const byKey = await getJson(url('/content/hierarchies/descendants/key/menu/none'))
        expect(byKey.body).toEqual({
            error: {type: 'CONTENT_NOT_FOUND', message: 'Not found', data: {deliveryKey: 'menu/none'}}
        })
        const byId = await getJson(url('/content/hierarchies/descendants/id/abc'))
        expect(byId.status).toBe(404)
    })

    test('a bad staging domain or domain request is a 400', async () => {
        expect((await getJson(url('/vse/bad_domain!/content/key/home'))).status).toBe(400)
        expect((await getJson(url('/domain/local.staging.bigcontent.io'))).status).toBe(400)
        expect((await getJson(url('/domain/local.staging.bigcontent.io?timestamp=soon'))).status).toBe(400)
        expect((await getJson(url('/domain/bad_host?timestamp=1'))).status).toBe(400)
    })

    test('CORS preflight is answered', async () => {
        const res = await fetch(url('/content/filter'), {method: 'OPTIONS'})
        expect(res.status).toBe(204)
        expect(res.headers.get('access-control-allow-headers')).toBe('content-type, x-api-key')
    })
})
