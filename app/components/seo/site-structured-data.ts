/**
 * The home page's schema.org data (issue #13: "structured data (Product, BreadcrumbList, Organization)"): the
 * brand as an Organization, and the site as a WebSite whose search a crawler can offer directly (SearchAction
 * on the storefront's own /search?q=). Addresses are absolute, on the production host and the site's prefix.
 */

export interface SiteAddresses {
    /** https://production-host, no trailing slash. */
    origin: string
    /** The site's home path ('/', '/us', '/eu', '/au'). */
    homePath: string
    /** The site's search path ('/search', '/us/search', ...). */
    searchPath: string
}

export const organizationData = (brand: string, {origin, homePath}: SiteAddresses) => ({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: origin + homePath
})

export const websiteData = (brand: string, {origin, homePath, searchPath}: SiteAddresses) => ({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand,
    url: origin + homePath,
    potentialAction: {
        '@type': 'SearchAction',
        target: {'@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}?q={search_term_string}`},
        'query-input': 'required name=search_term_string'
    }
})
