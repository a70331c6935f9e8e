import {useMemo} from 'react'
import loadable from '@loadable/component'
import {useLocation} from 'react-router-dom'
import {useAnalyticsServices} from '../analytics/use-analytics-services'
import {usePageViewTracking} from '../analytics/use-page-view-tracking'
import {useThirdPartyServices} from '../integrations/use-third-party-services'
import {useWebView} from '../hooks/use-web-view'
import {isCheckoutPath} from '../region/page-type'
import type {SiteCountry} from '../region/types'
import {useSite} from '../site/site-context'
import {useConsentSnapshot} from './consent/use-consent'
import {useCountryDetection} from './country/use-country-detection'
import {useRegionRedirectPoll} from './country/use-region-redirect-poll'
import {usePageCounts} from './popups/use-page-counts'
import {isBot} from './visitor'

// Each piece of UI loads only when it is about to show.
const CountryPrompt = loadable(() => import('../components/country-prompt'), {ssr: false})
const PopupHost = loadable(() => import('../components/popup'), {ssr: false})
const AppBridgeEvents = loadable(() => import('../integrations/app-bridge/app-bridge-events'), {ssr: false})

/**
 * After consent (./consent/consent-host.tsx), the country prompt (§4.2), then popups (§4.4): one overlay at a
 * time. Analytics (page views, personalisation, customer data, error reporting), the consented third-party
 * services and the page counters run on every page whatever is showing.
 */
const EngagementRoot = () => {
    const {site} = useSite()
    const siteCountry = site.country as SiteCountry
    const {pathname} = useLocation()
    const bot = useMemo(() => isBot(window.navigator.userAgent), [])
    const snapshot = useConsentSnapshot()

    usePageViewTracking()
    useAnalyticsServices()
    useThirdPartyServices()
    const webView = useWebView()
    const counts = usePageCounts()
    const country = useCountryDetection(snapshot.closed, !bot)
    useRegionRedirectPoll(siteCountry)

    // Popups never interrupt a checkout.
    const popupsAllowed = snapshot.closed && !country.promptCountry && !bot && !isCheckoutPath(pathname)
    return (
        <>
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
            {webView ? <AppBridgeEvents /> : null}
        </>
    )
}

export default EngagementRoot
