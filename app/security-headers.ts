import type {RequestHandler} from 'express'
import {paymentProviderOrigins} from './commerce/checkout/payment-provider/origins'
import type {StorefrontConfig} from './config/types'

/**
 * The storefront's Content-Security-Policy. PWA Kit's default security middleware merges its own required
 * sources into this header afterwards. Images come from the configured image origins; Chakra's emotion styles
 * are inline, so style-src allows inline styles (scripts never are).
 */
export const contentSecurityPolicy = (config: StorefrontConfig): string => {
    const images = config.app.imageOrigins.join(' ')
    const sentry = config.app.sentry.dsn ? new URL(config.app.sentry.dsn).origin : ''
    // The payment provider's hosted card fields (iframes), their stylesheet and its API (none for the sandbox).
    const payments = paymentProviderOrigins(config.app.payment).join(' ')
    const directives: Record<string, string> = {
        'default-src': "'self'",
        'base-uri': "'self'",
        'object-src': "'none'",
        'img-src': `'self' data: blob: ${images} ${payments}`.replace(/\s+/g, ' ').trim(),
        'media-src': `'self' ${images}`.trim(),
        'font-src': "'self' data:",
        'style-src': `'self' 'unsafe-inline' ${payments}`.trim(),
        'script-src': "'self'",
        'connect-src': `'self' ${sentry} ${payments}`.replace(/\s+/g, ' ').trim(),
        'frame-src': `'self' ${payments}`.trim(),
        'frame-ancestors': "'self' https://app.amplience.net",
        'form-action': "'self'"
    }
    return Object.entries(directives)
        .map(([name, value]) => `${name} ${value}`)
        .join('; ')
}

export const securityHeaders =
    (config: StorefrontConfig): RequestHandler =>
    (_req, res, next) => {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(config))
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
        res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)')
        next()
    }
