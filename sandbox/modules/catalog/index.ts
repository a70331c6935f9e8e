import type {SandboxModule} from '../../core/module'
import {catalogOf} from './catalog-cache'
import {catalogControllerRoutes} from './controllers/routes'
import {extraRoutes} from './extra-routes'
import {productRoutes} from './product-routes'
import {CATALOG_SCHEMA} from './schema'
import {searchRoutes} from './search/routes'
import {searchIndexOf} from './search/search-index'
import {seedCatalog} from './write-seed'

/**
 * The catalogue: products, categories, price books, inventory and search (Shopper Products and Shopper
 * Search), plus the storefront controller endpoints that read product data.
 */
export const catalogModule: SandboxModule = {
    name: 'catalog',
    schema: CATALOG_SCHEMA,
    seed: (ctx) => seedCatalog(ctx.db),
    routes: (router, ctx) => {
        // The catalogue is read-only at run time: load it (and its indexes) before the first request.
        searchIndexOf(catalogOf(ctx))
        productRoutes(router, ctx)
        searchRoutes(router, ctx)
        catalogControllerRoutes(router, ctx)
        extraRoutes(router, ctx)
    }
}

export {badgeRules, reviewedProduct, type ReviewedProduct} from './queries'
