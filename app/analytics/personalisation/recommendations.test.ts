import 'cross-fetch/polyfill'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {createRecommendationsClient, RECOMMENDATIONS_TIMEOUT_MS} from './recommendations'

/** The service's recommendation calls by wrapper (spec 001 §7.3), as the sandbox and the real service take them. */
const calls: {path: string; body: unknown; clientId: string | null}[] = []
const server = setupServer(
    rest.post('https://reco.test/v3/personalization/*', async (req, res, ctx) => {
        calls.push({
            path: req.url.pathname,
            body: await req.json(),
            clientId: req.headers.get('x-cq-client-id')
        })
        return res(
            ctx.json({
                recoUUID: 'reco-1',
                recommenderName: 'product-to-product',
                recs: [{id: 'M2'}, {id: 42}, {id: 'M3'}]
            })
        )
    })
)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterAll(() => server.close())
beforeEach(() => {
    calls.length = 0
})

const client = (cookieId?: string) =>
    createRecommendationsClient({
        config: {enabled: true, endpoint: 'https://reco.test/', clientId: 'client-1', siteId: ''},
        siteId: 'vela-gb',
        identity: () => ({userId: 'cust-1', ...(cookieId && {cookieId})}),
        realm: 'abcd'
    })

test('zone recommendations: the zone path, the visitor, the products; ids and recoUUID back, malformed ids skipped', async () => {
    const recs = await client('usid-1').getZoneRecommendations('pdp-below', {
        products: ['M1'],
        limit: 5,
        locale: 'en-GB'
    })
    expect(recs).toEqual({recoUUID: 'reco-1', recommenderName: 'product-to-product', ids: ['M2', 'M3']})
    expect(calls).toEqual([
        {
            path: '/v3/personalization/vela-gb/zones/pdp-below/recs',
            clientId: 'client-1',
            body: {
                userId: 'cust-1',
                cookieId: 'usid-1',
                realm: 'abcd',
                instanceType: 'prd',
                products: [{id: 'M1'}],
                limit: 5,
                locale: 'en-GB'
            }
        }
    ])
})

test('a named recommender goes to recs/{site}/{recommender}; a visitor without a cookie id is warned about', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await client().getRecommendations('complete-the-look', {products: ['M1']})
    expect(calls[0].path).toBe('/v3/personalization/recs/vela-gb/complete-the-look')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no cookieId'))
    warn.mockRestore()
})

test("a call waits for the visitor's session, so the service knows a first visit's shopper by its usid", async () => {
    let startSession: (usid: string) => void = () => undefined
    const session = new Promise<string>((resolve) => {
        startSession = resolve
    })
    const recommender = createRecommendationsClient({
        config: {enabled: true, endpoint: 'https://reco.test/', clientId: 'client-1', siteId: ''},
        siteId: 'vela-gb',
        identity: async () => ({cookieId: await session}),
        realm: 'abcd'
    })
    const answer = recommender.getZoneRecommendations('pdp-below', {products: ['M1']})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
    startSession('usid-late')
    await answer
    expect(calls).toHaveLength(1)
    expect(calls[0].body).toMatchObject({cookieId: 'usid-late'})
})

test('a session that never starts is given up on within the deadline, and nothing is asked', async () => {
    jest.useFakeTimers({doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask']})
    try {
        const recommender = createRecommendationsClient({
            config: {enabled: true, endpoint: 'https://reco.test/', clientId: 'client-1', siteId: ''},
            siteId: 'vela-gb',
            identity: () => new Promise(() => undefined),
            realm: 'abcd'
        })
        const answer = recommender.getRecommendations('complete-the-look').catch((error: Error) => error)
        jest.advanceTimersByTime(RECOMMENDATIONS_TIMEOUT_MS)
        expect(await answer).toEqual(expect.objectContaining({message: expect.stringContaining('timed out')}))
        expect(calls).toEqual([])
    } finally {
        jest.useRealTimers()
    }
})
