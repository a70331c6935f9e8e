import Cookies from 'js-cookie'
import type {CookieWrite} from '../../rules/engagement/popups'
import {SCARCITY_AFTER_CLOSE} from '../../rules/engagement/scarcity'

export type SignUpVariant = 'welcome' | 'insiders' | 'rphm'

/**
 * Cookie names per sign-up popup: `vela_{variant}_{init|dismissed|shown|mini}`. The CMS's modal data names
 * the same cookies in its exist/don't-exist lists (e.g. vela_welcome_dismissed).
 */
export const popupCookieName = (variant: SignUpVariant, cookie: CookieWrite['cookie']) =>
    `vela_${variant}_${cookie === 'miniNotification' ? 'mini' : cookie}`

export const readPopupCookie = (variant: SignUpVariant, cookie: CookieWrite['cookie']) =>
    Cookies.get(popupCookieName(variant, cookie))

export const writePopupCookie = (variant: SignUpVariant, write: CookieWrite) =>
    Cookies.set(popupCookieName(variant, write.cookie), write.value, {
        path: '/',
        sameSite: 'Lax',
        secure: window.location.protocol === 'https:',
        expires: write.days
    })

export const removePopupCookie = (variant: SignUpVariant, cookie: CookieWrite['cookie']) =>
    Cookies.remove(popupCookieName(variant, cookie), {path: '/'})

/** Storage that may be missing (private mode, blocked): reads give null and writes do nothing. */
const storage = (kind: 'localStorage' | 'sessionStorage'): Storage | undefined => {
    try {
        return window[kind]
    } catch {
        return undefined
    }
}

const readNumber = (kind: 'localStorage' | 'sessionStorage', key: string) =>
    Number(storage(kind)?.getItem(key) ?? 0) || 0

const write = (kind: 'localStorage' | 'sessionStorage', key: string, value: string) => {
    try {
        storage(kind)?.setItem(key, value)
    } catch {
        // A full or blocked storage only means the counts start again.
    }
}

/** Pages seen in this browser session: the sign-up modals' page-count rule. */
export const SESSION_PAGES_KEY = 'vela.pageCount'
/** Page loads counted for the scarcity popups, kept across visits (spec 001 §4.4). */
export const SCARCITY_PAGES_KEY = 'vela.scarcityPageLoads'
export const scarcityClosedKey = (variant: string) => `vela.scarcityClosed.${variant}`

export const countSessionPage = (): number => {
    const next = readNumber('sessionStorage', SESSION_PAGES_KEY) + 1
    write('sessionStorage', SESSION_PAGES_KEY, String(next))
    return next
}

export const readScarcityPages = () => readNumber('localStorage', SCARCITY_PAGES_KEY)

export const countScarcityPage = (): number => {
    const next = readScarcityPages() + 1
    write('localStorage', SCARCITY_PAGES_KEY, String(next))
    return next
}

export const isScarcityClosed = (variant: string) =>
    storage('localStorage')?.getItem(scarcityClosedKey(variant)) === 'true'

/** "On CTA or close the counter resets to 0 and a 'closed' flag is stored permanently." */
export const closeScarcity = (variant: string) => {
    write('localStorage', SCARCITY_PAGES_KEY, String(SCARCITY_AFTER_CLOSE.pageCount))
    write('localStorage', scarcityClosedKey(variant), String(SCARCITY_AFTER_CLOSE.closed))
}
