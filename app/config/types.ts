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
        personalisation: PersonalisationConfig
        integrations: IntegrationsConfig
        sentry: {dsn: string; environment: string}
        /** Extra CSP sources per directive (app/security-headers.ts). */
        contentSecurityPolicy?: Partial<
            Record<
                'scriptSrc' | 'connectSrc' | 'frameSrc' | 'formAction' | 'styleSrc' | 'fontSrc' | 'imgSrc',
                string[]
            >
        >
        payLater: {scriptUrl: string; clientIds: Record<string, string>}
        reviews: {scriptUrl: string; clientId: string}
    }
    pageNotFoundURL: string
    ssrParameters: {proxyConfigs: ProxyConfig[]}
}

export interface PersonalisationConfig {
    enabled: boolean
    /** Base URL of the activity and recommendation API. */
    endpoint: string
    /** Public client id sent with activity and recommendation calls. */
    clientId: string
    /** The service's site id; empty means the platform site id. */
    siteId: string
}

/** Third-party scripts by URL: the sandbox's stand-ins by default, the vendors' in production. */
export interface IntegrationsConfig {
    consent: {scriptUrl: string; domainId: string; banner: 'storefront' | 'vendor'}
    tagManager: {scriptUrl: string; containerId: string}
    customerData: {scriptUrl: string; apiKey: string}
    liveChat: {scriptUrl: string}
    globalShipping: {scriptUrl: string; merchantId: string}
    ugc: {storytellingScriptUrl: string; galleryScriptUrl: string}
}
