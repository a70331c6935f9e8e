import {useSiteControllerQuery} from './use-controller'

/** Site preferences (spec 001 §3.3) the storefront reads from `PWA-GetPreferences`. */
export interface SitePreferences {
    enableAfterpay?: boolean
    apSupportedCountriesCodes?: string[]
    apPromoMessagingEnable?: boolean
    apDisplayPdpInfo?: boolean
    apDisplayCheckoutInfo?: boolean
    /** Badge rules (spec 000 §3 "Badge rule"): the add list and the replace list. */
    productBadgeRules?: {addList?: unknown; replaceList?: unknown}
}

/** Site preferences change rarely; every reader shares this one query (and the listing's). */
export const PREFERENCES_STALE_TIME = 600_000

/**
 * The site's preferences: server-rendered with the page and hydrated, so a cached page and the browser agree.
 * `readAt` is when they were read (epoch ms; 0 while none are loaded).
 */
export const useSitePreferences = () => {
    const query = useSiteControllerQuery<SitePreferences>(
        'PWA-GetPreferences',
        {},
        {staleTime: PREFERENCES_STALE_TIME}
    )
    return {preferences: query.data, readAt: query.dataUpdatedAt, isLoading: query.isLoading}
}
