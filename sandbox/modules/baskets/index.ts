import type {SandboxModule} from '../../core/module'
import {basketRoutes} from './routes-basket'
import {checkoutRoutes} from './routes-checkout'
import {itemRoutes} from './routes-items'
import {mergeRoutes} from './routes-merge'
import {BASKETS_SCHEMA} from './schema'

/**
 * Shopper Baskets v1 and v2 (one store), plus the customer API's basket list. Baskets keep the shopper's
 * inputs; prices, promotions, shipping, tax and totals are calculated on every read.
 */
export const basketsModule: SandboxModule = {
    name: 'baskets',
    schema: BASKETS_SCHEMA,
    routes(router, ctx) {
        mergeRoutes(router, ctx)
        basketRoutes(router, ctx)
        itemRoutes(router, ctx)
        checkoutRoutes(router, ctx)
    }
}
