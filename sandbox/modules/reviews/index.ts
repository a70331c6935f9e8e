import type {SandboxModule} from '../../core/module'
import {notFound, badRequest} from '../../core/errors'
import {reviewedProduct} from '../catalog'
import {reviewPage} from './review-generator'
import {REVIEWS_WIDGET_SCRIPT} from './widget-script'

/** Where the storefront's configuration points the reviews widget script in local setups. */
export const REVIEWS_BASE_PATH = '/integrations/reviews'
const MAX_PAGE_SIZE = 20

const positiveInt = (value: unknown, fallback: number, name: string) => {
    if (value === undefined || value === '') return fallback
    const number = Number(value)
    if (!Number.isInteger(number) || number < 1)
        throw badRequest(`'${name}' must be a positive whole number.`)
    return number
}

/**
 * A stand-in for the product reviews vendor (spec 001 §1, §7 "Scripts: reviews"): its widget script (a custom
 * element rendering into a shadow root, as the vendor's does) and the reviews API it reads, serving each
 * product's seeded reviews.
 */
export const reviewsModule: SandboxModule = {
    name: 'reviews',
    routes(router, ctx) {
        router.get(`${REVIEWS_BASE_PATH}/widget.js`, (_req, res) => {
            res.set({
                'Content-Type': 'text/javascript; charset=utf-8',
                'Cache-Control': 'public, max-age=3600'
            }).send(REVIEWS_WIDGET_SCRIPT)
        })
        router.get(`${REVIEWS_BASE_PATH}/api/products/:productId/reviews`, (req, res) => {
            const product = reviewedProduct(ctx, req.params.productId)
            if (!product) throw notFound(`No product with id '${req.params.productId}'.`)
            const page = positiveInt(req.query.page, 1, 'page')
            const pageSize = Math.min(MAX_PAGE_SIZE, positiveInt(req.query.pageSize, 5, 'pageSize'))
            res.set({'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*'}).json(
                reviewPage(product, {page, pageSize, now: ctx.clock.now()})
            )
        })
    }
}
