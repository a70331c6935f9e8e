import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {useCatalogQuery} from './catalog-query'
import {projectTileSearchResult} from './search-projection'

export type ProductSearchResult = ShopperSearchTypes.ProductSearchResult
export type ProductSearchHit = ShopperSearchTypes.ProductSearchHit

export interface SearchParams {
    q?: string
    refine?: string[]
    sort?: string
    offset?: number
    limit?: number
}

/** What product searches ask the platform to include (listings and carousels alike). */
export const SEARCH_EXPAND = ['prices', 'images', 'variations', 'promotions', 'represented_products']

/**
 * How long one server process reuses a search for other renders: well inside the catalogue pages' shared
 * cache lifetime (use-cache-policy.ts), short enough that stock and price changes show within minutes.
 */
export const SEARCH_SERVER_TTL = 120_000

/** Product search for tiles (carousels, storytelling lists): hits hold only what tiles read. */
export const useProductSearch = (params: SearchParams, {enabled = true}: {enabled?: boolean} = {}) => {
    const client = useCommerceApi('shopperSearch')
    return useCatalogQuery(
        'tile-search',
        {...params, expand: SEARCH_EXPAND},
        (options) => client.productSearch(options as Parameters<typeof client.productSearch>[0]),
        {enabled, keepPreviousData: true, project: projectTileSearchResult, serverTtlMs: SEARCH_SERVER_TTL}
    )
}
