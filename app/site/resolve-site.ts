import type {LocaleConfig, SiteConfig, StorefrontConfig} from '../config/types'

export interface ResolvedSite {
    site: SiteConfig
    locale: LocaleConfig
    currency: string
    /** The path with the site and locale prefix removed (always starts with '/'). */
    path: string
}

/**
 * Reads the site and locale prefixes off a URL path (spec 001 §2.2: /us, /eu, /au, none for GB; a locale
 * segment only for non-default locales). Unknown or unsupported prefixes are not consumed, so the rest of the
 * path decides the page.
 */
export const resolveSite = (pathname: string, config: StorefrontConfig): ResolvedSite => {
    const {sites, defaultSite} = config.app
    const fallback = sites.find((site) => site.id === defaultSite) ?? sites[0]
    if (!fallback) throw new Error("Can't find any sites from the config. Please check your configuration")
    const segments = pathname.split('/').filter(Boolean)
    let site = fallback
    let consumed = 0
    const bySiteAlias = sites.find(
        (candidate) => candidate.id !== defaultSite && candidate.alias === segments[0]
    )
    if (bySiteAlias) {
        site = bySiteAlias
        consumed = 1
    }
    const localeSegment = segments[consumed]
    const explicitLocale = site.l10n.supportedLocales.find((locale) => locale.id === localeSegment)
    if (explicitLocale) consumed += 1
    const locale =
        explicitLocale ??
        site.l10n.supportedLocales.find((candidate) => candidate.id === site.l10n.defaultLocale) ??
        site.l10n.supportedLocales[0]
    return {
        site,
        locale,
        currency: locale.preferredCurrency || site.l10n.defaultCurrency,
        path: '/' + segments.slice(consumed).join('/')
    }
}

/**
 * Builds a storefront URL for a path on a site/locale: defaults are omitted (GB, and each site's default
 * locale); absolute http(s) links and in-page anchors are returned untouched.
 */
export const buildUrl = (
    path: string,
    site: SiteConfig,
    locale: LocaleConfig,
    config: StorefrontConfig
): string => {
    if (/^(https?:)?\/\//i.test(path) || path.startsWith('#') || /^(mailto|tel):/i.test(path)) return path
    const normalised = path.startsWith('/') ? path : `/${path}`
    const sitePrefix = site.id === config.app.defaultSite ? '' : `/${site.alias}`
    const localePrefix = locale.id === site.l10n.defaultLocale ? '' : `/${locale.id}`
    const prefix = sitePrefix + localePrefix
    if (!prefix) return normalised
    const [pathname, rest] = splitQuery(normalised)
    return (pathname === '/' ? prefix : prefix + pathname) + rest
}

const splitQuery = (path: string): [string, string] => {
    const index = path.search(/[?#]/)
    return index < 0 ? [path, ''] : [path.slice(0, index), path.slice(index)]
}
