import {startSandbox, type RunningSandbox} from '../testing/start'
import {isTestEndpointPath} from './test-endpoints'

/** Issue #12 §3: the outbox carries password-reset links, so it must never be reachable by anyone else. */

const OUTBOX = '/__sandbox/outbox?to=alex%40example.com'

describe('isTestEndpointPath', () => {
    test.each([
        ['/__sandbox/outbox', true],
        ['/__SANDBOX/outbox', true],
        ['/%5F%5Fsandbox/outbox', true],
        ['/%255F%255Fsandbox/outbox', true],
        ['//__sandbox/outbox', true],
        ['/x/../__sandbox/outbox/latest', true],
        ['/__sandbox', true],
        ['/s/vela-gb/__sandboxed', false],
        ['/product/__sandbox', false],
        ['/%E0%A4%A', false]
    ])('%s → %s', (path, expected) => {
        expect(isTestEndpointPath(path)).toBe(expected)
    })
})

describe('a sandbox started without the local-only flag', () => {
    let running: RunningSandbox
    beforeAll(async () => {
        running = await startSandbox({testEndpoints: false})
    })
    afterAll(() => running.stop())

    test.each([OUTBOX, '/__sandbox/outbox/latest?to=a%40b.c', '/%5F%5Fsandbox/outbox', '/__Sandbox/outbox'])(
        '%s does not exist (the platform 404 shape)',
        async (path) => {
            const res = await fetch(`${running.origin}${path}`)
            expect(res.status).toBe(404)
            expect(await res.json()).toMatchObject({title: 'Resource Not Found'})
        }
    )
})

describe('a sandbox started with the flag', () => {
    let running: RunningSandbox
    beforeAll(async () => {
        running = await startSandbox({testEndpoints: true})
    })
    afterAll(() => running.stop())

    test('serves a direct loopback caller', async () => {
        const res = await fetch(`${running.origin}${OUTBOX}`)
        expect(res.status).toBe(200)
        expect(Array.isArray(await res.json())).toBe(true)
    })

    test.each([
        ['x-forwarded-for', '203.0.113.9'],
        ['forwarded', 'for=203.0.113.9'],
        ['via', '1.1 proxy'],
        ['x-forwarded-host', 'shop.example']
    ])('refuses a request that came through a proxy (%s)', async (name, value) => {
        const res = await fetch(`${running.origin}${OUTBOX}`, {headers: {[name]: value}})
        expect(res.status).toBe(403)
        expect(await res.json()).toMatchObject({title: 'Forbidden'})
    })

    test('refuses encoded spellings of the prefix', async () => {
        const res = await fetch(`${running.origin}/%5F%5Fsandbox/outbox`)
        expect(res.status).toBe(403)
    })
})
