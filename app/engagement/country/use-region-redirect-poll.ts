import {useEffect} from 'react'
import {countrySwitchUrl, REGION_REDIRECT_POLL_MS} from '../../region/country-detection'
import type {SiteCountry} from '../../region/types'
import {pageNavigation, readCountryCookie} from './country-cookie'

/**
 * "A redirect to a region-specific URL, polled every second once the site has loaded" (spec 001 §2.3): when
 * the country cookie names a country another site serves (chosen in the prompt, in another tab, or by the
 * cross-border checkout), the shopper is taken to the same page on that site with glCountry and glCurrency.
 * This hook mounts after the page has loaded, so polling starts then.
 */
export const useRegionRedirectPoll = (siteCountry: SiteCountry, enabled = true) => {
    useEffect(() => {
        if (!enabled) return undefined
        const timer = setInterval(() => {
            const url = countrySwitchUrl(readCountryCookie(), siteCountry, window.location.pathname)
            if (!url) return
            clearInterval(timer)
            pageNavigation.assign(url)
        }, REGION_REDIRECT_POLL_MS)
        return () => clearInterval(timer)
    }, [siteCountry, enabled])
}
