import {
    combineStatuses,
    isLoginTokenValid,
    isRegisteredLogin,
    isSessionExpired,
    loginKind,
    loginRetryDecision,
    mayRefreshToken,
    type RequestStatus
} from './session'

describe('combined status (spec 001 §4.1)', () => {
    test.each<[RequestStatus[], RequestStatus]>([
        [['done', 'error', 'pending'], 'error'],
        [['done', 'pending', 'idle'], 'pending'],
        [['done', 'done'], 'done'],
        [['done', 'idle'], 'idle'],
        [['idle'], 'idle'],
        [[], 'idle']
    ])(
        '"error if any is error; pending if any is pending; done if all are done; otherwise idle": %j → %s',
        (statuses, combined) => {
            expect(combineStatuses(statuses)).toBe(combined)
        }
    )
})

describe('login retry policy (spec 001 §8)', () => {
    test.each([
        ['invalid refresh_token', 1, false, {action: 'retry', delayMs: 5000, clearAuth: true}],
        ['EXPIRED_TOKEN', 4, false, {action: 'retry', delayMs: 5000, clearAuth: true}],
        ['EXPIRED_TOKEN', 2, true, {action: 'retry', delayMs: 5000, clearAuth: false}],
        ['400: invalid refresh_token', 5, false, {action: 'start-over'}],
        ['EXPIRED_TOKEN', 6, true, {action: 'start-over'}],
        ['TypeError: Load failed', 1, false, {action: 'retry', delayMs: 0, clearAuth: false}],
        ['Load failed', 5, false, {action: 'fail'}],
        ['Unauthorized', 1, false, {action: 'fail'}]
    ])('%j after %s failures (refreshing %s)', (message, failures, refreshing, decision) => {
        expect(loginRetryDecision(message, failures, refreshing)).toEqual(decision)
    })
})

describe('tokens (spec 001 §4.1)', () => {
    const now = new Date('2026-01-01T12:00:00Z')
    const t = now.getTime()
    test.each([
        [t + 61_000, true],
        [t + 60_000, false],
        [t + 1_000, false],
        [t - 1, false],
        [undefined, false]
    ])('"Login-state token is invalid within 60 s of its lifetime end": expires %s', (expiresAt, valid) => {
        expect(isLoginTokenValid(expiresAt, now)).toBe(valid)
    })

    test('"Session token lifetime 30 minutes"', () => {
        expect(isSessionExpired(t - 1_799_999, now)).toBe(false)
        expect(isSessionExpired(t - 1_800_000, now)).toBe(true)
    })

    test.each([
        ['no', t - 59_999, false],
        ['no', t - 60_000, true],
        ['no', undefined, true],
        ['yes', t - 1, true],
        [undefined, t - 1, true]
    ])(
        '"refresh at most every 60 s when remember-me is \'no\'": rememberMe %s, last %s → %s',
        (rememberMe, last, may) => {
            expect(mayRefreshToken(rememberMe, last, now)).toBe(may)
        }
    )

    test('"Registered status is inferred when an identity token and an encrypted user id are returned"', () => {
        expect(isRegisteredLogin({id_token: 'x', enc_user_id: 'y'})).toBe(true)
        expect(isRegisteredLogin({id_token: 'x'})).toBe(false)
        expect(isRegisteredLogin({})).toBe(false)
    })

    test('"with credentials if given; else refresh if a refresh token exists; else guest login"', () => {
        expect(loginKind(true, 'r')).toBe('credentials')
        expect(loginKind(false, 'r')).toBe('refresh')
        expect(loginKind(false, undefined)).toBe('guest')
    })
})
