import {pageTypeFromPath} from '../../region/page-type'

/** "Active groups default to the essential group C0001 until the consent tool reports the choice." */
export const ESSENTIAL_GROUP = 'C0001'
export const DEFAULT_ACTIVE_GROUPS: readonly string[] = [ESSENTIAL_GROUP]

/** The consent tool's active group string (',C0001,C0003,') as a list. */
export const parseActiveGroups = (value: string | null | undefined): string[] => {
    const groups = (value ?? '')
        .split(',')
        .map((group) => group.trim())
        .filter((group) => /^C\d{4}$/.test(group))
    return groups.length ? Array.from(new Set(groups)) : [...DEFAULT_ACTIVE_GROUPS]
}

/**
 * Which group gates which feature. The spec names C0003's: "personalisation, customer-data platform,
 * personalisation service" (spec 001 §4.3), and says C0002–C0005 "gate marketing and analytics features":
 * C0002 is the analytics group (the tag manager and its data layer), C0004 marketing (the tag manager's
 * advertising tags), C0005 social media (the user-generated-content scripts). Live chat is a functional
 * service and shares C0003; the global-shipping loader is needed to check out from abroad, so it is
 * essential (C0001, always active).
 */
export const CONSENT_GATES = {
    analytics: 'C0002',
    personalisation: 'C0003',
    customerData: 'C0003',
    personalisationService: 'C0003',
    liveChat: 'C0003',
    marketing: 'C0004',
    social: 'C0005',
    globalShipping: 'C0001'
} as const
export type ConsentGatedFeature = keyof typeof CONSENT_GATES

export const isFeatureAllowed = (feature: ConsentGatedFeature, activeGroups: readonly string[]): boolean =>
    activeGroups.includes(CONSENT_GATES[feature])

export type AppBridgeConsentMessage = {type: 'acceptedCookies'; groups: string[]} | {type: 'rejectedCookies'}

/** "the native app bridge is told 'acceptedCookies' with the group list, or 'rejectedCookies' if only
 * essential groups remain" */
export const appBridgeConsentMessage = (activeGroups: readonly string[]): AppBridgeConsentMessage =>
    activeGroups.some((group) => group !== ESSENTIAL_GROUP)
        ? {type: 'acceptedCookies', groups: [...activeGroups]}
        : {type: 'rejectedCookies'}

/** Every group the consent tool offers, essential first. */
export const CONSENT_GROUP_IDS = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const

/**
 * The groups a consent cookie in the vendor's format records (`groups=C0001:1,C0002:0,...` inside a
 * URL-encoded query string), or undefined when it records none. Lets a returning visitor's choice apply
 * before the tool's script has loaded.
 */
export const groupsFromConsentCookie = (value: string | undefined): string[] | undefined => {
    if (!value) return undefined
    let groups: string | null
    try {
        groups = new URLSearchParams(value).get('groups')
    } catch {
        return undefined
    }
    if (!groups) return undefined
    const active = groups
        .split(',')
        .map((pair) => pair.split(':'))
        .filter(([group, on]) => /^C\d{4}$/.test(group ?? '') && on === '1')
        .map(([group]) => group)
    return parseActiveGroups(active.join(','))
}

/** The vendor's category update for a choice: every optional group with 1 (on) or 0 (off). */
export const categoryConsentValue = (activeGroups: readonly string[]): string =>
    CONSENT_GROUP_IDS.filter((group) => group !== ESSENTIAL_GROUP)
        .map((group) => `${group}:${activeGroups.includes(group) ? 1 : 0}`)
        .join(',')

/** "Page scroll is locked until the banner is closed and valid (unless in storefront preview)." */
export const isScrollLocked = (bannerClosed: boolean, valid: boolean, isPreview: boolean): boolean =>
    !isPreview && !(bannerClosed && valid)

/** "Cookie dw=1 (session) and dw_cookies_accepted=1 (30 days)" (spec 001 §7.3). */
export const CONSENT_COOKIES = {
    session: {name: 'dw', value: '1'},
    accepted: {name: 'dw_cookies_accepted', value: '1', days: 30}
} as const

/** "A cookie dwapupreq is set to a random number 1 to 100": the value for a random draw in [0, 1). */
export const dwapupreqValue = (random: number): number =>
    Math.min(100, Math.max(1, Math.floor(random * 100) + 1))

/** "sent once per page load, only with analytics consent and not on the confirmation page" (spec 001 §4.1). */
export const shouldSendPageView = (
    activeGroups: readonly string[],
    path: string,
    alreadySent: boolean
): boolean =>
    !alreadySent && isFeatureAllowed('analytics', activeGroups) && pageTypeFromPath(path) !== 'confirmation'
