import Cookies from 'js-cookie'

/**
 * The personalisation service's browser ids and the control group (spec 001 §9: "personalisation group
 * cookie about a year, with 5% of visitors in a control group"). Written only once the shopper has allowed
 * personalisation (group C0003): callers check consent first.
 */
export const PERSONALISATION_ID_COOKIE = '_dyid'
export const PERSONALISATION_SESSION_COOKIE = '_dyjsession'
export const PERSONALISATION_GROUP_COOKIE = 'vela_dy_group'
export const GROUP_COOKIE_DAYS = 365
export const CONTROL_GROUP_SHARE = 0.05

export type PersonalisationGroup = 'control' | 'personalised'

/** A draw in [0, 1): the first 5% are the control group. */
export const groupForDraw = (draw: number): PersonalisationGroup =>
    draw < CONTROL_GROUP_SHARE ? 'control' : 'personalised'

const options = (days?: number) => ({
    path: '/',
    sameSite: 'Lax' as const,
    secure: window.location.protocol === 'https:',
    ...(days !== undefined && {expires: days})
})

const randomId = () =>
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
        ? crypto.randomUUID().replace(/-/g, '')
        : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`

/** The visitor's group, drawn once and kept for a year. */
export const personalisationGroup = (random: () => number = Math.random): PersonalisationGroup => {
    const stored = Cookies.get(PERSONALISATION_GROUP_COOKIE)
    if (stored === 'control' || stored === 'personalised') return stored
    const group = groupForDraw(random())
    Cookies.set(PERSONALISATION_GROUP_COOKIE, group, options(GROUP_COOKIE_DAYS))
    return group
}

/** The visitor id (a year) and the session id (the browser session). */
export const personalisationIds = () => {
    let dyid = Cookies.get(PERSONALISATION_ID_COOKIE)
    if (!dyid) {
        dyid = randomId()
        Cookies.set(PERSONALISATION_ID_COOKIE, dyid, options(GROUP_COOKIE_DAYS))
    }
    let session = Cookies.get(PERSONALISATION_SESSION_COOKIE)
    if (!session) {
        session = randomId()
        Cookies.set(PERSONALISATION_SESSION_COOKIE, session, options())
    }
    return {dyid, session}
}
