import type {LocaleConfig, SiteConfig, StorefrontConfig} from '../config/types'
import {currencyFor, localeFromUrl, siteFromUrl} from '../region/sites'
import {buildStorefrontUrl, stripSitePrefix} from '../region/url-builder'

export interface ResolvedSite {
    site: SiteConfig
    locale: LocaleConfig
    currency: string
    /** The path with the site and locale prefix removed (always starts with '/'). */
    path: string
}

/**
 * The site, locale and currency a URL path asks for (spec 001 §2.2: /us, /eu, /au, none for GB; a locale
 * segment only for non-default locales), by the region rules, typed with the storefront's configuration.
 */
export const resolveSite = (pathname: string, config: StorefrontConfig): ResolvedSite => {
    const site = siteFromUrl(pathname, config.app) as SiteConfig
    const locale = localeFromUrl(pathname, site, config.app) as LocaleConfig
    return {
        site,
        locale,
        currency: currencyFor(site, locale),
        path: stripSitePrefix(pathname, config.app).path
    }
}

/**
 * A storefront URL for a path on a site/locale: defaults omitted, any existing prefix replaced, absolute
 * links and in-page anchors untouched.
 */
export const buildUrl = (
    path: string,
    site: SiteConfig,
    locale: LocaleConfig,
    config: StorefrontConfig
): string => buildStorefrontUrl(path, {site, locale: locale.id}, config.app)
