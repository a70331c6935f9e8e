import type {Router} from 'express'
import {requireOrganization, requireSite} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import type {SandboxModule} from '../../core/module'
import {translate} from '../../seed/catalog/locales'
import {PROMOTIONS} from '../../seed/commerce/promotions'
import {catalogOf} from '../catalog/catalog-cache'
import {PROMOTIONS_SCHEMA} from './redemptions'

/** Shopper Promotions getPromotions: the basket promotions and the catalogue's product promotions by id. */
const routes = (router: Router, ctx: SandboxContext) => {
    router.get('/pricing/shopper-promotions/v1/organizations/:organizationId/promotions', (req, res) => {
        requireOrganization(ctx, req)
        const site = requireSite(ctx, req)
        const raw = req.query.ids
        const ids = (Array.isArray(raw) ? raw : [raw])
            .filter((value): value is string => typeof value === 'string')
            .flatMap((value) => value.split(','))
            .map((id) => id.trim())
            .filter(Boolean)
        if (!ids.length || ids.length > 50)
            throw badRequest("The parameter 'ids' must list 1 to 50 promotion ids.")
        const locale = typeof req.query.locale === 'string' ? req.query.locale : site.defaultLocale
        const catalog = catalogOf(ctx)
        const data = ids.flatMap((id) => {
            const promotion = PROMOTIONS.find((candidate) => candidate.id === id)
            if (promotion) {
                return [
                    {
                        id: promotion.id,
                        name: promotion.name,
                        calloutMsg: promotion.calloutMsg,
                        ...(promotion.startDate ? {startDate: `${promotion.startDate}T00:00:00.000Z`} : {}),
                        ...(promotion.endDate ? {endDate: `${promotion.endDate}T23:59:59.000Z`} : {})
                    }
                ]
            }
            const product = catalog.promotions.get(id)
            return product ? [{id, name: id, calloutMsg: translate(product.callout, locale)}] : []
        })
        res.set('Cache-Control', 'public, max-age=300').json({data, count: data.length, total: data.length})
    })
}

export const promotionsModule: SandboxModule = {name: 'promotions', schema: PROMOTIONS_SCHEMA, routes}
