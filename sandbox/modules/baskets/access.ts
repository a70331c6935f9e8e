import type {Request, RequestHandler, Response, Router} from 'express'
import {requireShopperRequest, type Shopper} from '../../core/auth'
import type {SandboxContext, SandboxSite} from '../../core/context'
import {calculateBasket, type CalculatedBasket} from './calculate'
import {basketDocument} from './document'
import type {BasketRecord, BasketState} from './model'
import {basketNotFound, ensureOpen, findBasket, inWriteTransaction, saveBasket} from './store'

/** Both Shopper Baskets versions serve the same baskets (RRA mixes v1 and v2 calls). */
export const BASKETS_BASES = [
    '/checkout/shopper-baskets/v1/organizations/:organizationId/baskets',
    '/checkout/shopper-baskets/v2/organizations/:organizationId/baskets'
]

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Registers a basket route on both versions. The storefront's OCAPI-style spellings (`payment_instruments`,
 * `billing_address`...) are accepted beside SCAPI's hyphenated ones.
 */
export const basketRoute = (router: Router, method: Method, suffix: string, handler: RequestHandler) => {
    const spellings = new Set([suffix, suffix.replace(/-/g, '_')])
    for (const base of BASKETS_BASES)
        for (const spelling of spellings) router[method](base + spelling, handler)
}

export interface BasketCall {
    shopper: Shopper
    site: SandboxSite
    locale: string
}

const LOCALE = /^[a-z]{2}([-_][A-Z]{2})?$/

export const requestLocale = (req: Request, site: SandboxSite) => {
    const value = req.query.locale
    if (typeof value !== 'string' || value === 'default' || !LOCALE.test(value)) return site.defaultLocale
    return value.replace('_', '-')
}

export const basketCall = (ctx: SandboxContext, req: Request): BasketCall => {
    const {shopper, site} = requireShopperRequest(ctx, req)
    return {shopper, site, locale: requestLocale(req, site)}
}

const belongsTo = (record: BasketRecord, call: BasketCall) =>
    record.customerId === call.shopper.customerId && record.siteId === call.site.id

/** The caller's own open basket; another shopper's basket is reported as not found (no existence leak). */
export const ownBasket = (ctx: SandboxContext, call: BasketCall, basketId: string): BasketRecord => {
    const record = ensureOpen(findBasket(ctx, basketId), basketId)
    if (!belongsTo(record, call)) throw basketNotFound(basketId)
    return record
}

export const respondBasket = (res: Response, calculated: CalculatedBasket) => {
    res.set('Cache-Control', 'private, no-store').json(basketDocument(calculated))
}

export const sendBasket = (ctx: SandboxContext, res: Response, record: BasketRecord, locale: string) =>
    respondBasket(res, calculateBasket(ctx, record, locale))

export interface MutationScope {
    record: BasketRecord
    call: BasketCall
    /** Prices the state as it stands inside the mutation (for checks that depend on totals). */
    calculate(state: BasketState): CalculatedBasket
}

/**
 * One basket mutation: read, change a copy, write back, all inside one write transaction (atomic and
 * serialised per database), then answer 200 with the full recalculated basket.
 */
export const mutateBasket = (
    ctx: SandboxContext,
    req: Request,
    res: Response,
    change: (state: BasketState, scope: MutationScope) => void
) => {
    const call = basketCall(ctx, req)
    const saved = inWriteTransaction(ctx, () => {
        const record = ownBasket(ctx, call, req.params.basketId)
        const state = structuredClone(record.state)
        change(state, {
            record,
            call,
            calculate: (draft) => calculateBasket(ctx, record, call.locale, draft)
        })
        return saveBasket(ctx, record, state, call.shopper.usid)
    })
    sendBasket(ctx, res, saved, call.locale)
}
