import Cookies from 'js-cookie'
import {useControllerQuery} from '../controllers/use-controller'
import {useSite} from '../../site/site-context'
import {useHydrated} from '../../hooks/use-hydrated'

/** The shopper's chosen delivery country (spec 001 §4.2: saved for 365 days by the country selector). */
export const COUNTRY_COOKIE = 'country'

interface GiftCardPreferences {
    giftCardAllowedCountries?: string[]
}

/** Site preferences change rarely (the listing reads the same query). */
const PREFERENCES_STALE_TIME = 600_000

/**
 * Whether gift cards can be bought for the shopper's country (spec 001 §4.6): the country cookie (the
 * site's own country until the shopper has chosen one) must be in PWA-GetPreferences' gift card list. While
 * the preferences load, or on the server, the card counts as available, so the page never flashes an error.
 */
export const useGiftCardAvailability = () => {
    const {site} = useSite()
    const hydrated = useHydrated()
    const preferences = useControllerQuery<GiftCardPreferences>(
        'PWA-GetPreferences',
        {},
        {staleTime: PREFERENCES_STALE_TIME}
    )
    const allowed = preferences.data?.giftCardAllowedCountries
    const country = ((hydrated ? Cookies.get(COUNTRY_COOKIE) : undefined) ?? site.country).toUpperCase()
    const available = !allowed || allowed.some((code) => code.toUpperCase() === country)
    return {available, country, isLoading: preferences.isLoading}
}
