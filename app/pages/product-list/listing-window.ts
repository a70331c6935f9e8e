import {MAX_WINDOW, PAGE_SIZE} from '../../commerce/catalog/listing-query'
import type {ProductSearchHit, ProductSearchResult} from '../../commerce/catalog/use-product-search'
import {mergePages} from '../../rules/listing'

/**
 * The products a listing URL shows: `offset` is the first, `limit` how many. "Load more" grows the window by a
 * page at its end, "Load previous" by a page at its start; the URL carries the grown window, so the server
 * renders exactly what the shopper saw.
 */
export interface ListingWindow {
    offset: number
    limit: number
}

export type Direction = 'next' | 'previous'

/** The page of products that extends a window in a direction. */
export const adjacentPage = (window: ListingWindow, direction: Direction): ListingWindow => {
    if (direction === 'next') return {offset: window.offset + window.limit, limit: PAGE_SIZE}
    const offset = Math.max(0, window.offset - PAGE_SIZE)
    return {offset, limit: window.offset - offset}
}

/**
 * The window after loading that page, or undefined when it would exceed what one request may return: then the
 * listing moves on to the page itself instead of growing.
 */
export const grownWindow = (window: ListingWindow, direction: Direction): ListingWindow | undefined => {
    const page = adjacentPage(window, direction)
    const grown = {offset: Math.min(window.offset, page.offset), limit: window.limit + page.limit}
    return grown.limit <= MAX_WINDOW ? grown : undefined
}

const hitKey = (hit: ProductSearchHit) => hit.productId

/**
 * One result for the grown window: "earlier pages before, later pages after" (spec 000 §4), with the newer
 * page's total and the shown window's refinements.
 */
export const mergeResults = (
    shown: ProductSearchResult,
    loaded: ProductSearchResult,
    window: ListingWindow
): ProductSearchResult => {
    const merged = mergePages(
        {offset: shown.offset, hits: shown.hits ?? []},
        {offset: loaded.offset, hits: loaded.hits ?? []},
        hitKey
    )
    return {...shown, total: loaded.total, offset: merged.offset, limit: window.limit, hits: [...merged.hits]}
}
