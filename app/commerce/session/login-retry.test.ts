import {withLoginRetry} from './login-retry'
import {sleep} from './session-memory'

/** A failure shaped like the SDK's ResponseError: a status and a JSON body with SLAS's `message`. */
const slasFailure = (message: string, status = 400) =>
    Object.assign(new Error(`${status} Bad Request`), {
        response: {status, clone: () => ({text: () => Promise.resolve(JSON.stringify({message}))})}
    })

const attempts = (outcomes: (Error | string)[]) => {
    const attempt = jest.fn(() => {
        const next = outcomes.shift()
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? 'token')
    })
    return attempt
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

/** Lets the retry loop run, advancing fake time by `ms` in steps. */
const settle = async (ms: number) => {
    for (let elapsed = 0; elapsed <= ms; elapsed += 500) {
        await jest.advanceTimersByTimeAsync(500)
    }
}

describe('login retry policy (spec 001 §8)', () => {
    test("'EXPIRED_TOKEN' is retried 5 seconds later, clearing auth unless refreshing", async () => {
        const attempt = attempts([slasFailure('EXPIRED_TOKEN'), slasFailure('EXPIRED_TOKEN'), 'token'])
        const clearAuth = jest.fn(() => Promise.resolve())
        const done = jest.fn()
        void withLoginRetry(attempt, {isRefreshing: false, clearAuth, wait: sleep}).then(done)
        await jest.advanceTimersByTimeAsync(4900)
        expect(attempt).toHaveBeenCalledTimes(1)
        await jest.advanceTimersByTimeAsync(200)
        expect(attempt).toHaveBeenCalledTimes(2)
        await settle(5000)
        expect(done).toHaveBeenCalledWith('token')
        expect(clearAuth).toHaveBeenCalledTimes(2)
    })

    test("'invalid refresh_token' while refreshing keeps the stored auth between attempts", async () => {
        const attempt = attempts([slasFailure('invalid refresh_token'), 'token'])
        const clearAuth = jest.fn(() => Promise.resolve())
        const result = withLoginRetry(attempt, {isRefreshing: true, clearAuth, wait: sleep})
        await settle(5000)
        await expect(result).resolves.toBe('token')
        expect(clearAuth).not.toHaveBeenCalled()
    })

    test("a 'Load failed' network error is retried at once", async () => {
        const attempt = attempts([new TypeError('Load failed'), 'token'])
        const result = withLoginRetry(attempt, {isRefreshing: false, clearAuth: jest.fn(), wait: sleep})
        await jest.advanceTimersByTimeAsync(0)
        await expect(result).resolves.toBe('token')
        expect(attempt).toHaveBeenCalledTimes(2)
    })

    test('after 5 failures auth is cleared and the login starts over (once, then the error is shown)', async () => {
        const attempt = attempts(Array.from({length: 10}, () => slasFailure('EXPIRED_TOKEN')))
        const clearAuth = jest.fn(() => Promise.resolve())
        const result = withLoginRetry(attempt, {isRefreshing: true, clearAuth, wait: sleep})
        const outcome = result.catch((error: unknown) => error)
        await settle(60_000)
        expect(await outcome).toMatchObject({message: 'EXPIRED_TOKEN', status: 400})
        expect(attempt).toHaveBeenCalledTimes(10)
        expect(clearAuth).toHaveBeenCalledTimes(2)
    })

    test('other failures (wrong password) are not retried', async () => {
        const attempt = attempts([slasFailure('Unauthorized', 401)])
        await expect(
            withLoginRetry(attempt, {isRefreshing: false, clearAuth: jest.fn(), wait: sleep})
        ).rejects.toMatchObject({status: 401, message: 'Unauthorized'})
        expect(attempt).toHaveBeenCalledTimes(1)
    })
})
