import {useMemo} from 'react'
import {useProductSearch} from '../../../commerce/catalog/use-product-search'
import {useProducts} from '../../../commerce/catalog/use-products'
import {tileModel, type TileModel, type TileSource} from '../../../components/product-tile/tile-model'
import {shownByIdInOrder} from '../../../rules/product/product-display'
import {useSite} from '../../../site/site-context'
import type {ProductSource} from '../../model'

/** Carousels never show more than this many products, whatever the CMS asks for. */
export const MAX_CAROUSEL_PRODUCTS = 24

interface Stocked {
    id?: string
    inventory?: {stockLevel?: number}
}

/**
 * The products a carousel shows, as tiles: a category search or a list of ids. Both reads go through the
 * catalogue boundary, so they are server-rendered and hydrated without a second request.
 */
export const useCarouselProducts = (source: ProductSource): {tiles: TileModel[]; isLoading: boolean} => {
    const {currency} = useSite()
    const byCategory = source.source === 'category' && Boolean(source.categoryId)
    const limit = byCategory ? Math.min(Math.max(1, source.limit || 12), MAX_CAROUSEL_PRODUCTS) : 0
    const ids = source.source === 'products' ? (source.productIds ?? []).filter(Boolean) : []
    const sort = source.source === 'category' ? source.sort : undefined
    const search = useProductSearch(
        {refine: byCategory ? [`cgid=${source.categoryId}`] : [], limit, ...(sort ? {sort} : {})},
        {enabled: byCategory}
    )
    const products = useProducts(ids)
    const tiles = useMemo(() => {
        const options = {fallbackCurrency: currency}
        if (byCategory) {
            const categoryIds = [source.categoryId]
            return (search.data?.hits ?? []).map((hit) =>
                tileModel(hit as TileSource, {...options, categoryIds})
            )
        }
        // Spec 001 §9: products chosen by id show only while in stock (stockLevel above 0).
        return shownByIdInOrder((products.data?.data ?? []) as (TileSource & Stocked)[], ids).map((product) =>
            tileModel(product, options)
        )
        // ids is derived from source each render; source identity is what matters.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [byCategory, search.data, products.data, source, currency])
    const isLoading = byCategory ? search.isLoading : ids.length > 0 && products.isLoading
    return {tiles, isLoading}
}
