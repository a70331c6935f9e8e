import {useProductBatches} from '../../commerce/catalog/use-product-batches'
import type {Product} from '../../commerce/catalog/use-products'
import {isShownById, withoutHiddenProducts} from '../../rules/product/product-display'

interface Stocked {
    inventory?: {stockLevel?: number}
    c_isHideProduct?: boolean
}

/**
 * The products of a recommendation id list, in order (spec 001 §4.5): fetched in batches of 12, each batch
 * shown as it arrives; ids still loading keep their place (undefined). Products out of stock (spec 001 §9
 * "products by id shown only if stockLevel above 0") and hidden products are left out.
 */
export const useRecommendedProducts = (ids: readonly string[]) => {
    const batches = useProductBatches(ids)
    const arrived = new Map(
        withoutHiddenProducts(batches.products as (Product & Stocked)[]).map((product) => [
            product.id,
            product
        ])
    )
    const done = batches.loadedBatches === batches.batchCount
    const products = ids.flatMap((id) => {
        const product = arrived.get(id)
        if (!product) return done ? [] : [undefined]
        return isShownById(product) ? [product] : []
    })
    return {products, empty: done && products.length === 0}
}
