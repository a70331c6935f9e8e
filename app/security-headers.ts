import type {Request, RequestHandler} from 'express'
import {paymentProviderOrigins} from './commerce/checkout/payment-provider/origins'
import type {StorefrontConfig} from './config/types'
import {integrationOrigins} from './integrations/csp-origins'
import {EARLY_BANNER_SCRIPT_SOURCE} from './engagement/consent/early-banner-script'
import {PAINT_FIRST_SCRIPT_SOURCE} from './ssr/paint-first'

/**
 * CSP source lists an integration declares in config/default.js, either in `app.contentSecurityPolicy` (the
 * deployment's lists, from CSP_*_SRC) or as a `csp` block beside its own settings (`app.<integration>.csp`),
 * so each vendor adds its production hosts where its configuration lives.
 */
export interface CspSources {
    scriptSrc?: string[]
    connectSrc?: string[]
    frameSrc?: string[]
    styleSrc?: string[]
    fontSrc?: string[]
    imgSrc?: string[]
    /** Where forms may post (redirect payment methods, 3-D Secure). */
    formAction?: string[]
}

const SOURCE_KEYS: (keyof CspSources)[] = [
    'scriptSrc',
    'connectSrc',
    'frameSrc',
    'styleSrc',
    'fontSrc',
    'imgSrc',
    'formAction'
]

/** A host source: scheme + host (+ port), no wildcard, no path; anything else is dropped, never trusted. */
const SOURCE = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i

export const integrationSources = (config: StorefrontConfig): Required<CspSources> => {
    const collected: Required<CspSources> = {
        scriptSrc: [],
        connectSrc: [],
        frameSrc: [],
        styleSrc: [],
        fontSrc: [],
        imgSrc: [],
        formAction: []
    }
    const app = config.app as unknown as Record<string, unknown>
    const blocks = [
        app.contentSecurityPolicy,
        ...Object.values(app).map((value) => (value as {csp?: unknown} | null)?.csp)
    ]
    for (const block of blocks) {
        if (!block || typeof block !== 'object') continue
        for (const key of SOURCE_KEYS) {
            const list = (block as CspSources)[key]
            if (!Array.isArray(list)) continue
            for (const source of list) {
                const origin = typeof source === 'string' ? source.trim().replace(/\/$/, '') : ''
                if (SOURCE.test(origin)) collected[key].push(origin)
            }
        }
    }
    return collected
}

const join = (...parts: (string | string[])[]) => [...new Set(parts.flat().filter(Boolean))].join(' ')

/** Origins of absolute vendor script URLs (pay-later, reviews); the local stand-ins are same-origin. */
const vendorOrigins = (config: StorefrontConfig): string[] =>
    [config.app.payLater?.scriptUrl, config.app.reviews?.scriptUrl].flatMap((url) =>
        url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []
    )

/**
 * The storefront's Content-Security-Policy. Scripts come from this origin and the hosts integrations declare
 * (no 'unsafe-eval', no 'unsafe-inline', no wildcards); Chakra's emotion styles are inline, so style-src allows
 * inline styles. Images come from the configured image origins. The CMS may frame pages for its
 * visualisation preview.
 */
export const contentSecurityPolicy = (config: StorefrontConfig, options: {https?: boolean} = {}): string => {
    const images = config.app.imageOrigins
    const vendors = vendorOrigins(config)
    const sentry = config.app.sentry.dsn ? new URL(config.app.sentry.dsn).origin : ''
    const extra = integrationSources(config)
    // Third-party scripts by configuration (integrations/): their own origins, nothing wider.
    const integrations = integrationOrigins(config)
    // The payment provider's hosted card fields (iframes), their stylesheet and its API (none for the sandbox).
    const payments = paymentProviderOrigins(config.app.payment)
    const directives: Record<string, string> = {
        'default-src': "'self'",
        'base-uri': "'self'",
        'object-src': "'none'",
        'img-src': join("'self'", 'data:', 'blob:', images, payments, extra.imgSrc),
        'media-src': join("'self'", images),
        'font-src': join("'self'", 'data:', extra.fontSrc),
        'style-src': join("'self'", "'unsafe-inline'", payments, extra.styleSrc),
        // Inline: only the page's bundle starter (ssr/paint-first.ts) and the script that shows the consent
        // banner's server copy (engagement/consent/early-banner-script.ts), by their hashes.
        'script-src': join(
            "'self'",
            PAINT_FIRST_SCRIPT_SOURCE,
            EARLY_BANNER_SCRIPT_SOURCE,
            vendors,
            integrations.scripts,
            extra.scriptSrc
        ),
        'connect-src': join("'self'", sentry, vendors, integrations.connect, payments, extra.connectSrc),
        'frame-src': join("'self'", payments, extra.frameSrc),
        'frame-ancestors': "'self' https://app.amplience.net",
        'form-action': join("'self'", extra.formAction),
        'worker-src': "'self'",
        'manifest-src': "'self'"
    }
    const policy = Object.entries(directives).map(([name, value]) => `${name} ${value}`)
    if (options.https) policy.push('upgrade-insecure-requests')
    return policy.join('; ')
}

/** Behind a TLS-terminating proxy or CDN, the original scheme arrives in X-Forwarded-Proto. */
const servedOverHttps = (req: Request) =>
    req.secure ||
    String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim() === 'https' ||
    process.env.SECURE === 'true'

export const securityHeaders = (config: StorefrontConfig): RequestHandler => {
    const policies = {
        http: contentSecurityPolicy(config),
        https: contentSecurityPolicy(config, {https: true})
    }
    return (req, res, next) => {
        const https = servedOverHttps(req)
        res.setHeader('Content-Security-Policy', https ? policies.https : policies.http)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
        res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)')
        if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
        next()
    }
}
