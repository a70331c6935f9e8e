import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import {useCatalogQuery} from '../catalog/catalog-query'
import {PRODUCT_BATCH_SIZE} from '../catalog/use-products'
import type {Basket} from './types'

/** The product fields a basket line shows (image, colour and size names, the master for links). */
export interface LineProduct {
    id: string
    name?: string
    master?: {masterId?: string}
    variationValues?: Record<string, string>
    variationAttributes?: {id?: string; name?: string; values?: {value?: string; name?: string}[]}[]
    imageGroups?: {
        viewType?: string
        images?: {link?: string; disBaseLink?: string; alt?: string}[]
        variationAttributes?: {id?: string; values?: {value?: string}[]}[]
    }[]
    primaryCategoryId?: string
}

const batches = (ids: string[]) => {
    const out: string[][] = []
    for (let start = 0; start < ids.length; start += PRODUCT_BATCH_SIZE)
        out.push(ids.slice(start, start + PRODUCT_BATCH_SIZE))
    return out
}

/**
 * The products behind the basket's lines, fetched in the spec's batches of 12. Resolves to a map by id;
 * a product the platform no longer returns is simply absent (the basket loader removes its line).
 */
export const useBasketProducts = (basket: Basket | undefined) => {
    const client = useCommerceApi('shopperProducts')
    const ids = [...new Set((basket?.productItems ?? []).map((item) => item.productId).filter(Boolean))]
        .map(String)
        .sort()
    return useCatalogQuery<Map<string, LineProduct>>(
        'basket-products',
        {ids},
        async (options) => {
            const found = new Map<string, LineProduct>()
            const auth = options as {parameters: Record<string, unknown>; headers?: Record<string, string>}
            for (const batch of batches(ids)) {
                const result = await client.getProducts({
                    ...auth,
                    parameters: {...auth.parameters, ids: batch, allImages: true}
                } as Parameters<typeof client.getProducts>[0])
                for (const product of (result.data ?? []) as LineProduct[]) found.set(product.id, product)
            }
            return found
        },
        {enabled: ids.length > 0 && typeof window !== 'undefined', staleTime: 60_000}
    )
}
