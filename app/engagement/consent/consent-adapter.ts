import Cookies from 'js-cookie'
import {DEFAULT_ACTIVE_GROUPS, ESSENTIAL_GROUP, parseActiveGroups} from '../../rules/engagement/consent'
import {CONSENT_COOKIE, CONSENT_VERSION, consentStore, readStoredConsent} from './consent-store'

/**
 * The seam to the consent tool (spec 001 §4.3). In production the tool is a third-party script that draws
 * its own banner and reports the active groups; here a local implementation keeps the choice in a first-party
 * cookie and the storefront draws the banner. Everything else (data layer, popups, country prompt, the app
 * bridge) reads the consent store only, so swapping the tool touches this file alone.
 */
export interface ConsentAdapter {
    /** The vendor script draws its own banner; the storefront's banner shows only for the local tool. */
    readonly drawsOwnBanner: boolean
    /** Starts the tool and reports its state (and every later change) to the consent store. */
    start(): void
    /** Stores the visitor's choice: the groups to activate (the essential group is always kept). */
    save(groups: readonly string[]): void
}

/** Every group the banner offers: essential, analytics, personalisation, marketing, social media. */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const
export type ConsentGroup = (typeof CONSENT_GROUPS)[number]

/** Consent is asked again after a year at the latest. */
export const CONSENT_COOKIE_DAYS = 365

export const withEssential = (groups: readonly string[]): string[] =>
    parseActiveGroups([ESSENTIAL_GROUP, ...groups].join(','))

const cookieOptions = (days?: number) => ({
    path: '/',
    sameSite: 'Lax' as const,
    secure: window.location.protocol === 'https:',
    ...(days !== undefined && {expires: days})
})

export const createLocalConsentAdapter = (): ConsentAdapter => ({
    drawsOwnBanner: false,
    start() {
        const stored = readStoredConsent(Cookies.get(CONSENT_COOKIE))
        consentStore.set({loaded: true, groups: stored ?? DEFAULT_ACTIVE_GROUPS, closed: Boolean(stored)})
    },
    save(groups) {
        const active = withEssential(groups)
        Cookies.set(
            CONSENT_COOKIE,
            `${CONSENT_VERSION}:${active.join(',')}`,
            cookieOptions(CONSENT_COOKIE_DAYS)
        )
        consentStore.set({loaded: true, groups: active, closed: true})
    }
})

/**
 * What a vendor consent script offers, expressed without naming one: load it (with the domain id from
 * configuration), read its active-group string (',C0001,C0002,'), learn whether its banner was closed, and
 * hear about changes. A vendor adapter is `createVendorConsentAdapter(hooks)`; choose it in
 * `consentAdapterFor` once the configuration names a consent domain.
 */
export interface VendorConsentHooks {
    loadScript(): Promise<void>
    activeGroups(): string | undefined
    bannerClosed(): boolean
    onChange(listener: () => void): void
}

export const createVendorConsentAdapter = (hooks: VendorConsentHooks): ConsentAdapter => {
    const report = () =>
        consentStore.set({
            loaded: true,
            groups: parseActiveGroups(hooks.activeGroups()),
            closed: hooks.bannerClosed()
        })
    return {
        drawsOwnBanner: true,
        start() {
            // Until the script reports, events wait in the data layer's queue.
            consentStore.set({loaded: false})
            hooks.onChange(report)
            hooks.loadScript().then(report, (error: unknown) => {
                console.error('[consent] the consent tool failed to load', error)
                // Without the tool only the essential group applies, but events must not wait forever.
                consentStore.set({loaded: true, groups: DEFAULT_ACTIVE_GROUPS})
            })
        },
        // The vendor's own banner stores choices; nothing for the storefront to do.
        save: () => undefined
    }
}

let adapter: ConsentAdapter | undefined

/** The consent tool in use: the local one (no vendor domain is configured in this project). */
export const consentAdapterFor = (): ConsentAdapter => (adapter ??= createLocalConsentAdapter())
