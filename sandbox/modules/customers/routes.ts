import type {Router} from 'express'
import {requireShopperRequest} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest, forbidden} from '../../core/errors'
import {sendWelcomeMail} from '../accounts/account-mails'
import {recaptchaFailure} from '../accounts/recaptcha'
import {asyncRoute, CUSTOMERS_BASE, isUniqueViolation} from './account-guard'
import {addressRoutes} from './addresses/address-routes'
import {customerDocument} from './documents'
import {newCustomerId} from './ids'
import {hashPassword} from './passwords'
import {paymentInstrumentRoutes} from './payment-instruments/payment-routes'
import {productListRoutes} from './product-lists/list-routes'
import {passwordResetRoutes} from './profile/password-reset-routes'
import {loginInUse, profileRoutes} from './profile/profile-routes'
import {parseRegistration} from './registration'
import {findCustomerByLogin, insertCustomer} from './store'

export {CUSTOMERS_BASE}

export const customerRoutes = (router: Router, ctx: SandboxContext) => {
    // registerCustomer: a guest shopper creates an account (reCAPTCHA-checked); the SDK then logs in with the
    // same credentials. A welcome mail goes to the outbox.
    router.post(
        CUSTOMERS_BASE,
        asyncRoute(async (req, res) => {
            const {shopper, site} = requireShopperRequest(ctx, req)
            if (shopper.registered)
                throw forbidden('Customers can only be registered with a guest shopper token.')
            const recaptcha = recaptchaFailure(req)
            if (recaptcha) throw badRequest(recaptcha, 'recaptcha-failed', 'Recaptcha Failed')
            const registration = parseRegistration(
                req.body,
                new Date(ctx.clock.now()).toISOString().slice(0, 10)
            )
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
                sendWelcomeMail(ctx, customer, site.id)
                res.set('Cache-Control', 'private, no-store').json(customerDocument(customer))
            } catch (error) {
                // Another registration with the same login may have won while the password was hashing.
                if (isUniqueViolation(error)) throw loginInUse()
                throw error
            }
        })
    )

    // Before the `/{customerId}` routes: `password` is not a customer id.
    passwordResetRoutes(router, ctx)
    profileRoutes(router, ctx)
    addressRoutes(router, ctx)
    paymentInstrumentRoutes(router, ctx)
    productListRoutes(router, ctx)
}
