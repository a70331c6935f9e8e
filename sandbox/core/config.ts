import type {SandboxConfig, SandboxSite} from './context'

// The sandbox emulates the platform instance this storefront is configured for, so it reads the storefront's
// site list and API identifiers (configuration data only; no storefront code).
// eslint-disable-next-line @typescript-eslint/no-var-requires
const storefrontSites = require('../../config/sites.js') as StorefrontSite[]
// eslint-disable-next-line @typescript-eslint/no-var-requires
const storefrontConfig = require('../../config/default.js') as StorefrontConfig

interface StorefrontSite {
    id: string
    country: string
    l10n: {defaultCurrency: string; defaultLocale: string; supportedLocales: {id: string}[]}
}
interface StorefrontConfig {
    app: {
        commerceAPI: {parameters: {organizationId: string; clientId: string; shortCode: string}}
        content: {hubName: string}
    }
}

export const DEFAULT_PORT = 4100

export const loadSandboxConfig = (env: NodeJS.ProcessEnv = process.env): SandboxConfig => {
    const port = Number(env.SANDBOX_PORT || DEFAULT_PORT)
    const sites: SandboxSite[] = storefrontSites.map((site) => ({
        id: site.id,
        currency: site.l10n.defaultCurrency,
        defaultLocale: site.l10n.defaultLocale,
        locales: site.l10n.supportedLocales.map((locale) => locale.id),
        country: site.country
    }))
    const {organizationId, clientId, shortCode} = storefrontConfig.app.commerceAPI.parameters
    return {
        organizationId,
        clientId,
        shortCode,
        sites,
        publicOrigin: env.SANDBOX_PUBLIC_ORIGIN || `http://localhost:${port}`,
        hubName: storefrontConfig.app.content.hubName
    }
}
