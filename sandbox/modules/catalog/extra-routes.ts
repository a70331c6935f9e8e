import type {Router} from 'express'
import {requireSite} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {catalogOf} from './catalog-cache'
import {IMAGE_SET_BASE, imageSet} from './image-sets'
import {stockSnapshot} from './inventory'
import {parseRecommendationType, RECOMMENDATION_TYPES, recommend} from './recommendations'
import {categoryRecommendations, recommenderProducts} from './recommenders'
import {queryInteger, queryString} from './request'
import {productName} from './texts'

/**
 * Catalogue endpoints outside the Shopper APIs:
 *   GET /recommendations/{productId}?siteId=&recommendation_type=&locale=&limit=   (1|cross-sell, 2|up-sell,
 *       3|similar; default similar; limit 1..24, default 12) -> {productId, recommendationType, ids, recommendations}
 *   GET /recommendations/recommenders/{recommenderId}?siteId=&limit=   -> {recommenderId, ids}
 *   GET /recommendations/categories/{categoryId}?siteId=&limit=   -> {categoryId, ids}   (what completes the look)
 *   GET /is/image/vela/{id}_set?locale=   -> {id, items: [{type, src, alt, design?}]}
 */
export const extraRoutes = (router: Router, ctx: SandboxContext) => {
    router.get('/recommendations/recommenders/:recommenderId', (req, res) => {
        requireSite(ctx, req)
        const limit = queryInteger(req, 'limit', {min: 1, max: 24, fallback: 12})
        const picked = recommenderProducts(
            catalogOf(ctx),
            req.params.recommenderId,
            stockSnapshot(ctx),
            limit
        )
        res.set('Cache-Control', 'public, max-age=300').json({
            recommenderId: req.params.recommenderId,
            ids: picked.map((master) => master.id)
        })
    })

    router.get('/recommendations/categories/:categoryId', (req, res) => {
        requireSite(ctx, req)
        const limit = queryInteger(req, 'limit', {min: 1, max: 24, fallback: 6})
        const picked = categoryRecommendations(
            catalogOf(ctx),
            req.params.categoryId,
            stockSnapshot(ctx),
            limit
        )
        if (!picked) {
            throw notFound(
                `No category with ID '${req.params.categoryId}' could be found.`,
                'category-not-found',
                'Category Not Found'
            )
        }
        res.set('Cache-Control', 'public, max-age=300').json({
            categoryId: req.params.categoryId,
            ids: picked.map((master) => master.id)
        })
    })

    router.get('/recommendations/:productId', (req, res) => {
        const site = requireSite(ctx, req)
        const catalog = catalogOf(ctx)
        const type = parseRecommendationType(queryString(req, 'recommendation_type'))
        if (!type) {
            throw badRequest(
                "The parameter 'recommendation_type' must be 1 (cross-sell), 2 (up-sell) or 3 (similar)."
            )
        }
        const limit = queryInteger(req, 'limit', {min: 1, max: 24, fallback: 12})
        const locale = queryString(req, 'locale')?.replace('_', '-') ?? site.defaultLocale
        const ref = catalog.products.get(req.params.productId)
        if (!ref) {
            throw notFound(
                `No product with ID '${req.params.productId}' could be found.`,
                'product-not-found',
                'Product Not Found'
            )
        }
        const picked = recommend(catalog, ref.master, type, stockSnapshot(ctx), limit)
        const recommendationType = {value: type, displayValue: RECOMMENDATION_TYPES[type].displayValue}
        res.set('Cache-Control', 'public, max-age=300').json({
            productId: req.params.productId,
            recommendationType,
            ids: picked.map((master) => master.id),
            recommendations: picked.map((master) => ({
                recommendedItemId: master.id,
                name: productName(master, locale),
                recommendationType
            }))
        })
    })

    router.get(`${IMAGE_SET_BASE}/:setId`, (req, res) => {
        const match = /^(.+)_set$/.exec(req.params.setId)
        const locale = queryString(req, 'locale') ?? 'default'
        const set = match ? imageSet(catalogOf(ctx), match[1], ctx.config.publicOrigin, locale) : undefined
        if (!set)
            throw notFound(
                `No image set '${req.params.setId}' could be found.`,
                'image-set-not-found',
                'Image Set Not Found'
            )
        res.set('Cache-Control', 'public, max-age=3600').json(set)
    })
}
