import {phrase} from '../../../seed/i18n/phrasebook'
import type {Request, Router} from 'express'
import {optionalShopper} from '../../../core/auth'
import type {SandboxContext} from '../../../core/context'
import {badRequest} from '../../../core/errors'
import {type Currency, isCurrency} from '../../../seed/catalog/pricing'
import {controllerPath, resolveController} from '../../shell-controllers'
import {catalogOf} from '../catalog-cache'
import {stockSnapshot} from '../inventory'
import {customerGroupsFor} from '../request'
import {type BackInStockRequest, subscribeBackInStock} from './back-in-stock'
import {sizeGuide} from './size-guide'
import {variationGroupPricing} from './variation-groups'

/** At most this many masters per `Product-InitVariationGroupPWAJSON` call (a listing page and then some). */
export const MAX_MASTERS = 60
const DEFAULT_POPULAR = 5

const masterIds = (body: unknown): string[] => {
    const list = (body as {masterProductsList?: unknown} | undefined)?.masterProductsList
    const ids = typeof list === 'string' ? list.split(',') : Array.isArray(list) ? list : undefined
    if (!ids || ids.some((id) => typeof id !== 'string')) {
        throw badRequest("The body must carry 'masterProductsList', a list of product ids.")
    }
    const unique = [...new Set((ids as string[]).map((id) => id.trim()).filter(Boolean))]
    if (unique.length > MAX_MASTERS)
        throw badRequest(`At most ${MAX_MASTERS} products can be priced at once.`)
    return unique
}

/** Pricing currency: the body's or query's `currency` when the catalogue has prices in it, else the site's. */
const currencyOf = (req: Request, siteCurrency: string): Currency => {
    const requested = (req.body as {currency?: unknown} | undefined)?.currency ?? req.query.currency
    const code = typeof requested === 'string' ? requested.toUpperCase() : ''
    if (isCurrency(code)) return code
    return isCurrency(siteCurrency) ? siteCurrency : 'GBP'
}

/** Controllers are lenient with counts: garbage or out-of-range values fall back to the default. */
const countParam = (req: Request, name: string, fallback: number, max: number) => {
    const value = Number(req.query[name])
    return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback
}

export const catalogControllerRoutes = (router: Router, ctx: SandboxContext) => {
    router.post(controllerPath('Product-InitVariationGroupPWAJSON'), (req, res) => {
        const {site, locale} = resolveController(ctx, req)
        const ids = masterIds(req.body)
        const catalog = catalogOf(ctx)
        const options = {
            catalog,
            scope: {
                currency: currencyOf(req, site.currency),
                customerGroups: customerGroupsFor(ctx, optionalShopper(ctx, req), site.id)
            },
            stock: stockSnapshot(ctx),
            locale,
            origin: ctx.config.publicOrigin
        }
        // A variant or colour id prices its master, keyed by the id that was asked for.
        const entries = ids.flatMap((id) => {
            const ref = catalog.products.get(id)
            return ref ? [[id, variationGroupPricing(ref.master, options)] as const] : []
        })
        res.set('Cache-Control', 'no-store').json(Object.fromEntries(entries))
    })

    router.get(controllerPath('PWA-GetPopularSuggestions'), (req, res) => {
        const {locale} = resolveController(ctx, req)
        const max = countParam(req, 'maxSuggestion', DEFAULT_POPULAR, 20)
        // Shoppers of each language search in it: the merchandised phrases are localised like the catalogue.
        const phrases = catalogOf(ctx)
            .popularSearches.slice(0, max)
            .map((english) => phrase('catalog', locale, english))
        res.set('Cache-Control', 'public, max-age=600').json({
            success: true,
            suggestions: phrases,
            popularSearchPhrases: phrases.map((phrase) => ({phrase, exactMatch: false}))
        })
    })

    router.get(controllerPath('PWA-GetSizeGuide'), (req, res) => {
        const {site, locale} = resolveController(ctx, req)
        const pid = typeof req.query.pid === 'string' ? req.query.pid : undefined
        const master = pid ? catalogOf(ctx).products.get(pid)?.master : undefined
        res.set('Cache-Control', 'public, max-age=600').json(sizeGuide(master, site.country, locale))
    })

    router.post(controllerPath('PWA_BackInStockNotification-GenerateBackInStockObject'), (req, res) => {
        const {site} = resolveController(ctx, req)
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as BackInStockRequest
        res.set('Cache-Control', 'no-store').json(subscribeBackInStock(ctx, catalogOf(ctx), site.id, body))
    })
}
