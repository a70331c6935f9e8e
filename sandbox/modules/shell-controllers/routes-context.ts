import type {Request, Router} from 'express'
import {optionalShopper} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {customerGroupsOf, EVERYONE} from '../customers'
import {type ControllerContext, saveControllerContext} from './context-store'
import {controllerPath, resolveController} from './controller-route'
import {optionalBoolean, optionalCode, optionalDate, optionalQuery, requiredQuery} from './query'

const USID = /^[A-Za-z0-9-]{8,64}$/
const COUNTRY = /^[A-Za-z]{2}$/
const CURRENCY = /^[A-Za-z]{3}$/

const sessionUsid = (req: Request) => {
    const usid = requiredQuery(req, 'uuid')
    if (!USID.test(usid)) throw badRequest("The parameter 'uuid' is not valid.")
    return usid
}

const withoutUndefined = (context: Record<string, unknown>) =>
    Object.fromEntries(
        Object.entries(context).filter(([, value]) => value !== undefined)
    ) as ControllerContext

const localeContext = (req: Request) => ({
    country: optionalCode(req, 'glCountry', COUNTRY),
    currency: optionalCode(req, 'glCurrency', CURRENCY)
})

/** The session's customer groups: from the SLAS token when one is sent (controllers work without one too). */
const shopperGroups = (ctx: SandboxContext, req: Request) => {
    const shopper = optionalShopper(ctx, req)
    return customerGroupsOf(ctx, shopper?.registered ? shopper.customerId : undefined)
}

export const contextRoutes = (router: Router, ctx: SandboxContext) => {
    router.get(controllerPath('PWA-SetContext'), (req, res) => {
        const {site} = resolveController(ctx, req)
        const usid = sessionUsid(req)
        const changes = withoutUndefined({
            ...localeContext(req),
            src: optionalQuery(req, 'src'),
            sourceCode: optionalQuery(req, 'sourceCode'),
            customerGroup: optionalQuery(req, 'customerGroup'),
            isWebView: optionalBoolean(req, 'isWebView'),
            siteDate: optionalDate(req, 'siteDate'),
            effectiveDateTime: optionalDate(req, 'effectiveDateTime'),
            geCartHash: optionalQuery(req, 'geCartHash'),
            mergeBasketUUID: optionalQuery(req, 'mergeBasketUUID')
        })
        const {context, token} = saveControllerContext(ctx, usid, site.id, changes)
        res.set('Cache-Control', 'no-store').json({success: true, token, usid, siteId: site.id, context})
    })

    router.get(controllerPath('PWA-UpdateContext'), (req, res) => {
        const {site} = resolveController(ctx, req)
        const usid = sessionUsid(req)
        const {context} = saveControllerContext(ctx, usid, site.id, withoutUndefined(localeContext(req)))
        res.set('Cache-Control', 'no-store').json({
            success: true,
            customerGroups: shopperGroups(ctx, req),
            context
        })
    })

    // sfGroups are the platform's group ids; dlGroups the ones the analytics data layer reports (the
    // everybody-group carries no information there).
    router.get(controllerPath('PWA-GetCustomerGroups'), (req, res) => {
        resolveController(ctx, req)
        optionalQuery(req, 'src')
        const groups = shopperGroups(ctx, req)
        res.set('Cache-Control', 'no-store').json({
            sfGroups: groups,
            dlGroups: groups.filter((group) => group !== EVERYONE)
        })
    })
}
