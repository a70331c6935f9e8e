/**
 * @jest-environment node
 */
import {AsyncLocalStorage} from 'async_hooks'
import {installScopeStorage, type RequestScope} from './request-scope'
import {createRequestScope, runInRequestScope} from './scope-lifecycle'
import {readDeadlineSettings} from './settings'
import {UpstreamError} from './deadline-fetch'
import {upstreamFetch} from './upstream-fetch'
import {commerceFetchOptions} from './commerce-fetch-options'

/**
 * Issue #12: every upstream call the server makes while rendering has a deadline, reads are retried a bounded
 * number of times, writes never, and failures mark the page. The upstream is a stand-in `fetch` that answers
 * by the first path segment: ok, hang (never answers, honours the abort signal), fail-once, always-503,
 * not-found.
 */

const hits: Record<string, number> = {}
const realFetch = globalThis.fetch

beforeAll(() => {
    installScopeStorage(new AsyncLocalStorage<RequestScope>())
    globalThis.fetch = ((input: string, init: RequestInit = {}) => {
        const {pathname} = new URL(input)
        hits[pathname] = (hits[pathname] ?? 0) + 1
        const behaviour = pathname.split('/')[1]
        if (behaviour === 'hang') {
            return new Promise((_resolve, reject) => {
                const fail = () => reject(init.signal?.reason ?? new Error('aborted'))
                if (init.signal?.aborted) fail()
                init.signal?.addEventListener('abort', fail, {once: true})
            })
        }
        const status =
            behaviour === 'always-503' || (behaviour === 'fail-once' && hits[pathname] === 1)
                ? 503
                : behaviour === 'not-found'
                ? 404
                : 200
        return Promise.resolve(new Response(status === 200 ? '{"ok":true}' : null, {status}))
    }) as typeof fetch
})
afterAll(() => {
    globalThis.fetch = realFetch
})

type Behaviour = 'ok' | 'hang' | 'fail-once' | 'always-503' | 'not-found'
const origin = 'http://upstream.test'

const inScope = async <T>(
    env: Record<string, string>,
    work: (scope: RequestScope) => Promise<T>
): Promise<{scope: RequestScope; result: T | Error; ms: number}> => {
    const scope = createRequestScope(readDeadlineSettings(env))
    const started = Date.now()
    try {
        const result = await runInRequestScope(scope, () => work(scope))
        return {scope, result, ms: Date.now() - started}
    } catch (error) {
        return {scope, result: error as Error, ms: Date.now() - started}
    } finally {
        scope.dispose()
    }
}

let run = 0
const path = (behaviour: Behaviour) => `${origin}/${behaviour}/${(run += 1)}`

describe('upstreamFetch on the server', () => {
    test('a call that gets no answer fails at its deadline, after one retry for a read', async () => {
        const url = path('hang')
        const {scope, result, ms} = await inScope(
            {UPSTREAM_TIMEOUT_MS: '300', PAGE_DATA_BUDGET_MS: '5000'},
            () => upstreamFetch('content', url)
        )
        expect(result).toBeInstanceOf(UpstreamError)
        expect(hits[new URL(url).pathname]).toBe(2)
        expect(ms).toBeGreaterThanOrEqual(550)
        expect(ms).toBeLessThan(3000)
        expect(scope.failures).toEqual([expect.objectContaining({upstream: 'content', reason: 'timeout'})])
    })

    test('a write is never retried', async () => {
        const url = path('hang')
        const {result} = await inScope({UPSTREAM_TIMEOUT_MS: '300'}, () =>
            upstreamFetch('controllers', url, {method: 'POST', body: '{}'})
        )
        expect(result).toBeInstanceOf(UpstreamError)
        expect(hits[new URL(url).pathname]).toBe(1)
    })

    test('a read that meets a 503 once is retried and succeeds without marking the page', async () => {
        const url = path('fail-once')
        const {scope, result} = await inScope({}, () => upstreamFetch('controllers', url))
        expect((result as Response).status).toBe(200)
        expect(hits[new URL(url).pathname]).toBe(2)
        expect(scope.failures).toEqual([])
    })

    test('a 5xx that persists is returned to the caller and marks the page', async () => {
        const {scope, result} = await inScope({UPSTREAM_RETRIES: '2'}, () =>
            upstreamFetch('controllers', path('always-503'))
        )
        expect((result as Response).status).toBe(503)
        expect(scope.failures).toEqual([expect.objectContaining({reason: 'status', detail: 'HTTP 503'})])
    })

    test('a 404 is an answer, not a failure', async () => {
        const {scope, result} = await inScope({}, () => upstreamFetch('content', path('not-found')))
        expect((result as Response).status).toBe(404)
        expect(scope.failures).toEqual([])
    })

    test('the page budget bounds all calls together: later calls fail at once', async () => {
        const {result, ms, scope} = await inScope(
            {UPSTREAM_TIMEOUT_MS: '400', PAGE_DATA_BUDGET_MS: '600'},
            async () => {
                const outcomes = []
                for (let index = 0; index < 4; index += 1)
                    outcomes.push(await upstreamFetch('content', path('hang')).catch((error: Error) => error))
                return outcomes
            }
        )
        expect((result as Error[]).every((outcome) => outcome instanceof UpstreamError)).toBe(true)
        expect(ms).toBeLessThan(1500)
        expect(scope.failures.map((failure) => failure.reason)).toContain('budget')
    })

    test('outside a request scope it is plain fetch', async () => {
        const response = await upstreamFetch('content', path('ok'))
        expect(response.status).toBe(200)
    })
})

describe('commerceFetchOptions', () => {
    test('gives the SDK a per-call timeout and the page signal, one object per request', async () => {
        const {result, scope} = await inScope({UPSTREAM_TIMEOUT_MS: '1234'}, () =>
            Promise.resolve([commerceFetchOptions(), commerceFetchOptions()])
        )
        const [first, second] = result as Record<string, unknown>[]
        expect(first).toBe(second)
        expect(first).toEqual({timeout: 1234, signal: scope.signal})
    })

    test('adds nothing outside a request (the browser)', () => {
        expect(commerceFetchOptions()).toBeUndefined()
    })
})
