import type {StorefrontConfig} from '../config/types'
import type {RouteRow} from './route-table'

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')

/**
 * The optional `/{site}/{locale}` prefix every prefixed route accepts: site aliases other than the default
 * site's (GB carries no prefix) and every supported locale id.
 */
export const prefixPattern = (config: StorefrontConfig): string => {
    const {sites, defaultSite} = config.app
    const siteAliases = sites.filter((site) => site.id !== defaultSite).map((site) => escape(site.alias))
    const localeIds = Array.from(
        new Set(sites.flatMap((site) => site.l10n.supportedLocales.map((l) => l.id)))
    )
    return `/:site(${siteAliases.join('|')})?/:locale(${localeIds.map(escape).join('|')})?`
}

/** The react-router path patterns of one route row, with the site/locale prefix unless the row opts out. */
export const rowPatterns = (row: RouteRow, prefix: string): string[] =>
    row.unprefixed ? row.paths : row.paths.map((path) => (path === '/' ? `${prefix}/` : `${prefix}${path}`))

/**
 * One row as one React Router route: all its patterns in one `path` (the first that fits wins). PWA Kit wraps
 * every route in three components on each server request, so a route per row costs half of one per pattern.
 */
export const rowRoute = (row: RouteRow, prefix: string): {path: string | string[]; exact: boolean} => {
    const patterns = rowPatterns(row, prefix)
    return {path: patterns.length === 1 ? patterns[0] : patterns, exact: row.exact ?? false}
}
