import {DEFAULT_ACTIVE_GROUPS} from '../../rules/engagement/consent'

/**
 * The visitor's consent as the rest of the storefront sees it: which groups are active, whether the consent
 * tool has reported (loaded) and whether the banner was closed with a valid choice. Part of the first load
 * (the data layer asks it whether events may flow), so it stays tiny; the consent tool's adapter writes to it.
 */
export interface ConsentSnapshot {
    /** The consent tool has reported the visitor's state (spec 001 §4.3: events queue until then). */
    loaded: boolean
    /** Active groups; the essential group C0001 alone until the tool reports a choice. */
    groups: readonly string[]
    /** The banner was closed with a choice. */
    closed: boolean
}

const INITIAL: ConsentSnapshot = {loaded: false, groups: DEFAULT_ACTIVE_GROUPS, closed: false}

let snapshot: ConsentSnapshot = INITIAL
const listeners = new Set<() => void>()

export const consentStore = {
    get: (): ConsentSnapshot => snapshot,
    set: (next: Partial<ConsentSnapshot>) => {
        snapshot = {...snapshot, ...next}
        listeners.forEach((listener) => listener())
    },
    subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => {
            listeners.delete(listener)
        }
    },
    /** Tests start from a page load. */
    reset: (next: ConsentSnapshot = INITIAL) => {
        snapshot = next
        listeners.forEach((listener) => listener())
    }
}
