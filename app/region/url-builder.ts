import {findLocale, findSite, getUrlConfig, isDefaultSite, resolveLocale, siteReference} from './sites'
import type {RegionConfig, RegionSite} from './types'
import {buildQuery, joinUrl, pathSegments, queryPairs, safeDecode, splitUrl} from './url-parts'

/** "Session query parameters kept while navigating" (spec 001 §2.2). */
export const SESSION_QUERY_PARAMS = [
    'src',
    'newSrc',
    'customerGroup',
    'previewTimestamp',
    'glCountry',
    'glCurrency'
] as const

/** Links that leave the storefront and are never re-prefixed: absolute http(s), protocol-relative, mail, phone. */
export const isExternalHref = (href: string): boolean => /^((https?:)?\/\/|mailto:|tel:)/i.test(href.trim())

/** "Content links starting with # are in-page anchors" (spec 001 §2.3). */
export const isAnchorHref = (href: string): boolean => href.trim().startsWith('#')

export interface StrippedPath {
    site?: RegionSite
    locale?: string
    /** The path with any site and locale prefix removed; always starts with '/'. */
    path: string
}

/** Removes an existing site prefix and locale segment, so a link can be re-prefixed for another site. */
export const stripSitePrefix = (pathname: string, config: RegionConfig): StrippedPath => {
    const segments = pathSegments(pathname)
    const site = findSite(segments[0], config.sites)
    const rest = site ? segments.slice(1) : segments
    const candidates = site ? [site] : config.sites
    const locale = candidates.map((candidate) => findLocale(rest[0], candidate)).find(Boolean)
    const remaining = locale ? rest.slice(1) : rest
    const trailing = remaining.length && pathname.endsWith('/') ? '/' : ''
    return {site, locale: locale?.id, path: '/' + remaining.join('/') + trailing}
}

export interface UrlTarget {
    site: RegionSite
    /** The locale id to link to. */
    locale: string
}

/** The site/locale prefix of a target, e.g. '/eu/fr-FR', '/us', or '' for GB in its default locale. A locale
 * the site does not support falls back to the site's default locale. */
export const sitePathPrefix = (target: UrlTarget, config: RegionConfig): string => {
    const {site: sitePlacement, locale: localePlacement, showDefaults} = getUrlConfig(config)
    const showSite = showDefaults || !isDefaultSite(target.site, config)
    const locale = resolveLocale(target.locale, target.site).id
    const showLocale = showDefaults || locale !== target.site.l10n.defaultLocale
    const sitePart = sitePlacement === 'path' && showSite ? `/${siteReference(target.site)}` : ''
    const localePart = localePlacement === 'path' && showLocale ? `/${locale}` : ''
    return sitePart + localePart
}

const rawPairs = (query: string): string[] => query.replace(/^\?/, '').split('&').filter(Boolean)
const rawKey = (pair: string): string => safeDecode(pair.split('=')[0])

/**
 * Adds the session parameters of the current query that the target does not already set. The target's own
 * pairs are kept byte for byte (a listing query such as refine=c_size=X|Y stays readable).
 */
export const keepSessionParams = (targetQuery: string, currentQuery: string): string => {
    const target = rawPairs(targetQuery)
    const present = new Set(target.map(rawKey))
    const kept = queryPairs(currentQuery).filter(
        ([key, value]) =>
            (SESSION_QUERY_PARAMS as readonly string[]).includes(key) && !present.has(key) && value
    )
    return [...target, buildQuery(kept)].filter(Boolean).join('&')
}

/**
 * A storefront link for a site and locale (spec 001 §2.2, §2.3): internal links get the site and locale
 * prefix (after dropping any prefix they already carry), a home link is the bare country root, absolute
 * http(s) links and '#' anchors are returned untouched, and session query parameters are carried over.
 */
export const buildStorefrontUrl = (
    href: string,
    target: UrlTarget,
    config: RegionConfig,
    currentQuery = ''
): string => {
    if (isExternalHref(href) || isAnchorHref(href)) return href
    const parts = splitUrl(href.trim())
    const {path} = stripSitePrefix(parts.pathname, config)
    const prefix = sitePathPrefix(target, config)
    const {site: sitePlacement, locale: localePlacement, showDefaults} = getUrlConfig(config)
    const locale = resolveLocale(target.locale, target.site).id
    const extra: [string, string][] = []
    if (sitePlacement === 'query_param' && (showDefaults || !isDefaultSite(target.site, config))) {
        extra.push(['site', siteReference(target.site)])
    }
    if (localePlacement === 'query_param' && (showDefaults || locale !== target.site.l10n.defaultLocale)) {
        extra.push(['locale', locale])
    }
    const ownPairs = rawPairs(parts.query).filter((pair) => !extra.some(([name]) => name === rawKey(pair)))
    const query = keepSessionParams([buildQuery(extra), ...ownPairs].filter(Boolean).join('&'), currentQuery)
    const pathname = path === '/' && prefix ? prefix : prefix + path
    return joinUrl({origin: '', pathname, query, hash: parts.hash})
}
