import express, {type Request, type RequestHandler, type Router} from 'express'
import {badRequest} from '../../core/errors'

/**
 * Third-party services are called from the shop's pages on another origin: they answer CORS (any origin, as
 * public client-id APIs do) and accept JSON sent as text/plain, which browsers send without a preflight
 * (beacons and keepalive requests on page exit).
 */
export const cors: RequestHandler = (req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*')
    res.set('Access-Control-Allow-Headers', 'content-type, x-cq-client-id, dy-api-key')
    res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    res.set('Access-Control-Max-Age', '600')
    if (req.method === 'OPTIONS') {
        res.status(204).end()
        return
    }
    next()
}

const textBody = express.text({type: 'text/plain', limit: '64kb'})

/** Parses a JSON body sent as application/json (already parsed) or text/plain. */
export const jsonBody: RequestHandler = (req, res, next) =>
    textBody(req, res, (error?: unknown) => {
        if (error) return next(error)
        if (typeof req.body === 'string') {
            try {
                req.body = req.body ? (JSON.parse(req.body) as unknown) : {}
            } catch {
                return next(badRequest('The body is not valid JSON.', 'malformed-body', 'Malformed Body'))
            }
        }
        return next()
    })

export const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

export const bodyOf = (req: Request): Record<string, unknown> => {
    if (!isObject(req.body))
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    return req.body
}

/** An optional string field of at most `max` characters. */
export const optionalText = (
    record: Record<string, unknown>,
    name: string,
    max = 256
): string | undefined => {
    const value = record[name]
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value !== 'string' || value.length > max)
        throw badRequest(`The field '${name}' must be a text of at most ${max} characters.`)
    return value
}

export const mountCors = (router: Router, prefix: string) => router.use(prefix, cors)
