import {consentStore} from '../engagement/consent/consent-store'
import {isFeatureAllowed} from '../rules/engagement/consent'

/**
 * The tag manager's data layer: events are appended to `window.dataLayer`, which the tag manager container
 * (loaded only with analytics consent) reads. Events pushed before the consent tool has reported wait in a
 * queue that retries every 100 ms (spec 001 §4.3); once it has, an event is written only when the analytics
 * group is active, so nothing a shopper refused is ever recorded, not even for a container loaded later. On
 * the server nothing happens. This module is part of every page's first load: keep it small (typed event
 * helpers live in ecommerce.ts and friends).
 */
export type DataLayerEvent = {event: string} & Record<string, unknown>

declare global {
    interface Window {
        dataLayer?: unknown[]
    }
}

/** "queue retry 100 ms"; "analytics event timeout 2000 ms" (spec 001 §9). */
export const QUEUE_RETRY_MS = 100
export const EVENT_TIMEOUT_MS = 2000

export interface PushOptions {
    /**
     * Called once the tag manager has handled the event, or after 2000 ms at the latest (for example before
     * navigating away on a click), so a slow or blocked tag manager never holds the shopper up.
     */
    onDone?: () => void
}

type Pending = [DataLayerEvent, PushOptions | undefined]
const queue: Pending[] = []
let retryTimer: ReturnType<typeof setTimeout> | undefined

const write = (event: DataLayerEvent, options?: PushOptions) => {
    window.dataLayer = window.dataLayer ?? []
    const onDone = options?.onDone
    if (!onDone) {
        window.dataLayer.push(event)
        return
    }
    let done = false
    const finish = () => {
        if (done) return
        done = true
        clearTimeout(guard)
        onDone()
    }
    // The tag manager honours eventTimeout only once it has loaded; the guard covers the time before that.
    const guard = setTimeout(finish, EVENT_TIMEOUT_MS)
    window.dataLayer.push({...event, eventCallback: finish, eventTimeout: EVENT_TIMEOUT_MS})
}

/** Written with analytics consent; otherwise dropped (a click waiting on it carries on at once). */
const deliver = (event: DataLayerEvent, options?: PushOptions) => {
    if (isFeatureAllowed('analytics', consentStore.get().groups)) write(event, options)
    else options?.onDone?.()
}

const flush = () => {
    retryTimer = undefined
    if (!consentStore.get().loaded) {
        retryTimer = setTimeout(flush, QUEUE_RETRY_MS)
        return
    }
    queue.splice(0).forEach(([event, options]) => deliver(event, options))
}

/**
 * Appends an event to the data layer: queued until the consent tool has reported, then written only with
 * analytics consent. The one entry point for every event (pages, listing filters, popups, sign-in).
 */
export const pushDataLayerEvent = (event: DataLayerEvent, options?: PushOptions) => {
    if (typeof window === 'undefined') return
    if (consentStore.get().loaded && queue.length === 0) {
        deliver(event, options)
        return
    }
    queue.push([event, options])
    if (retryTimer === undefined) retryTimer = setTimeout(flush, QUEUE_RETRY_MS)
}

/** Writes consent state for the container whatever the groups (it holds no shopper data). */
export const writeConsentState = (event: DataLayerEvent) => {
    if (typeof window !== 'undefined') write(event)
}

/** "An email parameter is stripped before reporting" (spec 001 §2.2): URLs in events never carry it. */
export const stripEmailParam = (url: string): string => {
    const hashAt = url.indexOf('#')
    const hash = hashAt >= 0 ? url.slice(hashAt) : ''
    const rest = hashAt >= 0 ? url.slice(0, hashAt) : url
    const queryAt = rest.indexOf('?')
    if (queryAt < 0) return url
    const kept = rest
        .slice(queryAt + 1)
        .split('&')
        .filter((pair) => pair && !/^email(=|$)/i.test(pair))
    return rest.slice(0, queryAt) + (kept.length ? `?${kept.join('&')}` : '') + hash
}

export type PageDetails = Record<string, unknown>

export interface PageReport {
    path: string
    details: PageDetails
}

let latestReport: PageReport | undefined
/** The latest page-loaded report, kept for a page-view tracker that loads after the page reported. */
export const lastPageReport = (): PageReport | undefined => latestReport
export const PAGE_LOADED_EVENT = 'vela:page-loaded'

/**
 * Pages call this once their data has loaded: the page view (held back until then, or 5000 ms) is sent with
 * these details merged into its `page` object (spec 001 §4.1). Optional: pages that never call it are
 * reported once their queries settle.
 */
export const reportPageLoaded = (details: PageDetails = {}) => {
    if (typeof window === 'undefined') return
    latestReport = {path: window.location.pathname, details}
    window.dispatchEvent(new CustomEvent(PAGE_LOADED_EVENT, {detail: latestReport}))
}

export interface NavigationClick {
    /** The visible label of what was clicked. */
    label: string
    /** Where the click leads. */
    url: string
    /** Which navigation element it came from (e.g. 'home-tiles'). */
    location: string
    /** 1-based position among its siblings. */
    position?: number
}

/** Spec 001 §2.6: navigation image tiles emit a navigation menu click event. */
export const trackNavigationClick = ({label, url, location, position}: NavigationClick) =>
    pushDataLayerEvent({
        event: 'navigationMenuClick',
        navigation: {label, url, location, ...(position !== undefined && {position})}
    })
