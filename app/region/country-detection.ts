import {canonicalCountryCode, isCountryCodeShape} from './countries/country-code'
import {currencyOfCountry, siteCountryOf} from './countries/country-lookup'
import {sitePrefixForCountry} from './locales'
import {withoutRegionPrefix} from './page-type'
import type {SiteCountry} from './types'
import {buildQuery} from './url-parts'

/** The site country a detected (or chosen) country is served by: "A DE or IE visitor maps to the EU site;
 * XK maps to GB" (spec 001 §4.2); anything else follows the country table. */
export const siteCountryForVisitor = (code: string | undefined): SiteCountry => {
    const country = canonicalCountryCode(code)
    if (country === 'DE' || country === 'IE') return 'IE'
    if (country === 'XK') return 'GB'
    return siteCountryOf(country)
}

export interface DetectedSite {
    siteCountry: SiteCountry
    /** True when the detection result was not a country code: it is logged and the site country kept. */
    unmatched: boolean
}

/**
 * "Failure to detect the country falls back to GB"; "unmatched country pattern logged and site country kept"
 * (spec 001 §4.2, §8).
 */
export const detectedSiteCountry = (
    detected: string | undefined | null,
    current: SiteCountry
): DetectedSite => {
    if (!detected || !detected.trim()) return {siteCountry: 'GB', unmatched: false}
    if (!isCountryCodeShape(detected)) return {siteCountry: current, unmatched: true}
    return {siteCountry: siteCountryForVisitor(detected), unmatched: false}
}

export type DetectionOutcome = 'none' | 'prompt' | 'write-cookie' | 'redirect' | 'redirect-and-write-cookie'

export interface DetectionInput {
    siteCountry: SiteCountry
    /** The glCountry query parameter, when present. */
    glCountry?: string | null
    /** The saved country cookie, when present. */
    cookieCountry?: string | null
}

export interface DetectionResult {
    outcome: DetectionOutcome
    /** The country to save or to redirect for. */
    country?: string
}

const usable = (code: string | null | undefined): string | undefined =>
    code && isCountryCodeShape(code) ? canonicalCountryCode(code) : undefined

/**
 * "Outcome computed by comparing the site country, the glCountry parameter and the saved country cookie:
 * prompt; write the cookie; redirect; or redirect and write the cookie" (spec 001 §4.2). A glCountry
 * parameter is an explicit choice and wins over the cookie; with neither the visitor is asked.
 */
export const detectCountryOutcome = ({
    siteCountry,
    glCountry,
    cookieCountry
}: DetectionInput): DetectionResult => {
    const chosen = usable(glCountry)
    const saved = usable(cookieCountry)
    if (chosen) {
        if (siteCountryForVisitor(chosen) !== siteCountry)
            return {outcome: 'redirect-and-write-cookie', country: chosen}
        return chosen === saved
            ? {outcome: 'none', country: chosen}
            : {outcome: 'write-cookie', country: chosen}
    }
    if (saved) {
        return siteCountryForVisitor(saved) === siteCountry
            ? {outcome: 'none', country: saved}
            : {outcome: 'redirect', country: saved}
    }
    return {outcome: 'prompt'}
}

/** "The choice is saved in a cookie for 365 days" (spec 001 §4.2, §9). */
export const COUNTRY_COOKIE_DAYS = 365

/** "IP/region redirect poll every 1000 ms" (spec 000 §9). */
export const REGION_REDIRECT_POLL_MS = 1000

export type CountryChoiceTarget = {kind: 'domain'; url: string} | {kind: 'site'; siteCountry: SiteCountry}

/** "NZ and AU choices redirect to separate regional domains" when such domains are configured. */
export const countryChoiceTarget = (
    code: string,
    regionalDomains: Partial<Record<'AU' | 'NZ', string>> = {}
): CountryChoiceTarget => {
    const country = canonicalCountryCode(code)
    const domain = country === 'AU' || country === 'NZ' ? regionalDomains[country] : undefined
    return domain
        ? {kind: 'domain', url: domain}
        : {kind: 'site', siteCountry: siteCountryForVisitor(country)}
}

/**
 * The redirect for a stored country whose site differs from the current one: the same page on the
 * country's own site with glCountry and glCurrency; a confirmation page is not carried over (spec 001 §4.2).
 * Undefined when no switch is needed.
 */
export const countrySwitchUrl = (
    storedCountry: string | undefined | null,
    currentSiteCountry: SiteCountry,
    pathname: string
): string | undefined => {
    const country = usable(storedCountry)
    if (!country) return undefined
    const target = siteCountryForVisitor(country)
    if (target === currentSiteCountry) return undefined
    const path = withoutRegionPrefix(pathname)
    const keptPath = /^\/checkout\/confirmation(\/|$)/i.test(path) ? '/' : path
    const prefix = sitePrefixForCountry(target)
    const base = prefix ? (keptPath === '/' ? `/${prefix}` : `/${prefix}${keptPath}`) : keptPath
    return `${base}?${buildQuery([
        ['glCountry', country],
        ['glCurrency', currencyOfCountry(country)]
    ])}`
}
