import {countryByCode, type Country} from './countries/country-lookup'
import {siteCountryForVisitor, type DetectionOutcome} from './country-detection'
import {sitePrefixForCountry} from './locales'
import type {SiteCountry} from './types'
import {buildQuery} from './url-parts'

/** "The prompt appears only after cookie consent is given." */
export const shouldShowCountryPrompt = (outcome: DetectionOutcome, consentGiven: boolean): boolean =>
    outcome === 'prompt' && consentGiven

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
        name: country.name,
        locationServiceCountry: country.siteCountry,
        icon: country.icon,
        countryUrl: prefix ? `/${prefix}` : '/',
        prefix,
        countryCode: country.code,
        currencyCode: country.currency
    }
}

/**
 * The country a shopper switches with when they choose another site in the footer's region selector: the
 * country they saved when the chosen site serves it (a French shopper choosing the EU site stays French),
 * else the chosen site's own country. The switch carries it as glCountry/glCurrency and saves it, so the
 * country detection on the new site agrees instead of sending the shopper back (spec 001 §4.2).
 */
export const regionSwitchEntry = (
    savedCountry: string | undefined,
    chosenSiteCountry: SiteCountry
): CountrySelectorEntry => {
    const saved = savedCountry ? countryByCode(savedCountry) : undefined
    const country =
        saved && siteCountryForVisitor(saved.code) === chosenSiteCountry
            ? saved
            : (countryByCode(chosenSiteCountry) as Country)
    return countrySelectorEntry(country)
}

/** The query of a region switch: the page's own parameters with glCountry and glCurrency set for the entry. */
export const regionSwitchQuery = (search: string, entry: CountrySelectorEntry): string => {
    const kept = search
        .replace(/^\?/, '')
        .split('&')
        .filter((pair) => pair && !/^gl(Country|Currency)(=|$)/.test(pair))
    return `?${[
        ...kept,
        buildQuery([
            ['glCountry', entry.countryCode],
            ['glCurrency', entry.currencyCode]
        ])
    ].join('&')}`
}
