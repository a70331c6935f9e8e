import {SITE_MESSAGES} from './site-messages'
import type {RegionConfig, RegionLocale, RegionSite, UrlConfig} from './types'
import {pathSegments, queryParam, splitUrl} from './url-parts'

const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

export const getSites = (config: RegionConfig | undefined): RegionSite[] => {
    if (!config) throw new Error(SITE_MESSAGES.noConfig)
    if (!config.sites?.length) throw new Error(SITE_MESSAGES.noSites)
    return config.sites
}

export const getUrlConfig = (config: RegionConfig | undefined): UrlConfig => {
    if (!config) throw new Error(SITE_MESSAGES.noConfig)
    if (!config.url) throw new Error(SITE_MESSAGES.noUrlKey)
    return config.url
}

/** A site by its id or its alias, case-insensitively. */
export const findSite = (reference: string | undefined, sites: RegionSite[]): RegionSite | undefined =>
    reference ? sites.find((site) => same(site.id, reference) || same(site.alias, reference)) : undefined

export const getDefaultSite = (config: RegionConfig | undefined): RegionSite => {
    const sites = getSites(config)
    const site = findSite(config?.defaultSite, sites)
    if (!site) throw new Error(SITE_MESSAGES.noDefaultSite)
    return site
}

export const isDefaultSite = (site: RegionSite, config: RegionConfig): boolean =>
    same(site.id, config.defaultSite)

/** The reference a URL carries for a site: its alias when it has one, else its id. */
export const siteReference = (site: RegionSite): string => site.alias || site.id

/**
 * The site a URL belongs to: the site named by the URL's site prefix (or `site` query parameter, depending
 * on configuration), otherwise the default site.
 */
export const siteFromUrl = (url: string | undefined, config: RegionConfig): RegionSite => {
    if (!url) throw new Error(SITE_MESSAGES.urlRequiredForSite)
    const sites = getSites(config)
    const {site: placement} = getUrlConfig(config)
    const {pathname, query} = splitUrl(url)
    const reference =
        placement === 'path'
            ? pathSegments(pathname)[0]
            : placement === 'query_param'
            ? queryParam(query, 'site')
            : undefined
    return findSite(reference, sites) ?? getDefaultSite(config)
}

/** A locale of the site by id or alias (case-insensitive); undefined when the site does not support it. */
export const findLocale = (reference: string | undefined, site: RegionSite): RegionLocale | undefined =>
    reference
        ? site.l10n.supportedLocales.find(
              (locale) => same(locale.id, reference) || same(locale.alias, reference)
          )
        : undefined

export const getDefaultLocale = (site: RegionSite): RegionLocale =>
    findLocale(site.l10n.defaultLocale, site) ??
    site.l10n.supportedLocales[0] ?? {id: site.l10n.defaultLocale}

/** The locale to use for a requested locale: the site's own match, otherwise the site's default locale. */
export const resolveLocale = (reference: string | undefined, site: RegionSite): RegionLocale =>
    findLocale(reference, site) ?? getDefaultLocale(site)

/**
 * The locale a URL asks for on a site: the path segment after the site prefix (or the `locale` query
 * parameter), falling back to the site's default locale.
 */
export const localeFromUrl = (
    url: string | undefined,
    site: RegionSite | undefined,
    config: RegionConfig
): RegionLocale => {
    if (!site) throw new Error(SITE_MESSAGES.siteRequiredForLocale)
    if (!url) throw new Error(SITE_MESSAGES.urlRequiredForLocale)
    const {site: sitePlacement, locale: placement} = getUrlConfig(config)
    const {pathname, query} = splitUrl(url)
    let reference: string | undefined
    if (placement === 'path') {
        const segments = pathSegments(pathname)
        const skip = sitePlacement === 'path' && findSite(segments[0], config.sites) ? 1 : 0
        reference = segments[skip]
    } else if (placement === 'query_param') {
        reference = queryParam(query, 'locale')
    }
    return resolveLocale(reference, site)
}

/** The currency shown for a locale on a site: the locale's preferred currency, else the site's default. */
export const currencyFor = (site: RegionSite, locale: RegionLocale): string =>
    locale.preferredCurrency || site.l10n.defaultCurrency
