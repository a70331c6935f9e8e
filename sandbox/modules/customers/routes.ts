import type {NextFunction, Request, RequestHandler, Response, Router} from 'express'
import {requireShopperRequest} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {ApiError, forbidden, notFound} from '../../core/errors'
import {customerDocument} from './documents'
import {newCustomerId} from './ids'
import {hashPassword} from './passwords'
import {parseRegistration} from './registration'
import {findCustomerById, findCustomerByLogin, insertCustomer} from './store'

export const CUSTOMERS_BASE = '/customer/shopper-customers/v1/organizations/:organizationId/customers'

// Express 4 does not forward rejected promises to the error handler.
const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
        handler(req, res).catch(next)
    }

const loginInUse = () =>
    new ApiError(400, 'login-already-in-use', 'Login Already In Use', 'The login is already in use.')

const isUniqueViolation = (error: unknown) =>
    (error as {code?: string} | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE'

export const customerRoutes = (router: Router, ctx: SandboxContext) => {
    // registerCustomer: a guest shopper creates an account; the SDK then logs in with the same credentials.
    router.post(
        CUSTOMERS_BASE,
        asyncRoute(async (req, res) => {
            const {shopper} = requireShopperRequest(ctx, req)
            if (shopper.registered)
                throw forbidden('Customers can only be registered with a guest shopper token.')
            const registration = parseRegistration(req.body)
            if (findCustomerByLogin(ctx, registration.login)) throw loginInUse()
            const passwordHash = await hashPassword(registration.password)
            try {
                const customer = insertCustomer(ctx, {
                    customerId: newCustomerId(),
                    login: registration.login,
                    email: registration.email,
                    firstName: registration.firstName,
                    lastName: registration.lastName,
                    passwordHash,
                    attributes: registration.attributes
                })
                res.set('Cache-Control', 'no-store').json(customerDocument(customer))
            } catch (error) {
                // Another registration with the same login may have won while the password was hashing.
                if (isUniqueViolation(error)) throw loginInUse()
                throw error
            }
        })
    )

    // getCustomer: registered shoppers read their own profile only.
    router.get(`${CUSTOMERS_BASE}/:customerId`, (req, res) => {
        const {shopper} = requireShopperRequest(ctx, req)
        if (!shopper.registered) throw forbidden('Guest shoppers have no customer profile to read.')
        if (shopper.customerId !== req.params.customerId) {
            throw forbidden("The customer ID in the path does not match the shopper's access token.")
        }
        const customer = findCustomerById(ctx, shopper.customerId)
        if (!customer) {
            throw notFound(
                `No customer with ID '${shopper.customerId}' could be found.`,
                'customer-not-found',
                'Customer Not Found'
            )
        }
        res.set('Cache-Control', 'no-store').json(customerDocument(customer))
    })
}
