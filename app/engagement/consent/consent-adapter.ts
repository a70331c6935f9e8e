import Cookies from 'js-cookie'
import type {IntegrationsConfig} from '../../config/types'
import {loadScript} from '../../integrations/script-loader'
import {
    categoryConsentValue,
    CONSENT_GROUP_IDS,
    DEFAULT_ACTIVE_GROUPS,
    ESSENTIAL_GROUP,
    groupsFromConsentCookie,
    parseActiveGroups
} from '../../rules/engagement/consent'
import {consentStore} from './consent-store'

/**
 * The seam to the consent tool (spec 001 §4.3): a vendor script loaded with the domain id from
 * configuration, which keeps the record of the choice, exposes the active groups as a global string
 * (',C0001,C0003,'), and calls back on every change. The sandbox serves a stand-in with the same interface;
 * production points the configuration at the vendor's script. Everything else (data layer, third-party
 * services, popups, the app bridge) reads the consent store only.
 */
export interface ConsentAdapter {
    /** The tool draws its own banner (configuration `banner: 'vendor'`); otherwise the storefront's shows. */
    readonly drawsOwnBanner: boolean
    /** Starts the tool; its state and every later change are reported to the consent store. */
    start(): void
    /** Stores the visitor's choice through the tool: the groups to activate (essential always kept). */
    save(groups: readonly string[]): void
}

/** What the vendor's script puts on window. */
export interface ConsentToolApi {
    IsAlertBoxClosed(): boolean
    AllowAll(): void
    RejectAll(): void
    UpdateConsent(type: 'Category', value: string): void
    Close?(): void
    OnConsentChanged(callback: () => void): void
}

declare global {
    interface Window {
        OneTrust?: ConsentToolApi
        /** The consent tool's active groups (',C0001,C0002,'), when it has loaded. */
        OnetrustActiveGroups?: string
        /** Called by the tool once loaded and after every change. */
        OptanonWrapper?: () => void
    }
}

/** Every group the banner offers: essential, analytics, personalisation, marketing, social media. */
export const CONSENT_GROUPS = CONSENT_GROUP_IDS
export type ConsentGroup = (typeof CONSENT_GROUP_IDS)[number]

/** The vendor's cookies: the choice (`groups=C0001:1,...`) and when the banner was closed. */
export const CONSENT_TOOL_COOKIES = {consent: 'OptanonConsent', closed: 'OptanonAlertBoxClosed'} as const

export const withEssential = (groups: readonly string[]): string[] =>
    parseActiveGroups([ESSENTIAL_GROUP, ...groups].join(','))

/** A returning visitor's choice as the tool's cookies hold it, before its script has loaded. */
export const rememberedChoice = (): string[] | undefined =>
    Cookies.get(CONSENT_TOOL_COOKIES.closed)
        ? groupsFromConsentCookie(Cookies.get(CONSENT_TOOL_COOKIES.consent))
        : undefined

export interface VendorConsentOptions {
    config: IntegrationsConfig['consent']
    /** When the script loads for a visitor whose choice is already known (later, off the critical path). */
    deferLoad?: (load: () => void) => void
}

export const createVendorConsentAdapter = ({config, deferLoad}: VendorConsentOptions): ConsentAdapter => {
    let saving = false
    let started = false
    const report = () => {
        const tool = window.OneTrust
        if (saving || !tool) return
        consentStore.set({
            loaded: true,
            groups: parseActiveGroups(window.OnetrustActiveGroups),
            closed: tool.IsAlertBoxClosed()
        })
    }
    const connect = () => {
        window.OneTrust?.OnConsentChanged(report)
        report()
    }
    const load = () => {
        if (window.OneTrust) return connect()
        // The tool calls OptanonWrapper once ready; keep whatever the page had there.
        const previous = window.OptanonWrapper
        let connected = false
        window.OptanonWrapper = () => {
            previous?.()
            if (connected) return report()
            connected = true
            connect()
        }
        loadScript(config.scriptUrl, {
            attributes: {'data-domain-script': config.domainId, charset: 'UTF-8'}
        }).catch((error: unknown) => {
            console.error('[consent] the consent tool failed to load', error)
            // Without the tool only the essential group applies, but events must not wait forever.
            if (!consentStore.get().loaded) consentStore.set({loaded: true, groups: DEFAULT_ACTIVE_GROUPS})
        })
    }
    return {
        drawsOwnBanner: config.banner === 'vendor',
        start() {
            if (started) return
            started = true
            const remembered = rememberedChoice()
            if (remembered) {
                consentStore.set({loaded: true, groups: remembered, closed: true})
                if (deferLoad) return deferLoad(load)
            }
            load()
        },
        save(groups) {
            const tool = window.OneTrust
            const active = withEssential(groups)
            if (!tool) {
                // The tool never loaded: honour the choice for this page rather than trap the shopper.
                consentStore.set({loaded: true, groups: active, closed: true})
                return
            }
            saving = true
            try {
                if (CONSENT_GROUP_IDS.every((group) => active.includes(group))) tool.AllowAll()
                else if (active.length === 1) tool.RejectAll()
                else {
                    tool.UpdateConsent('Category', categoryConsentValue(active))
                    tool.Close?.()
                }
            } finally {
                saving = false
            }
            report()
        }
    }
}

let adapter: ConsentAdapter | undefined

/** The page's consent tool adapter (one per page). */
export const consentAdapterFor = (options: VendorConsentOptions): ConsentAdapter =>
    (adapter ??= createVendorConsentAdapter(options))

/** Tests start from a page load. */
export const forgetConsentAdapter = () => {
    adapter = undefined
}
