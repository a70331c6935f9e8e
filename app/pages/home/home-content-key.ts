import type {SiteConfig, StorefrontConfig} from '../../config/types'

/**
 * The home page's content key per site (sandbox/seed/content key scheme): `home` for the default site, whose
 * URLs carry no prefix, and `{site alias}/home` for the others (`us/home`, `eu/home`, `au/home`).
 */
export const homeContentKey = (site: SiteConfig, config: StorefrontConfig) =>
    site.id === config.app.defaultSite ? 'home' : `${site.alias}/home`
