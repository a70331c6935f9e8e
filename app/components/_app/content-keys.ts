import type {SiteConfig, StorefrontConfig} from '../../config/types'

/**
 * CMS keys of site-wide items: GB's key is the bare name, other sites prefix their alias (`us/footer`),
 * mirroring their URLs (sandbox/seed/content/README.md).
 */
export const siteContentKey = (name: string, site: SiteConfig, config: StorefrontConfig): string =>
    site.id === config.app.defaultSite ? name : `${site.alias}/${name}`

export const SHELL_CONTENT = {
    siteStripe: 'site-stripe',
    desktopMenu: 'menu/desktop',
    mobileMenu: 'menu/mobile',
    footer: 'footer'
} as const
