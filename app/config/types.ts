/** The shape of config/default.js as the storefront reads it (on the server and, serialised, in the browser). */

export interface LocaleConfig {
    id: string
    alias?: string
    preferredCurrency: string
}

export interface SiteConfig {
    id: string
    alias: string
    /** Site country: GB, US, IE (the EU site) or AU. */
    country: string
    l10n: {
        supportedCurrencies: string[]
        defaultCurrency: string
        defaultLocale: string
        supportedLocales: LocaleConfig[]
    }
}

export interface ProxyConfig {
    protocol: 'http' | 'https'
    host: string
    path: string
}

export interface StorefrontConfig {
    app: {
        url: {
            site: 'path' | 'query_param' | 'none'
            locale: 'path' | 'query_param' | 'none'
            showDefaults: boolean
        }
        defaultSite: string
        siteAliases: Record<string, string>
        sites: SiteConfig[]
        productionHost: string
        commerceAPI: {
            proxyPath: string
            parameters: {clientId: string; organizationId: string; shortCode: string; siteId: string}
        }
        storeControllers: {proxyPath: string; basePath: string}
        content: {
            proxyPath: string
            hubName: string
            previewMode: 'path-prefix' | 'staging-host'
            mediaProtocol: 'http' | 'https'
        }
        imageOrigins: string[]
        payment: {provider: string; clientKey: string; environment: string}
        personalisation: {enabled: boolean; siteId: string}
        sentry: {dsn: string; environment: string}
    }
    pageNotFoundURL: string
    ssrParameters: {proxyConfigs: ProxyConfig[]}
}
