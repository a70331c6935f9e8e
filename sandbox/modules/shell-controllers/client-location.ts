import type {Request} from 'express'

const COUNTRY = /^[A-Za-z]{2}$/
const DEFAULT_COUNTRY = 'GB'

const cookieValue = (req: Request, name: string): string | undefined => {
    for (const part of (req.headers.cookie ?? '').split(';')) {
        const [key, ...rest] = part.trim().split('=')
        if (key === name) return decodeURIComponent(rest.join('='))
    }
    return undefined
}

/**
 * The client's IP: the first `X-Forwarded-For` hop when the storefront's proxy forwarded the request, else the
 * socket address (IPv4-mapped addresses unwrapped).
 */
export const clientIp = (req: Request): string => {
    const forwarded = req.headers['x-forwarded-for']
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
    const address = first || req.socket.remoteAddress || '127.0.0.1'
    return address.replace(/^::ffff:/, '')
}

/**
 * The sandbox has no geo-IP database: every client is in GB (the storefront's fallback country too) unless a
 * test or demo forces another country with the `x-sandbox-country` header or the `sandbox_country` cookie.
 * Malformed overrides are ignored.
 */
export const detectCountry = (req: Request): string => {
    const header = req.headers['x-sandbox-country']
    for (const candidate of [
        Array.isArray(header) ? header[0] : header,
        cookieValue(req, 'sandbox_country')
    ]) {
        if (candidate && COUNTRY.test(candidate)) return candidate.toUpperCase()
    }
    return DEFAULT_COUNTRY
}
