/**
 * @jest-environment node
 */
import express from 'express'
import http from 'http'
import type {AddressInfo} from 'net'
import {requestScopeMiddleware} from '../server-fetch/middleware'
import {upstreamFetch} from '../server-fetch/upstream-fetch'
import {noCachedFailures} from './failure-cache-policy'
import {CACHE_POLICIES} from './use-cache-policy'

/**
 * Issue #12 §2: an error page, a degraded page or anything rendered from a failed upstream call is never
 * stored by a shared cache, whatever policy the page asked for.
 */

const app = express()
app.use(
    requestScopeMiddleware({UPSTREAM_TIMEOUT_MS: '200', PAGE_DATA_BUDGET_MS: '400', UPSTREAM_RETRIES: '0'})
)
app.use(noCachedFailures)
const page =
    (render: (res: express.Response) => Promise<void> | void, status = 200): express.RequestHandler =>
    async (_req, res) => {
        // What a page does: asks for its policy first, then renders.
        res.set('Cache-Control', CACHE_POLICIES.catalogue)
        await render(res)
        res.status(status).send('<html></html>')
    }
app.get(
    '/fine',
    page(() => undefined)
)
app.get(
    '/error-page',
    page(() => undefined, 500)
)
app.get(
    '/not-found',
    page((res) => void res.set('Cache-Control', CACHE_POLICIES.notFound), 404)
)
app.get(
    '/degraded-by-fetch',
    page(async () => {
        // The content upstream refuses connections: the page renders without it.
        await upstreamFetch('content', 'http://127.0.0.1:9/content').catch(() => undefined)
    })
)
app.get(
    '/degraded-by-query',
    page((res) => {
        res.locals.__queryClient = queryClientWith({status: 'error', error: {response: {status: 504}}})
    })
)
app.get(
    '/query-not-found',
    page((res) => {
        res.locals.__queryClient = queryClientWith({status: 'error', error: {response: {status: 404}}})
    })
)

app.get(
    '/rendered-without-data',
    page((res) => {
        // A render that skipped the prepass met a query the process cache did not hold (load-page-queries.ts).
        res.locals.__queryClient = queryClientWith({status: 'loading', error: null})
    })
)
app.get(
    '/disabled-query',
    page((res) => {
        // Shopper queries are disabled on the server: waiting for the browser is not a failure.
        res.locals.__queryClient = queryClientWith({status: 'loading', error: null}, {enabled: false})
    })
)

function queryClientWith(state: {status: string; error: unknown}, options: object = {}) {
    return {
        getQueryCache: () => ({
            getAll: () => [{queryKey: ['product', 'x'], queryHash: '["product","x"]', options, state}]
        })
    }
}

let server: http.Server
let origin: string
beforeAll(async () => {
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const cacheControl = async (path: string) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await fetch(`${origin}${path}`)
    warn.mockRestore()
    return [response.status, response.headers.get('cache-control')]
}

describe('no cached failures', () => {
    test('a healthy page keeps its own policy', async () => {
        expect(await cacheControl('/fine')).toEqual([200, CACHE_POLICIES.catalogue])
    })

    test('a not-found page keeps its short policy (a missing product is not an outage)', async () => {
        expect(await cacheControl('/not-found')).toEqual([404, CACHE_POLICIES.notFound])
        expect(await cacheControl('/query-not-found')).toEqual([200, CACHE_POLICIES.catalogue])
    })

    test('a query disabled on the server leaves the page cacheable', async () => {
        expect(await cacheControl('/disabled-query')).toEqual([200, CACHE_POLICIES.catalogue])
    })

    test.each([
        ['the error page (5xx)', '/error-page', 500],
        ['a page rendered after an upstream call failed', '/degraded-by-fetch', 200],
        ['a page whose data query failed upstream', '/degraded-by-query', 200],
        ['a page that rendered a query without its data', '/rendered-without-data', 200]
    ])('%s is private, no-store', async (_name, path, status) => {
        expect(await cacheControl(path)).toEqual([status, 'private, no-store'])
    })
})
