import type {Request} from 'express'
import {optionalShopper, type Shopper} from '../../core/auth'
import type {SandboxContext, SandboxSite} from '../../core/context'
import {unauthorized} from '../../core/errors'
import type {BasketRecord, BasketState} from '../baskets/model'
import {basketNotFound, inWriteTransaction, openBasketsOf, saveBasket} from '../baskets/store'
import {resolveController} from '../shell-controllers'

/**
 * What a checkout controller works with: the site and locale from its URL and, when the storefront sends the
 * shopper's SLAS token (`Authorization: Bearer`), the shopper and their current basket.
 */
export interface ControllerCall {
    site: SandboxSite
    locale: string
    shopper?: Shopper
}

export const controllerCall = (ctx: SandboxContext, req: Request): ControllerCall => {
    const {site, locale} = resolveController(ctx, req)
    const shopper = optionalShopper(ctx, req)
    return {site, locale, ...(shopper ? {shopper} : {})}
}

export const requireShopperCall = (ctx: SandboxContext, req: Request) => {
    const call = controllerCall(ctx, req)
    if (!call.shopper) throw unauthorized("This controller needs the shopper's access token.")
    return call as ControllerCall & {shopper: Shopper}
}

export const currentBasket = (ctx: SandboxContext, call: ControllerCall): BasketRecord | undefined =>
    call.shopper ? openBasketsOf(ctx, call.shopper.customerId, call.site.id)[0] : undefined

/** Changes the shopper's current basket in one write transaction (404 when they have none). */
export const changeCurrentBasket = (
    ctx: SandboxContext,
    call: ControllerCall & {shopper: Shopper},
    change: (state: BasketState, record: BasketRecord) => void
) =>
    inWriteTransaction(ctx, () => {
        const record = currentBasket(ctx, call)
        if (!record) throw basketNotFound('current')
        const state = structuredClone(record.state)
        change(state, record)
        return saveBasket(ctx, record, state, call.shopper.usid)
    })
