import {useEffect, useRef} from 'react'
import {trackProductClick, trackViewCategory, trackViewSearch, type ProductList} from '../ecommerce'
import type {AnalyticsProduct} from '../product-items'

export interface ListingHit {
    productId: string
    productName?: string
    price?: number
}

export const hitProduct = (hit: ListingHit, categories?: readonly string[]): AnalyticsProduct => ({
    id: hit.productId,
    ...(hit.productName !== undefined && {name: hit.productName}),
    ...(typeof hit.price === 'number' && {price: hit.price}),
    ...(categories && {categories})
})

/**
 * "view category" / "view search": each time the listing shows products the shopper has not seen in it yet
 * (the first page, then each 'Load more'), with their tile positions; a new filter or sort starts the list
 * again. Only category and search lists report views.
 */
export const useTrackListingView = (
    list: ProductList | undefined,
    hits: readonly ListingHit[],
    offset: number,
    selection: string
) => {
    const seen = useRef({key: '', count: 0})
    const listKey = list ? JSON.stringify(list) : ''
    useEffect(() => {
        if (!list || !hits.length) return
        const key = `${listKey}|${selection}|${offset}`
        if (seen.current.key !== key) seen.current = {key, count: 0}
        const fresh = hits.slice(seen.current.count)
        if (!fresh.length) return
        const firstPosition = offset + seen.current.count + 1
        seen.current.count = hits.length
        const products = fresh.map((hit) => hitProduct(hit))
        if (list.type === 'category') trackViewCategory(list.id, products, firstPosition)
        if (list.type === 'search') trackViewSearch(list.term, products, firstPosition)
        // The list descriptor is compared by value (listKey).
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [listKey, hits, offset, selection])
}

/** "click category" / "click search": a tile click with its 1-based position in the listing. */
export const tileClickTracker =
    (list: ProductList | undefined) =>
    (hit: ListingHit, position: number): void => {
        if (list) trackProductClick(hitProduct(hit), position, list)
    }
