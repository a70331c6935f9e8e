import {useMemo} from 'react'
import {useIntl} from 'react-intl'
import {countryByCode} from '../../region/countries'

/** Countries each site delivers to (its domestic countries first), as the platform's methods serve them. */
const DELIVERY_COUNTRIES: Record<string, readonly string[]> = {
    GB: [
        'GB',
        'IM',
        'JE',
        'GG',
        'IE',
        'FR',
        'DE',
        'NL',
        'BE',
        'ES',
        'IT',
        'CH',
        'NO',
        'SE',
        'DK',
        'US',
        'CA',
        'AU',
        'NZ'
    ],
    US: ['US', 'CA', 'MX'],
    IE: [
        'IE',
        'FR',
        'DE',
        'IT',
        'ES',
        'NL',
        'BE',
        'AT',
        'PT',
        'FI',
        'LU',
        'GR',
        'DK',
        'SE',
        'PL',
        'CH',
        'NO',
        'GB'
    ],
    AU: ['AU', 'NZ']
}

export const deliveryCountriesFor = (siteCountry: string): readonly string[] =>
    DELIVERY_COUNTRIES[siteCountry] ?? [siteCountry]

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
        return codes.map((code) => ({code, name: names?.of(code) ?? countryByCode(code)?.name ?? code}))
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
                return names?.of(code) ?? countryByCode(code)?.name ?? code
            } catch {
                return code
            }
        }
    }, [locale])
}
