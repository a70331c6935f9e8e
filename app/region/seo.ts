import {withoutRegionPrefix} from './page-type'

/**
 * The spec's alternate-language list for the EU site names markets, several by country code ("gr", "at", "si",
 * "ee", "be", "lu", "cy"), which are not language tags: as written, crawlers read "gr" and "at" as invalid and
 * "si", "ee", "be", "lu", "cy" as Sinhala, Ewe, Belarusian, Luba-Katanga and Welsh. Each market is emitted as a
 * valid hreflang: the language the EU site would serve there, with the country (BCP 47, as search engines read it).
 */
export const EU_MARKET_HREFLANG: Readonly<Record<string, string>> = {
    'en-ie': 'en-ie',
    fr: 'fr',
    es: 'es',
    de: 'de',
    gr: 'el-gr',
    sk: 'sk-sk',
    si: 'sl-si',
    cy: 'el-cy',
    ee: 'et-ee',
    fi: 'fi-fi',
    be: 'fr-be',
    at: 'de-at',
    it: 'it',
    lu: 'fr-lu',
    lv: 'lv-lv',
    mt: 'mt-mt',
    pt: 'pt'
}

/** Alternate-language links of a page (spec 001 §2.5): which hreflang values point at which site prefix. */
export const HREFLANG_GROUPS: readonly {prefix: '' | '/eu' | '/us'; hreflangs: readonly string[]}[] = [
    {prefix: '/eu', hreflangs: Object.values(EU_MARKET_HREFLANG)},
    {prefix: '/us', hreflangs: ['en-us', 'en-ca']},
    {prefix: '', hreflangs: ['en-gb', 'x-default']}
]

export interface AlternateLink {
    hreflang: string
    href: string
}

/** The alternate links for a page: the same path on the EU, US and GB sites (the origin without a slash). */
export const hreflangAlternates = (origin: string, pathname: string): AlternateLink[] => {
    const path = withoutRegionPrefix(pathname)
    const base = origin.replace(/\/+$/, '')
    return HREFLANG_GROUPS.flatMap(({prefix, hreflangs}) => {
        const href = base + (prefix && path === '/' ? prefix : prefix + path)
        return hreflangs.map((hreflang) => ({hreflang, href}))
    })
}

export const NOINDEX = 'noindex,nofollow'

const hostname = (host: string) => host.trim().toLowerCase().replace(/\.$/, '')

/** "Any host other than the main production host is marked noindex,nofollow" (spec 001 §2.5). */
export const robotsDirective = (
    requestHost: string | undefined,
    productionHost: string
): string | undefined =>
    requestHost && hostname(requestHost) === hostname(productionHost) ? undefined : NOINDEX

/** A canonical path: the page's path without its region or locale prefix (landing and sign-up pages: "locale
 * prefixes au, eu, us are stripped for the canonical path", spec 001 §2.5). */
export const canonicalPath = (pathname: string): string => withoutRegionPrefix(pathname)
