import {canonicalCountryCode} from '../../region/countries/country-code'
import {siteCountryForVisitor} from '../../region/country-detection'

interface ShopFinderCountryInput {
    /** The countries the finder lists. */
    offered: readonly string[]
    /** The country the site serves (IE for the EU site). */
    siteCountry: string
    /** The page's locale, e.g. 'fr-FR'. */
    locale: string
    /** The ?country= of a search link or a search already made. */
    requested?: string | null
    /** The shopper's country as the country detection saved it (spec 001 §4.2), when known. */
    saved?: string | null
}

const localeCountry = (locale: string): string | undefined => /^[a-z]{2,3}-([A-Z]{2})$/i.exec(locale)?.[1]

/**
 * The country the shop finder starts with: the shopper's own. The spec leaves the default open (000 and 001
 * name the route and its messages only), so the finder follows the country detection: a country asked for in
 * the URL; else the shopper's saved country; else the country of the page's language (fr-FR: France, it-IT:
 * Italy); else the site's country. Each counts only where the finder lists it and, but for the URL, where
 * this site serves it (English on the EU site does not make the shopper British). A saved country equal to
 * the site's own code says which store was chosen ('Continue on the EU store' saves IE) rather than where
 * the shopper is, so it does not override the page's language.
 */
export const shopFinderCountry = ({
    offered,
    siteCountry,
    locale,
    requested,
    saved
}: ShopFinderCountryInput): string => {
    const listed = (code: string | null | undefined): string | undefined => {
        const canonical = code ? canonicalCountryCode(code) : undefined
        return canonical && offered.includes(canonical) ? canonical : undefined
    }
    const servedHere = (code: string | undefined) =>
        code !== undefined && siteCountryForVisitor(code) === siteCountry ? code : undefined
    const fromUrl = listed(requested)
    if (fromUrl) return fromUrl
    const savedCountry = listed(saved)
    if (savedCountry && savedCountry !== siteCountry && servedHere(savedCountry)) return savedCountry
    return (
        servedHere(listed(localeCountry(locale))) ??
        listed(siteCountry) ??
        (offered[0] as string | undefined) ??
        siteCountry
    )
}
