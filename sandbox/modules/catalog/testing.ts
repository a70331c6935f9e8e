import {ShopperProducts, ShopperSearch} from 'commerce-sdk-isomorphic'
import {generateCatalog} from '../../seed/catalog'
import type {SeedProduct} from '../../seed/catalog/types'
import {loginGuest, loginRegistered, sdkConfig} from '../slas/testing'

/**
 * Test helpers: the real client library against a running sandbox, with a shopper token from the sandbox's
 * SLAS (guest by default), and the seed data to pick products by their story (on sale, sold out...).
 */
export const INSIDER = {login: 'sam.taylor@example.com', password: 'VelaInsider#2024'}

export const catalogClients = async (
    origin: string,
    {siteId = 'vela-gb', insider = false}: {siteId?: string; insider?: boolean} = {}
) => {
    const tokens = insider
        ? await loginRegistered(origin, INSIDER.login, INSIDER.password, {siteId})
        : await loginGuest(origin, {siteId})
    const config = {...sdkConfig(origin, siteId), headers: {authorization: `Bearer ${tokens.access_token}`}}
    return {
        products: new ShopperProducts(config),
        search: new ShopperSearch(config),
        token: tokens.access_token,
        usid: tokens.usid
    }
}

export const ORGANIZATION_PATH = `/organizations/${sdkConfig('http://x').parameters.organizationId}`
export const PRODUCTS_API = `/product/shopper-products/v1${ORGANIZATION_PATH}`
export const SEARCH_API = `/search/shopper-search/v1${ORGANIZATION_PATH}`
export const controllerBase = (siteId = 'vela-gb', locale = 'en_GB') =>
    `/on/demandware.store/Sites-${siteId}-Site/${locale}`

export const seed = generateCatalog()

const stocked = (p: SeedProduct) => p.variants.some((v) => v.stockLevel > 0)

/** Seed products by the state a test needs. */
export const seedProducts = {
    signature: seed.products[0],
    threeLengths: seed.products[1],
    partialSale: seed.products.find(
        (p) => p.attributes.c_priceTemplate === 'range' && stocked(p)
    ) as SeedProduct,
    fullSale: seed.products.find((p) => p.attributes.c_priceTemplate === 'sale' && stocked(p)) as SeedProduct,
    insiders: seed.products.find((p) => p.insiders && stocked(p)) as SeedProduct,
    soldOut: seed.products.find(
        (p) =>
            !p.attributes.c_comingSoon &&
            !p.attributes.c_searchableIfUnavailable &&
            p.variants.length &&
            !stocked(p)
    ) as SeedProduct,
    comingSoon: seed.products.find((p) => p.attributes.c_comingSoon) as SeedProduct,
    appExclusive: seed.products.find((p) => p.attributes.c_isAppExclusive) as SeedProduct
}
