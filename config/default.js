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
// Comma-separated origins (scheme://host[:port]); entries that are not plain origins are ignored by the CSP.
const origins = (name, fallback) =>
    env(name, fallback)
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
// The sandbox's stand-ins for third-party scripts and frames are served from its own origin; with real
// upstreams (COMMERCE_API_HOST set) nothing is allowed by default and each integration lists its hosts.
const sandboxOrigin = process.env.COMMERCE_API_HOST
    ? ''
    : env('SANDBOX_PUBLIC_ORIGIN', `http://${sandboxHost.replace(/^127\.0\.0\.1/, 'localhost')}`)
const commerceApi = upstream('COMMERCE_API', sandboxHost)
const storeControllers = upstream('STORE_CONTROLLERS', sandboxHost)
const contentApi = upstream('CONTENT_API', sandboxHost)
// Third-party services: each is reached at a configured script or API URL. By default those point at the
// sandbox's stand-ins (same wire behaviour, offline); production sets the vendors' URLs. Ids here are public.
const standIns = env('SANDBOX_PUBLIC_ORIGIN', 'http://localhost:4100')

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
            enabled: flag('PERSONALISATION_ENABLED', true),
            // The activity and recommendation API (public client id; the choose API's key stays on the server).
            endpoint: env('PERSONALISATION_ENDPOINT', `${standIns}/personalisation`),
            clientId: env('PERSONALISATION_CLIENT_ID', 'vela-sandbox-client'),
            siteId: env('PERSONALISATION_SITE_ID', '')
        },
        sentry: {dsn: env('SENTRY_DSN', ''), environment: env('SENTRY_ENVIRONMENT', 'local')},
        // Hosts the Content-Security-Policy allows beyond this origin (app/security-headers.ts). An integration
        // may instead declare `csp: {scriptSrc, connectSrc, frameSrc, formAction, ...}` beside its settings.
        contentSecurityPolicy: {
            scriptSrc: origins('CSP_SCRIPT_SRC', sandboxOrigin),
            connectSrc: origins('CSP_CONNECT_SRC', sandboxOrigin),
            frameSrc: origins('CSP_FRAME_SRC', sandboxOrigin),
            formAction: origins('CSP_FORM_ACTION', sandboxOrigin),
            styleSrc: origins('CSP_STYLE_SRC', ''),
            fontSrc: origins('CSP_FONT_SRC', ''),
            imgSrc: origins('CSP_IMG_SRC', '')
        },
        // Pay-later messaging: the sandbox's stand-in script locally, the provider's own script in production.
        // Client ids are the provider's public per-locale merchant ids.
        payLater: {
            scriptUrl: env('PAY_LATER_SCRIPT_URL', '/mobify/proxy/self/integrations/pay-later/afterpay.js'),
            clientIds: {
                'en-GB': env('PAY_LATER_CLIENT_ID_EN_GB', 'sandbox-pay-later-gb'),
                'en-US': env('PAY_LATER_CLIENT_ID_EN_US', 'sandbox-pay-later-us')
            }
        },
        // Product reviews widget: the sandbox's stand-in locally, the vendor's widget script in production.
        reviews: {
            scriptUrl: env('REVIEWS_SCRIPT_URL', '/mobify/proxy/self/integrations/reviews/widget.js'),
            clientId: env('REVIEWS_CLIENT_ID', 'sandbox-reviews')
        },
        integrations: {
            consent: {
                scriptUrl: env('CONSENT_SCRIPT_URL', `${standIns}/third-party/consent/otSDKStub.js`),
                domainId: env('CONSENT_DOMAIN_ID', 'vela-sandbox-consent-0001'),
                // 'storefront': the storefront's banner drives the tool; 'vendor': the tool draws its own.
                banner: env('CONSENT_BANNER', 'storefront')
            },
            tagManager: {
                scriptUrl: env('TAG_MANAGER_SCRIPT_URL', `${standIns}/third-party/tag-manager/gtm.js`),
                containerId: env('TAG_MANAGER_ID', 'GTM-VELA001')
            },
            customerData: {
                scriptUrl: env('CUSTOMER_DATA_SCRIPT_URL', `${standIns}/third-party/customer-data/sdk.js`),
                apiKey: env('CUSTOMER_DATA_KEY', 'vela-sandbox-key')
            },
            liveChat: {
                scriptUrl: env('LIVE_CHAT_SCRIPT_URL', `${standIns}/third-party/live-chat/snippet.js`)
            },
            globalShipping: {
                scriptUrl: env(
                    'GLOBAL_SHIPPING_SCRIPT_URL',
                    `${standIns}/third-party/global-shipping/loader.js`
                ),
                merchantId: env('GLOBAL_SHIPPING_MERCHANT_ID', '1001')
            },
            ugc: {
                storytellingScriptUrl: env(
                    'UGC_STORYTELLING_SCRIPT_URL',
                    `${standIns}/third-party/ugc/storytelling.js`
                ),
                galleryScriptUrl: env('UGC_GALLERY_SCRIPT_URL', `${standIns}/third-party/ugc/gallery.js`)
            }
        }
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
