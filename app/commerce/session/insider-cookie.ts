import Cookies from 'js-cookie'
import {INSIDER_COOKIE_HOURS, isInsider} from '../../rules/account'

/** Caches insider status for the shell (navigation and pricing content), spec 001 §4.1 and §9. */
export const INSIDER_COOKIE = 'vela_insider'

const cookieOptions = () => ({
    path: '/',
    sameSite: 'Lax' as const,
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:'
})

export const deleteInsiderCookie = () => Cookies.remove(INSIDER_COOKIE, {path: '/'})

/**
 * Writes the insider flag for 1 hour (js-cookie counts `expires` in days), and only for an insider: the
 * cookie's presence is what the CMS's popup rules test ("cookies to check don't exist"), so any other shopper
 * must not carry it.
 */
export const setInsiderCookie = (customerGroups: readonly string[] | undefined) => {
    if (!isInsider(customerGroups)) {
        deleteInsiderCookie()
        return
    }
    Cookies.set(INSIDER_COOKIE, '1', {...cookieOptions(), expires: INSIDER_COOKIE_HOURS / 24})
}

/** True while an insider's cached status is fresh. */
export const readInsiderCookie = (): boolean => Cookies.get(INSIDER_COOKIE) === '1'
