import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'
import {useCatalogQuery} from './catalog-query'
import {projectProduct} from './product-projection'

export type Product = ShopperProductsTypes.Product

/**
 * How long one server process reuses a product document for other renders: inside the product page's shared
 * cache lifetime (use-cache-policy.ts); live stock and prices are read again in the browser (use-live-stock).
 */
const PRODUCT_SERVER_TTL = 120_000

/**
 * One product with everything the product page shows (null when the platform has no such product). The product
 * page passes `pageNeedsIt`: it throws the query's failure to the error page.
 */
export const useProduct = (id: string | undefined, {pageNeedsIt = false}: {pageNeedsIt?: boolean} = {}) => {
    const client = useCommerceApi('shopperProducts')
    return useCatalogQuery(
        'product',
        {
            id,
            allImages: true,
            perPricebook: true,
            expand: ['availability', 'promotions', 'images', 'prices', 'variations']
        },
        (options) => client.getProduct(options as Parameters<typeof client.getProduct>[0]),
        {
            enabled: Boolean(id),
            notFoundAsNull: true,
            project: projectProduct,
            serverTtlMs: PRODUCT_SERVER_TTL,
            pageNeedsIt
        }
    )
}

/** Spec 000 §9: products are fetched in batches of 12. */
export const PRODUCT_BATCH_SIZE = 12

/** Several products by id, in one request (unknown ids are simply absent). */
export const useProducts = (ids: string[]) => {
    const client = useCommerceApi('shopperProducts')
    const batch = ids.slice(0, PRODUCT_BATCH_SIZE)
    return useCatalogQuery(
        'products',
        {ids: batch, allImages: false, perPricebook: true},
        (options) => client.getProducts(options as Parameters<typeof client.getProducts>[0]),
        {enabled: batch.length > 0}
    )
}
