import Cookies from 'js-cookie'
import {useLocation} from 'react-router-dom'
import {
    COUNTRY_COOKIE_NAME,
    crossBorderParams,
    GIFT_CARD_PAYMENT_COUNTRIES,
    isCrossBorderCountry
} from '../../commerce/checkout'
import {isGiftCardPaymentAllowed} from '../../rules/basket'
import {useSite} from '../../site/site-context'

/**
 * "Gift card payment is allowed only if the country cookie is in an allowed list and not an international-
 * checkout country" (spec 000 §5). Without a cookie the shopper is taken to be in the site's country; a
 * cross-border session (glCountry outside the site's region) is never allowed.
 */
export const useGiftCardAllowed = (): boolean => {
    const {site} = useSite()
    const {search} = useLocation()
    const cookie = typeof document === 'undefined' ? undefined : Cookies.get(COUNTRY_COOKIE_NAME)
    const glCountry = crossBorderParams(search)?.glCountry
    // In a cross-border session the shopper's country is the one the international checkout serves.
    const international = glCountry && isCrossBorderCountry(site.country, glCountry) ? glCountry : undefined
    const country = international ?? (cookie || site.country)
    return isGiftCardPaymentAllowed(
        country,
        GIFT_CARD_PAYMENT_COUNTRIES,
        international ? [international] : []
    )
}
