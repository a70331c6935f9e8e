import Cookies from 'js-cookie'
import {useLocation} from 'react-router-dom'
import {COUNTRY_COOKIE_NAME, crossBorderParams, isCrossBorderCountry} from '../../commerce/checkout'
import {isGiftCardPaymentAllowed} from '../../rules/basket'
import type {ApplicablePaymentMethod} from '../../rules/checkout'
import {useSite} from '../../site/site-context'

/**
 * "Gift card payment is allowed only if the country cookie is in an allowed list and not an international-
 * checkout country" (spec 000 §5). Both lists are the platform's, carried by the gift certificate payment
 * method it offers for the basket (none offered: not allowed). Without a cookie the shopper is taken to be in
 * the site's country; a cross-border session (glCountry outside the site's region) is never allowed.
 */
export const useGiftCardAllowed = (method: ApplicablePaymentMethod | undefined): boolean => {
    const {site} = useSite()
    const {search} = useLocation()
    if (!method) return false
    const cookie = typeof document === 'undefined' ? undefined : Cookies.get(COUNTRY_COOKIE_NAME)
    const glCountry = crossBorderParams(search)?.glCountry
    // In a cross-border session the shopper's country is the one the international checkout serves.
    const international = glCountry && isCrossBorderCountry(site.country, glCountry) ? glCountry : undefined
    const country = international ?? (cookie || site.country)
    return isGiftCardPaymentAllowed(country, method.c_allowedCountries ?? [], [
        ...(method.c_internationalCheckoutCountries ?? []),
        ...(international ? [international] : [])
    ])
}
