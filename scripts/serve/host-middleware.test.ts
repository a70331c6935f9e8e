/**
 * @jest-environment node
 */
import express from 'express'
import http from 'http'
import type {AddressInfo} from 'net'
import {baselineSecurityHeaders, HOST_RESPONSE_POLICY} from './headers'
import {isSealedPath, mountProxies} from './proxies'
import {createLoadShedder} from './shedding'

/**
 * The host's own middleware: sealed sandbox paths, proxy deadlines, load shedding and the headers every
 * response carries (issue #12).
 */

const listen = async (app: express.Express) => {
    const server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`}
}

describe('isSealedPath', () => {
    test.each([
        ['/mobify/proxy/api/__sandbox/outbox', true],
        ['/mobify/proxy/api/__SANDBOX/outbox?to=a', true],
        ['/mobify/proxy/api/%5F%5Fsandbox/outbox', true],
        ['/mobify/proxy/api/%255f%255fsandbox/outbox', true],
        ['/mobify/proxy/self/x/../__sandbox/outbox/latest', true],
        ['/mobify/proxy/content//__sandbox', true],
        ['/mobify/proxy/api/shopper/products/v1/organizations/o/products/VL1', false],
        ['/mobify/proxy/api/__sandboxed', false]
    ])('%s → %s', (path, expected) => {
        expect(isSealedPath(path)).toBe(expected)
    })
})

describe('proxies, shedding and headers', () => {
    let upstream: {server: http.Server; origin: string}
    let host: {server: http.Server; origin: string}
    const upstreamHits: string[] = []
    let releaseSlow: (() => void)[] = []
    const shedder = createLoadShedder({maxInFlight: 2, retryAfterSeconds: 3})

    beforeAll(async () => {
        const upstreamApp = express()
        upstreamApp.use((req, res) => {
            upstreamHits.push(req.url)
            if (req.url.startsWith('/hang')) return
            if (req.url.startsWith('/boom'))
                return void res.status(500).set('Cache-Control', 'max-age=600').end()
            res.json({ok: true})
        })
        upstream = await listen(upstreamApp)
        const app = express()
        app.use(baselineSecurityHeaders(false))
        app.get('/healthz', (_req, res) => void res.json({status: 'ok'}))
        mountProxies(app, [{protocol: 'http', host: new URL(upstream.origin).host, path: 'api'}], {
            readMs: 300,
            writeMs: 600
        })
        app.use(shedder.middleware)
        app.get('/slow', (_req, res) => {
            releaseSlow.push(() => res.send('<html>page</html>'))
        })
        app.get('/page', (_req, res) => {
            res.set('Content-Security-Policy', "default-src 'self'").send('<html>page</html>')
        })
        host = await listen(app)
    })
    afterAll(async () => {
        for (const running of [host, upstream]) {
            running.server.closeAllConnections()
            await new Promise((resolve) => running.server.close(resolve))
        }
    })

    test('the sandbox outbox is not reachable through the proxy, however it is spelled', async () => {
        for (const path of ['/__sandbox/outbox', '/%5F%5Fsandbox/outbox', '/__Sandbox/outbox/latest?to=a']) {
            const response = await fetch(`${host.origin}/mobify/proxy/api${path}`)
            expect(response.status).toBe(404)
        }
        expect(upstreamHits.filter((hit) => /sandbox/i.test(hit))).toEqual([])
    })

    test('a proxied read that gets no answer is a 504 at its deadline, never cacheable', async () => {
        const started = Date.now()
        const response = await fetch(`${host.origin}/mobify/proxy/api/hang`)
        expect(response.status).toBe(504)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(Date.now() - started).toBeLessThan(5000)
    })

    test('an upstream 5xx is passed on but made uncacheable, whatever the upstream said', async () => {
        const response = await fetch(`${host.origin}/mobify/proxy/api/boom`)
        expect(response.status).toBe(500)
        expect(response.headers.get('cache-control')).toBe('no-store')
    })

    test('beyond the in-flight bound, renders are refused at once with a 503 that no cache keeps', async () => {
        releaseSlow = []
        const first = fetch(`${host.origin}/slow`)
        const second = fetch(`${host.origin}/slow`)
        while (shedder.stats().inFlight < 2) await new Promise((resolve) => setTimeout(resolve, 10))
        const refused = await fetch(`${host.origin}/slow`)
        expect(refused.status).toBe(503)
        expect(refused.headers.get('retry-after')).toBe('3')
        expect(refused.headers.get('cache-control')).toBe('no-store')
        expect(await refused.text()).toContain('Oops! This page seems to have run away.')
        releaseSlow.forEach((release) => release())
        expect((await first).status).toBe(200)
        expect((await second).status).toBe(200)
        expect(shedder.stats()).toEqual({inFlight: 0, shed: 1, maxInFlight: 2})
    })

    test('every response carries nosniff and a referrer policy; host responses a locked-down CSP', async () => {
        const responses = {
            health: await fetch(`${host.origin}/healthz`),
            proxy: await fetch(`${host.origin}/mobify/proxy/api/ok`),
            sealed: await fetch(`${host.origin}/mobify/proxy/api/__sandbox/outbox`),
            page: await fetch(`${host.origin}/page`)
        }
        for (const [name, response] of Object.entries(responses)) {
            expect([name, response.headers.get('x-content-type-options')]).toEqual([name, 'nosniff'])
            expect([name, response.headers.get('referrer-policy')]).toEqual([
                name,
                'strict-origin-when-cross-origin'
            ])
            expect(response.headers.get('strict-transport-security')).toBeNull()
        }
        expect(responses.health.headers.get('content-security-policy')).toBe(HOST_RESPONSE_POLICY)
        expect(responses.page.headers.get('content-security-policy')).toBe("default-src 'self'")
        expect(responses.proxy.headers.get('content-security-policy')).toBeNull()
    })

    test('HSTS when served over https', async () => {
        const app = express()
        app.use(baselineSecurityHeaders(true))
        app.get('/healthz', (_req, res) => void res.json({status: 'ok'}))
        const secure = await listen(app)
        const response = await fetch(`${secure.origin}/healthz`)
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
        await new Promise((resolve) => secure.server.close(resolve))
    })
})
