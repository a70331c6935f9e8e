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

/**
 * The runtime assumes it sits behind an https CDN. When this host serves plain http (locally), forcing https
 * upgrades would break every subresource, so those two headers are dropped.
 */
export const plainHttpSafeHeaders =
    (secure: boolean): RequestHandler =>
    (_req, res, next) => {
        if (secure) return next()
        const setHeader = res.setHeader.bind(res)
        res.setHeader = (name: string, value: number | string | readonly string[]) => {
            const lower = name.toLowerCase()
            if (lower === 'strict-transport-security') return res
            if (lower === 'content-security-policy') {
                const strip = (policy: string) =>
                    policy
                        .split(';')
                        .filter((directive) => directive.trim() !== 'upgrade-insecure-requests')
                        .join(';')
                return setHeader(name, Array.isArray(value) ? value.map(strip) : strip(String(value)))
            }
            return setHeader(name, value)
        }
        next()
    }
