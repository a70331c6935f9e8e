import Cookies from 'js-cookie'
import {appBridgeConsentMessage, CONSENT_COOKIES, dwapupreqValue} from '../../rules/engagement/consent'
import {postToApp} from '../../pages/app-page/app-bridge'

/** "A cookie dwapupreq is set to a random number 1 to 100 on the locale path" (spec 001 §7.3). */
export const DWAPUPREQ_COOKIE = 'dwapupreq'

const secure = () => window.location.protocol === 'https:'

/** "Cookie dw=1 (session) and dw_cookies_accepted=1 (30 days) are set" once the visitor has chosen. */
export const writeAcceptanceCookies = () => {
    const {session, accepted} = CONSENT_COOKIES
    Cookies.set(session.name, session.value, {path: '/', sameSite: 'Lax', secure: secure()})
    Cookies.set(accepted.name, accepted.value, {
        path: '/',
        sameSite: 'Lax',
        secure: secure(),
        expires: accepted.days
    })
}

/** Draws the visitor's dwapupreq number once; it lives for the browser session on the locale's path. */
export const ensureDwapupreqCookie = (localePath: string, random: () => number = Math.random) => {
    if (Cookies.get(DWAPUPREQ_COOKIE)) return
    Cookies.set(DWAPUPREQ_COOKIE, String(dwapupreqValue(random())), {
        path: localePath || '/',
        sameSite: 'Lax',
        secure: secure()
    })
}

let lastTold: string | undefined

/**
 * Tells the native app about a consent choice: 'acceptedCookies' with the groups, or 'rejectedCookies'. The
 * app's consent page and the consent tool's change callback both report a choice made there: the app hears
 * it once. Returns whether the app received it (or had already).
 */
export const tellAppAboutConsent = (groups: readonly string[]): boolean => {
    const message = appBridgeConsentMessage(groups)
    const key = JSON.stringify(message)
    if (key === lastTold) return true
    const sent = postToApp(message)
    if (sent) lastTold = key
    return sent
}

/** Tests start from a page load. */
export const forgetToldConsent = () => {
    lastTold = undefined
}
