import {useMemo} from 'react'
import {useProductSearch} from '../../commerce/catalog/use-product-search'
import {PRODUCT_BATCH_SIZE, useProducts} from '../../commerce/catalog/use-products'
import {tileModel, type TileModel, type TileSource} from '../../components/product-tile'
import type {ProductSource} from '../../content/model'
import {shownByIdInOrder, withoutHiddenProducts} from '../../rules/product/product-display'
import {useSite} from '../../site/site-context'

/** Editorial product lists show at most two batches of products ("Product fetch batch 12", spec 000 §9). */
export const MAX_SOURCE_PRODUCTS = PRODUCT_BATCH_SIZE * 2

interface ProductDocument extends TileSource {
    id?: string
    inventory?: {stockLevel?: number}
    c_isHideProduct?: boolean
}

/**
 * The tiles of a CMS product list: a category search, or ids fetched in two fixed batches of 12 (a fixed
 * number of queries keeps the hooks stable; the second is disabled when the list is short).
 */
export const useSourceProducts = (
    source: ProductSource | undefined
): {tiles: TileModel[]; isLoading: boolean} => {
    const {currency} = useSite()
    const byCategory = source?.source === 'category' && Boolean(source.categoryId)
    const categoryId = source?.source === 'category' ? source.categoryId : undefined
    const limit =
        source?.source === 'category' ? Math.min(Math.max(1, source.limit || 12), MAX_SOURCE_PRODUCTS) : 0
    const ids =
        source?.source === 'products'
            ? (source.productIds ?? []).filter(Boolean).slice(0, MAX_SOURCE_PRODUCTS)
            : []
    const search = useProductSearch({refine: [`cgid=${categoryId ?? ''}`], limit}, {enabled: byCategory})
    const first = useProducts(ids.slice(0, PRODUCT_BATCH_SIZE))
    const second = useProducts(ids.slice(PRODUCT_BATCH_SIZE))
    const tiles = useMemo(() => {
        const options = {fallbackCurrency: currency}
        if (byCategory) {
            return (search.data?.hits ?? [])
                .filter((hit) => (hit as {c_isHideProduct?: boolean}).c_isHideProduct !== true)
                .map((hit) =>
                    tileModel(hit as TileSource, {...options, categoryIds: categoryId ? [categoryId] : []})
                )
        }
        const products = [...(first.data?.data ?? []), ...(second.data?.data ?? [])] as ProductDocument[]
        // In the CMS's order: "products by id shown only if stockLevel above 0" (spec 001 §9), never hidden ones.
        return withoutHiddenProducts(shownByIdInOrder(products, ids)).map((product) =>
            tileModel(product, options)
        )
        // The id list is rebuilt from the source on each render; the source and the data are what change.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [byCategory, categoryId, search.data, first.data, second.data, source, currency])
    // A disabled batch (a short list) reports loading forever, so only the batches asked for count.
    const isLoading = byCategory
        ? search.isLoading
        : (ids.length > 0 && first.isLoading) || (ids.length > PRODUCT_BATCH_SIZE && second.isLoading)
    return {tiles, isLoading}
}
