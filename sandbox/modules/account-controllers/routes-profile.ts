import type {Router} from 'express'
import {optionalShopper} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {customerGroupsOf, findCustomerById, INSIDERS} from '../customers'
import {addCustomerToGroup, updateCustomerProfile} from '../customers/store'
import {controllerPath, resolveController} from '../shell-controllers'
import {parseDob} from './dob'
import {optionalCountry, optionalField, optionalFlag, requiredEmail, requiredField} from './form'
import {findMarketingProfile, saveMarketingProfile} from './marketing-store'

const today = (ctx: SandboxContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10)

/** The registered customer behind the optional Bearer token (controllers work without one too). */
const signedInCustomer = (ctx: SandboxContext, req: Parameters<typeof optionalShopper>[1]) => {
    const shopper = optionalShopper(ctx, req)
    return shopper?.registered ? findCustomerById(ctx, shopper.customerId) : undefined
}

export const profileControllerRoutes = (router: Router, ctx: SandboxContext) => {
    // Marketing profile of the signed-in customer (login and registration sequences): newsletter opt-in,
    // insiders opt-in (joins the customer group MKT_SBINSIDERS), customer-data platform id. Answers with the
    // customer groups after the change. Nobody's consent changes without their login.
    router.post(controllerPath('PWA-UpdateProfileApi'), (req, res) => {
        resolveController(ctx, req)
        const email = requiredEmail(req)
        const mpid = optionalField(req, 'mpid', 128)
        const skipServiceUpdate = optionalFlag(req, 'skipServiceUpdate') ?? false
        const optIn = optionalFlag(req, 'optIn')
        const insidersOptIn = optionalFlag(req, 'insidersOptIn')
        const customer = signedInCustomer(ctx, req)
        res.set('Cache-Control', 'private, no-store')
        if (!customer || customer.email.toLowerCase() !== email.toLowerCase()) {
            res.json({
                success: false,
                error: customer
                    ? 'The email address is not the signed-in customer’s.'
                    : 'A signed-in customer is required.',
                customerGroups: customerGroupsOf(ctx, customer?.customerId)
            })
            return
        }
        ctx.db.transaction(() => {
            if (optIn !== undefined) {
                updateCustomerProfile(ctx, customer.customerId, {
                    attributes: {...customer.attributes, c_subscribeMail: optIn}
                })
            }
            if (insidersOptIn) addCustomerToGroup(ctx, customer.customerId, INSIDERS)
            saveMarketingProfile(ctx, customer.email, {
                ...(optIn !== undefined ? {subscribed: optIn} : {}),
                ...(insidersOptIn !== undefined ? {insidersOptIn} : {}),
                ...(mpid ? {mpid} : {}),
                synced: !skipServiceUpdate
            })
        })()
        res.json({success: true, customerGroups: customerGroupsOf(ctx, customer.customerId)})
    })

    // Insiders date-of-birth check: records the date once per email address and says whether it was already
    // there ("Your date of birth already exists on the system" / "... has been added to the system").
    router.post(controllerPath('PWA-InsidersDOB'), (req, res) => {
        const {site} = resolveController(ctx, req)
        const email = requiredEmail(req)
        const country = optionalCountry(req) ?? site.country
        const dob = parseDob(requiredField(req, 'dob', 10), country, today(ctx))
        const exists = findMarketingProfile(ctx, email)?.dob !== undefined
        if (!exists) saveMarketingProfile(ctx, email, {dob, country})
        // The signed-in customer's own profile gets the birthday too when it has none yet.
        const customer = signedInCustomer(ctx, req)
        if (
            !exists &&
            customer &&
            customer.email.toLowerCase() === email.toLowerCase() &&
            !customer.attributes.birthday
        )
            updateCustomerProfile(ctx, customer.customerId, {
                attributes: {...customer.attributes, birthday: dob}
            })
        res.set('Cache-Control', 'private, no-store').json({
            success: true,
            error: '',
            result: {dobExists: exists, dobAdded: !exists}
        })
    })

    // Sync with the marketing-automation service (a stand-in here): records the sync, nothing else.
    router.post(controllerPath('PWA-SyncBraze'), (req, res) => {
        resolveController(ctx, req)
        saveMarketingProfile(ctx, requiredEmail(req), {synced: true})
        res.set('Cache-Control', 'private, no-store').json({success: true})
    })
}
