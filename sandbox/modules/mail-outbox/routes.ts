import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {latestMail, listMail, type OutboxQuery} from './outbox-store'

/** Development-only endpoints (the platform has no such thing): read what the sandbox has "mailed". */
export const OUTBOX_PATH = '/__sandbox/outbox'

const MAX_LIMIT = 200

const singleQuery = (req: Request, name: string, maxLength: number): string | undefined => {
    const value = req.query[name]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string' || value.length > maxLength)
        throw badRequest(`The parameter '${name}' is not valid.`)
    return value
}

const outboxQuery = (req: Request): Omit<OutboxQuery, 'limit'> => {
    const to = singleQuery(req, 'to', 256)
    const kind = singleQuery(req, 'kind', 64)
    return {...(to ? {to} : {}), ...(kind ? {kind} : {})}
}

const limitOf = (req: Request) => {
    const value = singleQuery(req, 'limit', 4)
    if (value === undefined) return 50
    const limit = Number(value)
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        throw badRequest(`The parameter 'limit' must be a whole number from 1 to ${MAX_LIMIT}.`)
    }
    return limit
}

export const outboxRoutes = (router: Router, ctx: SandboxContext) => {
    // Newest first: `?to=` (any letter case), `?kind=` (password-reset, registration...), `?limit=` (max 200).
    router.get(OUTBOX_PATH, (req, res) => {
        const mails = listMail(ctx, {...outboxQuery(req), limit: limitOf(req)})
        res.set('Cache-Control', 'no-store').json(mails)
    })

    router.get(`${OUTBOX_PATH}/latest`, (req, res) => {
        const mail = latestMail(ctx, outboxQuery(req))
        if (!mail) throw notFound('No mail matches the query.', 'mail-not-found', 'Mail Not Found')
        res.set('Cache-Control', 'no-store').json(mail)
    })
}
