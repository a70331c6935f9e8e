import type {SitePreferences} from '../../commerce/controllers/use-site-preferences'
import type {PayLaterInput} from '../../rules/price/pay-later'

export type PayLaterContext = 'pdp' | 'basket'

/**
 * The shopper's locale as the provider knows it: language and the site's country (the AU site's English
 * shoppers are en-AU). The pay-later rule reads this form (spec 000 §9 "en-AU, en-GB, en-US or default").
 */
export const payLaterLocale = (localeId: string, siteCountry: string) =>
    `${localeId.split('-')[0]}-${siteCountry.toUpperCase()}`

/**
 * The inputs of `isPayLaterShown` for a page context: the site preferences, and the per-context switch
 * (apDisplayPdpInfo on the product page, apDisplayCheckoutInfo in the basket), both under
 * apPromoMessagingEnable.
 */
export const payLaterInput = (
    preferences: SitePreferences | undefined,
    context: PayLaterContext,
    locale: string,
    country: string
): PayLaterInput => {
    const supported = preferences?.apSupportedCountriesCodes
    const contextSwitch =
        context === 'pdp' ? preferences?.apDisplayPdpInfo : preferences?.apDisplayCheckoutInfo
    return {
        locale,
        afterpayEnabled: preferences?.enableAfterpay === true,
        country,
        supportedCountries: Array.isArray(supported) ? supported : [],
        contextPreferenceOn: preferences?.apPromoMessagingEnable === true && contextSwitch === true
    }
}

/** The provider's client id for a locale (one per locale, en-GB and en-US; others use en-GB's). */
export const payLaterClientId = (clientIds: Record<string, string>, locale: string) =>
    clientIds[locale] ?? clientIds['en-GB'] ?? ''
