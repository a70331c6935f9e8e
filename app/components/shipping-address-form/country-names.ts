import {useMemo} from 'react'
import {useIntl} from 'react-intl'
import {englishCountryName} from '../../region/countries/country-names'
import {useSiteOverrides} from '../../site/site-overrides'

/**
 * Countries the site delivers to (its domestic country first), from the site's overrides/ module. Until that
 * small chunk has loaded, only the domestic country: the first entry, which every form takes as its default.
 */
export const useDeliveryCountries = (siteCountry: string): readonly string[] =>
    useSiteOverrides()?.deliveryCountries ?? [siteCountry]

/** Country names in the shopper's language (the platform's table as a fallback). */
export const useCountryOptions = (codes: readonly string[]) => {
    const {locale} = useIntl()
    return useMemo(() => {
        let names: Intl.DisplayNames | undefined
        try {
            names = new Intl.DisplayNames([locale], {type: 'region'})
        } catch {
            names = undefined
        }
        return codes.map((code) => ({code, name: names?.of(code) ?? englishCountryName(code) ?? code}))
    }, [codes, locale])
}

/** One country's name in the shopper's language. */
export const useCountryName = () => {
    const {locale} = useIntl()
    return useMemo(() => {
        let names: Intl.DisplayNames | undefined
        try {
            names = new Intl.DisplayNames([locale], {type: 'region'})
        } catch {
            names = undefined
        }
        return (code: string | undefined) => {
            if (!code) return undefined
            try {
                return names?.of(code) ?? englishCountryName(code) ?? code
            } catch {
                return code
            }
        }
    }, [locale])
}
