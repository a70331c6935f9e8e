export type RequestStatus = 'idle' | 'pending' | 'done' | 'error'

/** "Combined status: error if any is error; pending if any is pending; done if all are done; otherwise idle"
 * (spec 001 §4.1). No statuses at all count as idle. */
export const combineStatuses = (statuses: readonly RequestStatus[]): RequestStatus => {
    if (statuses.includes('error')) return 'error'
    if (statuses.includes('pending')) return 'pending'
    if (statuses.length > 0 && statuses.every((status) => status === 'done')) return 'done'
    return 'idle'
}

/** "login retry limit 5 with 5000 ms wait" (spec 001 §9). */
export const LOGIN_RETRY_LIMIT = 5
export const LOGIN_RETRY_WAIT_MS = 5000

export type LoginRetryDecision =
    | {action: 'retry'; delayMs: number; clearAuth: boolean}
    | {action: 'start-over'}
    | {action: 'fail'}

const isTokenError = (message: string) =>
    message.includes('invalid refresh_token') || message.includes('EXPIRED_TOKEN')

/**
 * What to do after a failed login attempt (spec 001 §8): 'invalid refresh_token' or 'EXPIRED_TOKEN' are
 * retried up to 5 times, 5 seconds apart, clearing auth unless refreshing, and after 5 failures auth is
 * cleared and login starts over; a 'Load failed' network error is retried at once (within the same limit, so
 * a dead network cannot spin forever). `failures` counts the failed attempts so far, this one included.
 */
export const loginRetryDecision = (
    message: string,
    failures: number,
    isRefreshing: boolean
): LoginRetryDecision => {
    if (isTokenError(message)) {
        if (failures >= LOGIN_RETRY_LIMIT) return {action: 'start-over'}
        return {action: 'retry', delayMs: LOGIN_RETRY_WAIT_MS, clearAuth: !isRefreshing}
    }
    if (message.includes('Load failed') && failures < LOGIN_RETRY_LIMIT) {
        return {action: 'retry', delayMs: 0, clearAuth: false}
    }
    return {action: 'fail'}
}

/** "Login-state token is invalid within 60 s of its lifetime end." */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000
/** "session token 30 min (1,800,000 ms)" */
export const SESSION_TOKEN_LIFETIME_MS = 1_800_000
/** "refresh at most every 60 s when remember-me is 'no'" */
export const REMEMBER_ME_OFF_REFRESH_MS = 60_000

export const isLoginTokenValid = (expiresAtMs: number | undefined, now: Date): boolean =>
    typeof expiresAtMs === 'number' && now.getTime() < expiresAtMs - TOKEN_EXPIRY_MARGIN_MS

export const isSessionExpired = (startedAtMs: number, now: Date): boolean =>
    now.getTime() - startedAtMs >= SESSION_TOKEN_LIFETIME_MS

export const mayRefreshToken = (
    rememberMe: string | undefined,
    lastRefreshMs: number | undefined,
    now: Date
): boolean =>
    rememberMe !== 'no' ||
    lastRefreshMs === undefined ||
    now.getTime() - lastRefreshMs >= REMEMBER_ME_OFF_REFRESH_MS

/** "Registered status is inferred when an identity token and an encrypted user id are returned." */
export const isRegisteredLogin = (tokenResponse: {id_token?: string; enc_user_id?: string}): boolean =>
    !!tokenResponse.id_token && !!tokenResponse.enc_user_id

/** "On login: with credentials if given; else refresh if a refresh token exists; else guest login." */
export const loginKind = (
    hasCredentials: boolean,
    refreshToken: string | undefined
): 'credentials' | 'refresh' | 'guest' =>
    hasCredentials ? 'credentials' : refreshToken ? 'refresh' : 'guest'
