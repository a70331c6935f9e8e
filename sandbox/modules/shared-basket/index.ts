import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import type {SandboxModule} from '../../core/module'
import {badRequest} from '../../core/errors'
import {requireShopperCall} from '../checkout-controllers/session'
import {controllerPath} from '../shell-controllers'
import {mergeSharedBasket, SHARED_BASKET_SCHEMA} from './merge'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const routes = (router: Router, ctx: SandboxContext) => {
    // A `mergeBasketUUID` link (spec 000 §2): the shared or app basket joins the shopper's own.
    router.get(controllerPath('SharedBasket-MergeSharedBasket'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        const uuid = typeof req.query.basketUUID === 'string' ? req.query.basketUUID : ''
        if (!UUID.test(uuid)) throw badRequest("The parameter 'basketUUID' must be a basket UUID.")
        const {outcome, basket} = mergeSharedBasket(ctx, uuid, {
            customerId: call.shopper.customerId,
            usid: call.shopper.usid,
            registered: call.shopper.registered,
            siteId: call.site.id
        })
        res.set('Cache-Control', 'no-store').json({
            success: true,
            outcome,
            ...(basket ? {basketId: basket.basketId} : {})
        })
    })
}

/** Shared and app baskets merged into the shopper's basket (the SharedBasket controller). */
export const sharedBasketModule: SandboxModule = {
    name: 'shared-basket',
    schema: SHARED_BASKET_SCHEMA,
    routes
}
