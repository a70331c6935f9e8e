// Storefront configuration read by PWA Kit on the server at start-up and serialised into every page as
// window.__CONFIG__: it must never hold a secret. Every upstream is overridable by an environment variable
// (listed in README.md) so one build runs against the embedded sandbox or the real platform and CMS.
const sites = require('./sites.js')

const env = (name, fallback) => {
    const value = process.env[name]
    return value === undefined || value === '' ? fallback : value
}
const flag = (name, fallback) => env(name, fallback ? 'true' : 'false') === 'true'

// The sandbox serves every upstream from one loopback origin in development, tests and demos.
const sandboxHost = env('SANDBOX_HOST', '127.0.0.1:4100')
const upstream = (prefix, fallbackHost) => ({
    protocol: env(`${prefix}_PROTOCOL`, 'http'),
    host: env(`${prefix}_HOST`, fallbackHost)
})
const commerceApi = upstream('COMMERCE_API', sandboxHost)
const storeControllers = upstream('STORE_CONTROLLERS', sandboxHost)
const contentApi = upstream('CONTENT_API', sandboxHost)

module.exports = {
    app: {
        url: {site: 'path', locale: 'path', showDefaults: false, interpretPlusSignAsSpace: false},
        defaultSite: sites[0].id,
        siteAliases: Object.fromEntries(sites.map((site) => [site.id, site.alias])),
        sites,
        // The host whose pages search engines may index; any other host is marked noindex,nofollow.
        productionHost: env('PRODUCTION_HOST', 'www.vela-active.example'),
        commerceAPI: {
            proxyPath: '/mobify/proxy/api',
            parameters: {
                clientId: env('COMMERCE_CLIENT_ID', 'c0ffee00-5a4d-4b0c-9e1f-000000000001'),
                organizationId: env('COMMERCE_ORGANIZATION_ID', 'f_ecom_vela_001'),
                shortCode: env('COMMERCE_SHORT_CODE', 'sandbox0'),
                siteId: sites[0].id
            }
        },
        storeControllers: {proxyPath: '/mobify/proxy/self', basePath: '/on/demandware.store'},
        content: {
            proxyPath: '/mobify/proxy/content',
            hubName: env('CONTENT_HUB_NAME', 'velaactive'),
            // 'path-prefix' (the sandbox serves a preview view under /vse/{domain}) or 'staging-host' (the CMS's
            // virtual staging hosts, reached directly over https).
            previewMode: env('CONTENT_PREVIEW_MODE', 'path-prefix'),
            // Plain-http media only exists locally; production media hosts are https.
            mediaProtocol: env('CONTENT_MEDIA_PROTOCOL', 'http')
        },
        // Origins allowed to serve images (product imagery and CMS media), used for CSP and preconnect.
        imageOrigins: env('IMAGE_ORIGINS', 'http://localhost:4100').split(',').filter(Boolean),
        payment: {
            // 'sandbox' (the embedded platform's simulator) or 'adyen' (the provider's web library, loaded on the
            // payment step only).
            provider: env('PAYMENT_PROVIDER', 'sandbox'),
            // A client key is public by design; the merchant secret stays on the platform.
            clientKey: env('PAYMENT_CLIENT_KEY', 'test_sandbox_client_key'),
            // The provider's environment: test, live, live-us, live-au, live-apse, live-in.
            environment: env('PAYMENT_ENVIRONMENT', 'test')
        },
        personalisation: {
            enabled: flag('PERSONALISATION_ENABLED', false),
            siteId: env('PERSONALISATION_SITE_ID', '')
        },
        sentry: {dsn: env('SENTRY_DSN', ''), environment: env('SENTRY_ENVIRONMENT', 'local')}
    },
    externals: [],
    pageNotFoundURL: '/404',
    ssrEnabled: true,
    ssrOnly: ['ssr.js', 'ssr.js.map', 'node_modules/**/*.*'],
    ssrShared: ['static/favicon.ico', 'static/robots.txt', '**/*.js', '**/*.js.map', '**/*.json'],
    ssrParameters: {
        ssrFunctionNodeVersion: '20.x',
        proxyConfigs: [
            {...commerceApi, path: 'api'},
            {...storeControllers, path: 'self'},
            {...contentApi, path: 'content'}
        ]
    }
}
