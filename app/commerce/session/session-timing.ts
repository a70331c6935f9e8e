import Cookies from 'js-cookie'
import {isSessionExpired, mayRefreshToken} from '../../rules/account'

/**
 * Remember-me and the session clock (spec 001 §4.1): with remember-me off a registered session lives 30
 * minutes from its last refresh, and shopper activity extends it at most once every 60 s. The choice is a
 * browser-session cookie, so closing the browser forgets it; the clock lives in sessionStorage for the same
 * reason.
 */
export const REMEMBER_ME_COOKIE = 'vela_remember'
const LAST_REFRESH_KEY = 'vela_session_refreshed'

type RememberMe = 'yes' | 'no'

const storage = (): Storage | undefined => {
    try {
        return typeof window === 'undefined' ? undefined : window.sessionStorage
    } catch {
        return undefined
    }
}

export const readRememberMe = (): RememberMe | undefined => {
    const value = Cookies.get(REMEMBER_ME_COOKIE)
    return value === 'yes' || value === 'no' ? value : undefined
}

const readLastRefresh = (): number | undefined => {
    const value = Number(storage()?.getItem(LAST_REFRESH_KEY))
    return Number.isFinite(value) && value > 0 ? value : undefined
}

const writeLastRefresh = (now: Date) => storage()?.setItem(LAST_REFRESH_KEY, String(now.getTime()))

/** Starts the clock at sign-in with the shopper's choice. */
export const startSessionClock = (rememberMe: boolean, now: Date) => {
    Cookies.set(REMEMBER_ME_COOKIE, rememberMe ? 'yes' : 'no', {path: '/', sameSite: 'Lax'})
    writeLastRefresh(now)
}

export const stopSessionClock = () => {
    Cookies.remove(REMEMBER_ME_COOKIE, {path: '/'})
    storage()?.removeItem(LAST_REFRESH_KEY)
}

/** Shopper activity refreshes the session, throttled to once per 60 s with remember-me off. */
export const noteSessionActivity = (now: Date): boolean => {
    if (!mayRefreshToken(readRememberMe(), readLastRefresh(), now)) return false
    writeLastRefresh(now)
    return true
}

/** A remember-me-off session that has not been refreshed for 30 minutes must end. */
export const shouldEndSession = (now: Date): boolean => {
    if (readRememberMe() !== 'no') return false
    const last = readLastRefresh()
    return last === undefined || isSessionExpired(last, now)
}
