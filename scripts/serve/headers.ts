import crypto from 'crypto'
import type {RequestHandler} from 'express'

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
