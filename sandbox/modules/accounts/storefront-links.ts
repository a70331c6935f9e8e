// Links in mails point at the storefront, so the sandbox needs its site aliases and default site: it reads the
// storefront's site list (configuration data only, as sandbox/core/config.ts does).
// eslint-disable-next-line @typescript-eslint/no-var-requires
const storefrontSites = require('../../../config/sites.js') as StorefrontSite[]

interface StorefrontSite {
    id: string
    alias: string
    l10n: {defaultLocale: string; supportedLocales: {id: string}[]}
}

/** Where shoppers open the storefront; `http://localhost:3000` unless SANDBOX_STOREFRONT_ORIGIN says otherwise. */
export const storefrontOrigin = () =>
    (process.env.SANDBOX_STOREFRONT_ORIGIN || 'http://localhost:3000').replace(/\/+$/, '')

/**
 * The storefront's URL prefix for a site and locale (`url: {site: 'path', locale: 'path', showDefaults: false}`):
 * none for the default site in its default locale, `/us`, `/eu/fr-FR`...
 */
export const sitePathPrefix = (siteId: string, locale?: string) => {
    const index = storefrontSites.findIndex((site) => site.id === siteId)
    if (index < 0) return ''
    const site = storefrontSites[index]
    const sitePart = index === 0 ? '' : `/${site.alias}`
    const supported = locale !== undefined && site.l10n.supportedLocales.some(({id}) => id === locale)
    const localePart = supported && locale !== site.l10n.defaultLocale ? `/${locale}` : ''
    return sitePart + localePart
}

export const storefrontUrl = (siteId: string, path: string, locale?: string) =>
    `${storefrontOrigin()}${sitePathPrefix(siteId, locale)}${path}`

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Whether a reset mail may link to `url`. The platform only calls back URLs registered for the client; the
 * sandbox allows loopback hosts, the storefront origin and the origins listed in SANDBOX_CALLBACK_ORIGINS
 * (comma-separated), so a forged request cannot send a shopper's reset token to someone else's site.
 */
export const isAllowedCallback = (url: URL) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    if (url.username || url.password) return false
    if (LOOPBACK_HOSTS.includes(url.hostname)) return true
    const allowed = [storefrontOrigin(), ...(process.env.SANDBOX_CALLBACK_ORIGINS ?? '').split(',')]
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    return allowed.includes(url.origin)
}
