import {regionGroupOf} from '../../region/countries'
import {isCountryCodeShape} from '../../region/countries/country-code'

export interface CrossBorderParams {
    glCountry: string
    glCurrency: string
}

const CURRENCY = /^[A-Z]{3}$/

/** glCountry and glCurrency from the query, when both are well-formed (spec 000 §2, 001 §2.2). */
export const crossBorderParams = (search: string): CrossBorderParams | undefined => {
    const query = new URLSearchParams(search)
    const glCountry = (query.get('glCountry') ?? '').trim().toUpperCase()
    const glCurrency = (query.get('glCurrency') ?? '').trim().toUpperCase()
    if (!isCountryCodeShape(glCountry) || !CURRENCY.test(glCurrency)) return undefined
    return {glCountry, glCurrency}
}

/**
 * Whether a shopper's country is served by the cross-border checkout rather than this site's own: a country
 * outside the site's region group (UK; US and Canada; Australia and New Zealand; Europe).
 */
export const isCrossBorderCountry = (siteCountry: string, country: string | undefined): boolean =>
    Boolean(country) && regionGroupOf(country) !== regionGroupOf(siteCountry)

/** The country cookie the region selector writes (a two-letter code). */
export const COUNTRY_COOKIE_NAME = 'vela_country'
