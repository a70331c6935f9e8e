import {countryByCode, type Country} from './countries/country-lookup'
import {siteCountryForVisitor, type DetectionOutcome} from './country-detection'
import type {SiteCountry} from './types'
import {buildQuery} from './url-parts'

/** "The prompt appears only after cookie consent is given." */
export const shouldShowCountryPrompt = (outcome: DetectionOutcome, consentGiven: boolean): boolean =>
    outcome === 'prompt' && consentGiven

/** What a region switch carries: the shopper's country and the currency it is priced in. */
export interface RegionSwitchCountry {
    countryCode: string
    currencyCode: string
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
): RegionSwitchCountry => {
    const saved = savedCountry ? countryByCode(savedCountry) : undefined
    const country =
        saved && siteCountryForVisitor(saved.code) === chosenSiteCountry
            ? saved
            : (countryByCode(chosenSiteCountry) as Country)
    return {countryCode: country.code, currencyCode: country.currency}
}

/** The query of a region switch: the page's own parameters with glCountry and glCurrency set for the entry. */
export const regionSwitchQuery = (search: string, entry: RegionSwitchCountry): string => {
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
