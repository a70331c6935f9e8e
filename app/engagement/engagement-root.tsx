import {useEffect, useMemo} from 'react'
import loadable from '@loadable/component'
import {useLocation} from 'react-router-dom'
import {useAnalyticsServices} from '../analytics/use-analytics-services'
import {usePageViewTracking} from '../analytics/use-page-view-tracking'
import {useWebView} from '../hooks/use-web-view'
import {isCheckoutPath} from '../region/page-type'
import type {SiteCountry} from '../region/types'
import {isScrollLocked} from '../rules/engagement/consent'
import {useSite} from '../site/site-context'
import {ensureDwapupreqCookie} from './consent/consent-reactions'
import {useConsent, useConsentReactions} from './consent/use-consent'
import {useScrollLock} from './consent/use-scroll-lock'
import {useCountryDetection} from './country/use-country-detection'
import {useRegionRedirectPoll} from './country/use-region-redirect-poll'
import {usePageCounts} from './popups/use-page-counts'
import {isBot, isStorefrontPreview} from './visitor'

// Each piece of UI loads only when it is about to show.
const ConsentBanner = loadable(() => import('../components/consent-banner'), {ssr: false})
const CountryPrompt = loadable(() => import('../components/country-prompt'), {ssr: false})
const PopupHost = loadable(() => import('../components/popup'), {ssr: false})

/**
 * Consent first (spec 001 §4.3), then the country prompt (§4.2), then popups (§4.4): one overlay at a time.
 * Analytics (page views, personalisation, customer data, error reporting) and the page counters run on
 * every page whatever is showing.
 */
const EngagementRoot = () => {
    const {site, buildUrl} = useSite()
    const siteCountry = site.country as SiteCountry
    const {pathname, search} = useLocation()
    const webView = useWebView()
    const bot = useMemo(() => isBot(window.navigator.userAgent), [])
    const {snapshot, adapter} = useConsent()
    useConsentReactions(snapshot, webView)

    const bannerShown = snapshot.loaded && !snapshot.closed && !adapter.drawsOwnBanner
    useScrollLock(
        bannerShown && isScrollLocked(snapshot.closed, snapshot.closed, isStorefrontPreview(search))
    )

    const localePath = buildUrl('/')
    useEffect(() => ensureDwapupreqCookie(localePath), [localePath])

    usePageViewTracking()
    useAnalyticsServices()
    const counts = usePageCounts()
    const country = useCountryDetection(snapshot.closed, !bot)
    useRegionRedirectPoll(siteCountry)

    // Popups never interrupt a checkout.
    const popupsAllowed = snapshot.closed && !country.promptCountry && !bot && !isCheckoutPath(pathname)
    return (
        <>
            {bannerShown ? (
                <ConsentBanner groups={snapshot.groups} onSave={(groups) => adapter.save(groups)} />
            ) : null}
            {country.promptCountry ? (
                <CountryPrompt
                    country={country.promptCountry}
                    siteCountry={siteCountry}
                    onChoose={country.choose}
                    onStay={country.stay}
                    onDismiss={country.dismiss}
                />
            ) : null}
            {popupsAllowed ? <PopupHost counts={counts} groups={snapshot.groups} /> : null}
        </>
    )
}

export default EngagementRoot
