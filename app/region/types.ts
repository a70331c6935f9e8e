/**
 * The slice of the storefront's site configuration (config/sites.js, config/default.js) the region helpers
 * need. Kept structural so the helpers work with the full config object without importing it.
 */
export interface RegionLocale {
    id: string
    alias?: string
    preferredCurrency?: string
}

/** The country a site serves: GB (default), US, IE (the EU site) or AU. */
export type SiteCountry = 'GB' | 'US' | 'IE' | 'AU'

export interface RegionSite {
    id: string
    alias?: string
    country?: string
    l10n: {
        defaultCurrency: string
        defaultLocale: string
        supportedLocales: RegionLocale[]
    }
}

export type UrlPlacement = 'path' | 'query_param' | 'none'

export interface UrlConfig {
    site: UrlPlacement
    locale: UrlPlacement
    showDefaults: boolean
}

export interface RegionConfig {
    url: UrlConfig
    defaultSite: string
    sites: RegionSite[]
}
