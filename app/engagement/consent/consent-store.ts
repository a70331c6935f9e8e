import Cookies from 'js-cookie'
import {DEFAULT_ACTIVE_GROUPS, parseActiveGroups} from '../../rules/engagement/consent'

/**
 * The visitor's consent as the rest of the storefront sees it: which groups are active, whether the consent
 * tool has reported (loaded) and whether the banner was closed with a valid choice. Part of the first load
 * (the data layer asks it whether events may flow), so it stays tiny; the banner and the consent tool adapter
 * load later and write to it.
 */
export interface ConsentSnapshot {
    /** The consent tool has reported the visitor's state (spec 001 §4.3: events queue until then). */
    loaded: boolean
    /** Active groups; the essential group C0001 alone until a choice is made. */
    groups: readonly string[]
    /** The banner was closed with a choice stored under the current consent version. */
    closed: boolean
}

/** The local consent tool's cookie: `{version}:{groups}`. A new version asks every visitor again. */
export const CONSENT_COOKIE = 'vela_consent'
export const CONSENT_VERSION = '1'

/** The stored choice, or undefined when there is none for the current version. */
export const readStoredConsent = (value: string | undefined): string[] | undefined => {
    const [version, groups] = (value ?? '').split(':')
    return version === CONSENT_VERSION && groups ? parseActiveGroups(groups) : undefined
}

const initialSnapshot = (): ConsentSnapshot => {
    if (typeof document === 'undefined') return {loaded: false, groups: DEFAULT_ACTIVE_GROUPS, closed: false}
    // The local tool keeps its state in a cookie, so it has "reported" as soon as the page can read it; a
    // vendor script would start unloaded and report through the adapter (see consent-adapter.ts).
    const stored = readStoredConsent(Cookies.get(CONSENT_COOKIE))
    return {loaded: true, groups: stored ?? DEFAULT_ACTIVE_GROUPS, closed: Boolean(stored)}
}

let snapshot: ConsentSnapshot | undefined
const listeners = new Set<() => void>()

const current = (): ConsentSnapshot => (snapshot ??= initialSnapshot())

export const consentStore = {
    get: current,
    set: (next: Partial<ConsentSnapshot>) => {
        snapshot = {...current(), ...next}
        listeners.forEach((listener) => listener())
    },
    subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => {
            listeners.delete(listener)
        }
    },
    /** Tests start from a page load (undefined: read the cookie again). */
    reset: (next?: ConsentSnapshot) => {
        snapshot = next
        listeners.forEach((listener) => listener())
    }
}
