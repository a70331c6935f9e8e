/** Cookie lifetimes: "dismissed, mini-notification, init 365 days; welcome-shown 1 day" (spec 001 §9). */
export const POPUP_COOKIE_DAYS = {dismissed: 365, miniNotification: 365, init: 365, welcomeShown: 1} as const

export interface CookieWrite {
    cookie: 'init' | 'dismissed' | 'shown' | 'miniNotification'
    value: string
    days: number
}

/** "an init cookie goes from absent to 1, then 2 on a later open" (spec 001 §4.4). */
export const welcomeInitOnOpen = (current: string | undefined): CookieWrite => ({
    cookie: 'init',
    value: current ? '2' : '1',
    days: POPUP_COOKIE_DAYS.init
})

/** "On close, if init is 2 the dismissed cookie is set for 365 days, else the shown cookie for 1 day." */
export const welcomeOnClose = (init: string | undefined): CookieWrite =>
    init === '2'
        ? {cookie: 'dismissed', value: '1', days: POPUP_COOKIE_DAYS.dismissed}
        : {cookie: 'shown', value: '1', days: POPUP_COOKIE_DAYS.welcomeShown}

/** "Submit sets dismissed for 365 days. Insiders and RPHM popups set their dismissed cookie for 365 days on
 * close or submit." */
export const dismissForAYear = (): CookieWrite => ({
    cookie: 'dismissed',
    value: '1',
    days: POPUP_COOKIE_DAYS.dismissed
})

export interface ModalRules {
    url?: string
    urlType?: 'contains' | 'exact'
    pageCount?: number
    cookiesToCheckExist?: readonly string[]
    cookiesToCheckDontExist?: readonly string[]
}

const normalisePath = (url: string) => {
    const path = url.split(/[?#]/)[0].trim().toLowerCase()
    return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** "the URL rule (contains or exact)": no configured URL matches every page. */
export const matchesUrlRule = (currentUrl: string, rules: Pick<ModalRules, 'url' | 'urlType'>): boolean => {
    const wanted = rules.url?.trim()
    if (!wanted) return true
    if (rules.urlType === 'exact') return normalisePath(currentUrl) === normalisePath(wanted)
    return currentUrl.toLowerCase().includes(wanted.toLowerCase())
}

export interface PopupEligibilityInput {
    cookies: Readonly<Record<string, string | undefined>>
    /** The popup's own dismissed cookie names. */
    dismissedCookies: readonly string[]
    /** The popup's shown cookie name, if it has one. */
    shownCookie?: string
    rules: ModalRules
    currentUrl: string
    /** Pages this visitor has viewed. */
    pageCount: number
}

/**
 * "A popup shows only if its dismissed cookies are absent, the shown cookie is not set, the configured cookies
 * exist or are absent as listed, and the URL rule (contains or exact) and the page-count rule match."
 */
export const isPopupEligible = ({
    cookies,
    dismissedCookies,
    shownCookie,
    rules,
    currentUrl,
    pageCount
}: PopupEligibilityInput): boolean => {
    const has = (name: string) => cookies[name] !== undefined && cookies[name] !== ''
    if (dismissedCookies.some(has)) return false
    if (shownCookie && has(shownCookie)) return false
    if (!(rules.cookiesToCheckExist ?? []).every(has)) return false
    if ((rules.cookiesToCheckDontExist ?? []).some(has)) return false
    if (!matchesUrlRule(currentUrl, rules)) return false
    return !rules.pageCount || pageCount >= rules.pageCount
}

/** "popup delay = popupDelay x 1000 ms" */
export const popupDelayMs = (popupDelay: number | string | undefined): number => {
    const seconds = Number(popupDelay)
    return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0
}

export type MiniNotificationState = 'modal' | 'button' | 'removed'
export type MiniNotificationEvent = 'close' | 'click' | 'remove'

/** "on first close it appears as a small button and the flag is stored 365 days; clicking reopens the modal;
 * its close icon removes it." `storeFlag` tells the caller to write the flag cookie. */
export const miniNotificationNext = (
    state: MiniNotificationState,
    event: MiniNotificationEvent
): {state: MiniNotificationState; storeFlag: boolean} => {
    if (event === 'remove') return {state: 'removed', storeFlag: false}
    if (state === 'removed') return {state, storeFlag: false}
    if (event === 'click') return {state: 'modal', storeFlag: false}
    return {state: 'button', storeFlag: state === 'modal'}
}
