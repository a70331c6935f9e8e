import type {Country} from './countries/country-lookup'
import {englishCountryName} from './countries/country-names'
import {sitePrefixForCountry} from './locales'

/** A country as the country selector lists it (spec 001 §3.2 "Country entries for the selector"). */
export interface CountrySelectorEntry {
    locale: string
    name: string
    locationServiceCountry: string
    icon: string
    countryUrl: string
    prefix: string
    countryCode: string
    currencyCode: string
}

const SITE_LOCALE: Record<Country['siteCountry'], string> = {
    GB: 'en-GB',
    US: 'en-US',
    IE: 'en-GB',
    AU: 'en-GB'
}

/** A selector entry for a table country: the site root that serves it and the currency it is priced in. */
export const countrySelectorEntry = (country: Country): CountrySelectorEntry => {
    const prefix = sitePrefixForCountry(country.siteCountry)
    return {
        locale: SITE_LOCALE[country.siteCountry],
        name: englishCountryName(country.code) ?? country.code,
        locationServiceCountry: country.siteCountry,
        icon: country.icon,
        countryUrl: prefix ? `/${prefix}` : '/',
        prefix,
        countryCode: country.code,
        currencyCode: country.currency
    }
}
