import crypto from 'crypto'
import type {RequestHandler, Response} from 'express'

/** Every request carries a correlation id (PWA Kit's runtime requires one; logs and upstream calls use it). */
export const correlationId: RequestHandler = (req, res, next) => {
    const incoming = req.headers['x-correlation-id']
    const id =
        typeof incoming === 'string' && /^[\w-]{8,128}$/.test(incoming) ? incoming : crypto.randomUUID()
    req.headers['x-correlation-id'] = id
    res.setHeader('x-correlation-id', id)
    next()
}

const stripUpgrade = (policy: string) =>
    policy
        .split(';')
        .filter((directive) => directive.trim() !== 'upgrade-insecure-requests')
        .join(';')

/**
 * The runtime assumes it sits behind an https CDN. When this host serves plain http (locally), forcing https
 * upgrades would break every subresource, so those two headers are dropped. This runs when the head is
 * written, because the runtime replaces `res.setHeader` with its own wrapper after this middleware ran.
 */
export const plainHttpSafeHeaders =
    (secure: boolean): RequestHandler =>
    (_req, res, next) => {
        if (secure) return next()
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
        res.writeHead = ((...args: unknown[]) => {
            res.removeHeader('strict-transport-security')
            const policy = res.getHeader('content-security-policy')
            if (policy !== undefined) {
                const value = Array.isArray(policy) ? policy.map(stripUpgrade) : stripUpgrade(String(policy))
                res.removeHeader('content-security-policy')
                Object.getPrototypeOf(res).setHeader.call(res, 'content-security-policy', value)
            }
            return writeHead(...args)
        }) as typeof res.writeHead
        next()
    }

const HSTS = 'max-age=31536000; includeSubDomains'

/** Sets a header past the runtime's `setHeader` wrapper (which rewrites CSP and drops HSTS on its own terms). */
const setRaw = (res: Response, name: string, value: string) =>
    (Object.getPrototypeOf(res) as {setHeader: (name: string, value: string) => void}).setHeader.call(
        res,
        name,
        value
    )

/**
 * The headers every response of this host carries, whatever produced it (static bundle, health and readiness,
 * upstream proxies, pages, shed 503s): no MIME sniffing, no full URLs in Referer to other origins, HSTS when
 * served over https. Pages get their Content-Security-Policy from the app (app/security-headers.ts); the
 * host's own responses (bundle, health, readiness, 503) get a locked-down one; proxied responses keep the
 * upstream's.
 */
export const baselineSecurityHeaders =
    (secure: boolean): RequestHandler =>
    (req, res, next) => {
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
        const proxied = req.path.startsWith('/mobify/proxy/')
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
        res.writeHead = ((...args: unknown[]) => {
            if (secure) setRaw(res, 'strict-transport-security', HSTS)
            if (!proxied && !res.hasHeader('content-security-policy')) {
                setRaw(res, 'content-security-policy', HOST_RESPONSE_POLICY)
            }
            return writeHead(...args)
        }) as typeof res.writeHead
        next()
    }

/** Nothing in the host's own responses needs to run, load or be framed. */
export const HOST_RESPONSE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"
