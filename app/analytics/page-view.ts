import type {ConsentSnapshot} from '../engagement/consent/consent-store'
import {pageTypeFromPath} from '../region/page-type'
import {shouldSendPageView} from '../rules/engagement/consent'
import {stripEmailParam, type DataLayerEvent, type PageDetails} from './data-layer'

/** "page-view pending timeout 5000 ms" (spec 001 §9). */
export const PAGE_VIEW_TIMEOUT_MS = 5000

export interface PageSnapshot {
    path: string
    url: string
    title: string
    referrer: string
}

export interface PageViewDeps {
    push: (event: DataLayerEvent) => void
    consent: () => ConsentSnapshot
    /** The page as it is when the view is sent (title and URL settle after the page has rendered). */
    page: () => PageSnapshot
    /** Site-wide fields every page view carries (site, locale, currency). */
    context: () => Record<string, unknown>
    /** Called once per page when it has finished loading, whatever the consent. */
    onReleased?: (path: string) => void
}

interface Pending {
    path: string
    /** The page's address when it started: what a view sent after the shopper has moved on reports. */
    url: string
    details: PageDetails
    released: boolean
    sent: boolean
    timer?: ReturnType<typeof setTimeout>
}

/**
 * Spec 001 §4.1: "A page-view analytics event is held back until the page finishes loading or a timeout
 * fires; sent once per page load, only with analytics consent and not on the confirmation page." A page
 * released without analytics consent is sent if consent arrives while the shopper is still on it.
 */
export const createPageViewTracker = (deps: PageViewDeps) => {
    let current: Pending | undefined

    const trySend = () => {
        const page = current
        const consent = deps.consent()
        if (!page || !page.released || !consent.loaded) return
        if (!shouldSendPageView(consent.groups, page.path, page.sent)) return
        page.sent = true
        const snapshot = deps.page()
        const url = snapshot.path === page.path ? snapshot.url : page.url
        deps.push({
            event: 'pageView',
            page: {
                ...deps.context(),
                type: pageTypeFromPath(page.path),
                path: page.path,
                url: stripEmailParam(url),
                title: snapshot.title,
                referrer: stripEmailParam(snapshot.referrer),
                ...page.details
            }
        })
    }

    const release = (details: PageDetails = {}) => {
        const page = current
        if (!page || page.released) return
        clearTimeout(page.timer)
        page.released = true
        page.details = details
        deps.onReleased?.(page.path)
        trySend()
    }

    return {
        /**
         * A new page, which waits for release or the timeout. A previous page the shopper leaves before it has
         * finished loading was still seen: it is released (and its view sent) first, so every page counts once.
         */
        start(path: string) {
            if (current && !current.released && current.path !== path) release()
            if (current) clearTimeout(current.timer)
            current = {path, url: deps.page().url, details: {}, released: false, sent: false}
            current.timer = setTimeout(() => release(), PAGE_VIEW_TIMEOUT_MS)
        },
        /** The page has loaded (reported by the page, or its queries settled). */
        release(path: string, details?: PageDetails) {
            if (current?.path === path) release(details)
        },
        consentChanged: trySend,
        stop() {
            if (current) clearTimeout(current.timer)
            current = undefined
        }
    }
}
