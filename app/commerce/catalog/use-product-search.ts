import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {useCatalogQuery} from './catalog-query'
import {projectSearchResult} from './search-projection'

export type ProductSearchResult = ShopperSearchTypes.ProductSearchResult
export type ProductSearchHit = ShopperSearchTypes.ProductSearchHit

export interface SearchParams {
    q?: string
    refine?: string[]
    sort?: string
    offset?: number
    limit?: number
}

/** Product search (listing pages, carousels, search). */
export const useProductSearch = (params: SearchParams, {enabled = true}: {enabled?: boolean} = {}) => {
    const client = useCommerceApi('shopperSearch')
    return useCatalogQuery(
        'product-search',
        {...params, expand: ['prices', 'images', 'variations', 'promotions', 'represented_products']},
        async (options) =>
            projectSearchResult(
                await client.productSearch(options as Parameters<typeof client.productSearch>[0])
            ),
        {enabled, keepPreviousData: true}
    )
}
