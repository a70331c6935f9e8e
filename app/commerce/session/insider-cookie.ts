import Cookies from 'js-cookie'
import {INSIDER_COOKIE_HOURS, isInsider} from '../../rules/account'

/** Caches insider status for the shell (navigation and pricing content), spec 001 §4.1 and §9. */
export const INSIDER_COOKIE = 'vela_insider'

const cookieOptions = () => ({
    path: '/',
    sameSite: 'Lax' as const,
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:'
})

/** Writes the insider flag for 1 hour (js-cookie counts `expires` in days). */
export const setInsiderCookie = (customerGroups: readonly string[] | undefined) => {
    Cookies.set(INSIDER_COOKIE, isInsider(customerGroups) ? '1' : '0', {
        ...cookieOptions(),
        expires: INSIDER_COOKIE_HOURS / 24
    })
}

export const deleteInsiderCookie = () => Cookies.remove(INSIDER_COOKIE, {path: '/'})

/** True/false while the cached status is fresh; undefined once it has expired or was never written. */
export const readInsiderCookie = (): boolean | undefined => {
    const value = Cookies.get(INSIDER_COOKIE)
    return value === undefined ? undefined : value === '1'
}
