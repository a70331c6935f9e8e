import {useEffect, useMemo, useRef} from 'react'
import {useIsFetching} from '@tanstack/react-query'
import {useLocation} from 'react-router-dom'
import {consentStore} from '../engagement/consent/consent-store'
import {useSite} from '../site/site-context'
import {lastPageReport, PAGE_LOADED_EVENT, pushDataLayerEvent, type PageReport} from './data-layer'
import {trackViewPage} from './ecommerce'
import {createPageViewTracker} from './page-view'

/** Queries quiet for this long count as "the page has finished loading" when a page does not say so. */
export const PAGE_SETTLE_MS = 300

/**
 * Sends the data layer's page view for every page (spec 001 §4.1) and the personalisation service's
 * viewPage. A page is released when it calls reportPageLoaded, when the document has loaded and its queries
 * have settled, or after 5000 ms.
 */
export const usePageViewTracking = () => {
    const {pathname} = useLocation()
    const {site, locale, currency} = useSite()
    const fetching = useIsFetching()
    const context = useRef({})
    context.current = {site: site.id, locale: locale.id, currency}
    const previousUrl = useRef<string>()

    const tracker = useMemo(
        () =>
            createPageViewTracker({
                push: pushDataLayerEvent,
                consent: consentStore.get,
                context: () => context.current,
                page: () => ({
                    path: window.location.pathname,
                    url: window.location.href,
                    title: document.title,
                    referrer: previousUrl.current ?? document.referrer
                }),
                onReleased: (path) => trackViewPage(path)
            }),
        []
    )

    useEffect(() => consentStore.subscribe(tracker.consentChanged), [tracker])
    useEffect(() => () => tracker.stop(), [tracker])

    useEffect(() => {
        tracker.start(pathname)
        const url = window.location.href
        const report = lastPageReport()
        if (report?.path === pathname) tracker.release(pathname, report.details)
        const onLoaded = (event: Event) => {
            const {path, details} = (event as CustomEvent<PageReport>).detail
            tracker.release(path, details)
        }
        window.addEventListener(PAGE_LOADED_EVENT, onLoaded)
        return () => {
            window.removeEventListener(PAGE_LOADED_EVENT, onLoaded)
            // The next page's referrer is this page (document.referrer only knows the first one).
            previousUrl.current = url
        }
    }, [pathname, tracker])

    useEffect(() => {
        if (fetching > 0) return undefined
        const timer = setTimeout(() => {
            if (document.readyState === 'complete') tracker.release(pathname)
        }, PAGE_SETTLE_MS)
        return () => clearTimeout(timer)
    }, [fetching, pathname, tracker])
}
