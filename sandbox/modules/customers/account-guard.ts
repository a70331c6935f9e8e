import type {NextFunction, Request, RequestHandler, Response} from 'express'
import {requireOrganization, requireShopperRequest} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {forbidden, notFound, unauthorized} from '../../core/errors'
import {CREDENTIALS_CHANGED_DETAIL, issuedBeforeCredentialsChange} from '../slas/freshness'
import {verifyJwtSignature} from '../slas/jwt'
import {findCustomerById} from './store'

export const CUSTOMERS_BASE = '/customer/shopper-customers/v1/organizations/:organizationId/customers'
/** Everything under one customer: `/customers/{customerId}...` */
export const CUSTOMER_PATH = `${CUSTOMERS_BASE}/:customerId`

// Express 4 does not forward rejected promises to the error handler.
export const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
        handler(req, res).catch(next)
    }

export const isUniqueViolation = (error: unknown) => {
    const code = (error as {code?: string} | null)?.code
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * A still-valid registered token that predates a password or login change gets the platform's precise 401
 * detail (the storefront's SDK logs out on it). Other routes only see such a token as invalid.
 */
export const rejectStaleCredentials = (ctx: SandboxContext, req: Request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    const payload = match ? verifyJwtSignature(ctx, match[1]) : undefined
    if (!payload || typeof payload.exp !== 'number' || payload.exp * 1000 <= ctx.clock.now()) return
    if (issuedBeforeCredentialsChange(ctx, payload)) throw unauthorized(CREDENTIALS_CHANGED_DETAIL)
}

/**
 * The preamble of every `/customers/{customerId}/...` route: a valid token (401), of a registered shopper
 * (guests 403), whose own id is in the path (anyone else's id is 403, whether or not it exists), and a site.
 */
export const requireAccountOwner = (ctx: SandboxContext, req: Request) => {
    requireOrganization(ctx, req)
    rejectStaleCredentials(ctx, req)
    const {shopper, site} = requireShopperRequest(ctx, req)
    if (!shopper.registered) throw forbidden('Guest shoppers have no customer account.')
    if (shopper.customerId !== req.params.customerId)
        throw forbidden("The customer ID in the path does not match the shopper's access token.")
    const customer = findCustomerById(ctx, shopper.customerId)
    if (!customer) {
        throw notFound(
            `No customer with ID '${shopper.customerId}' could be found.`,
            'customer-not-found',
            'Customer Not Found'
        )
    }
    return {shopper, site, customer}
}

/** Account data is shopper-specific: never cached anywhere. */
export const sendPrivate = (res: Response, body: unknown) =>
    res.set('Cache-Control', 'private, no-store').json(body)
