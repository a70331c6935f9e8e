import {useQueries} from '@tanstack/react-query'
import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import {useAuthorizationHeader} from '@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader'
import {useSite} from '../../site/site-context'
import {PRODUCT_BATCH_SIZE, type Product} from './use-products'

/** Splits ids into the platform's batches ("Product fetch batch 12", spec 000 §9). */
export const productBatches = (ids: readonly string[], size = PRODUCT_BATCH_SIZE): string[][] => {
    const unique = [...new Set(ids.filter(Boolean))]
    const batches: string[][] = []
    for (let start = 0; start < unique.length; start += size) batches.push(unique.slice(start, start + size))
    return batches
}

/**
 * Products by id in batches of 12, all requested at once, each batch usable as soon as it arrives (spec 001
 * §4.5: "fetches products in batches of 12, and after each batch rewrites tile prices"). Browser only.
 * `products` holds what has arrived so far, in id order.
 */
export const useProductBatches = (ids: readonly string[]) => {
    const {site, locale, currency} = useSite()
    const client = useCommerceApi('shopperProducts')
    const getProducts = useAuthorizationHeader((options: {parameters: Record<string, unknown>}) =>
        client.getProducts(options as Parameters<typeof client.getProducts>[0])
    )
    const batches = productBatches(ids)
    const results = useQueries({
        queries: batches.map((batch) => {
            const parameters = {ids: batch, allImages: false, perPricebook: true}
            return {
                queryKey: ['catalog', 'product-batch', site.id, locale.id, currency, parameters],
                queryFn: async () => (await getProducts({parameters})).data ?? [],
                enabled: typeof window !== 'undefined',
                staleTime: 60_000
            }
        })
    })
    const byId = new Map<string, Product>()
    for (const result of results)
        for (const product of (result.data ?? []) as Product[]) byId.set(product.id, product)
    return {
        products: ids.flatMap((id) => byId.get(id) ?? []),
        loadedBatches: results.filter((result) => result.isSuccess).length,
        batchCount: batches.length,
        isLoading: results.some((result) => result.isLoading)
    }
}
