import type {SiteCountry} from '../types'
import {canonicalCountryCode} from './country-code'
import {COUNTRY_TABLE, type CountryRow} from './country-table'

export interface Country {
    code: string
    currency: string
    flag: boolean
    siteCountry: SiteCountry
    icon: string
    symbol: string
}

export const toCountry = ([code, currency, flag, siteCountry, symbol]: CountryRow): Country => ({
    code,
    currency,
    flag,
    siteCountry,
    icon: `flag-${code.toLowerCase()}`,
    symbol
})

export const COUNTRIES: readonly Country[] = COUNTRY_TABLE.map(toCountry)

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]))

export const countryByCode = (code: string | undefined): Country | undefined =>
    byCode.get(canonicalCountryCode(code))

/** The site country that serves a country; countries outside the table are served by GB. */
export const siteCountryOf = (code: string | undefined): SiteCountry =>
    countryByCode(code)?.siteCountry ?? 'GB'

/** The currency a country is priced in; GBP outside the table, like the table's own fallback rows. */
export const currencyOfCountry = (code: string | undefined): string => countryByCode(code)?.currency ?? 'GBP'
