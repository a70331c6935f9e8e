/**
 * Business data that differs by site and that only some pages need. It lives here, one module per site, not in
 * config/ (serialised into every page): a page that needs it loads its site's module on demand through
 * app/site/site-overrides.ts, the one accessor.
 */
export interface SiteOverrides {
    /**
     * Countries the site delivers to, its domestic country first, as the platform's shipping methods serve
     * them: the checkout's delivery and billing country lists.
     */
    deliveryCountries: readonly string[]
}
