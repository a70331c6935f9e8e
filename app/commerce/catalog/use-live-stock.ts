import {useQuery} from '@tanstack/react-query'
import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import {useAuthorizationHeader} from '@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader'
import {useSite} from '../../site/site-context'
import type {Product} from './use-products'

const isServer = typeof window === 'undefined'

/**
 * Spec 000 §7: "Live products call refreshes stock (reads data[0].c_addtocartbutton)". The server-rendered
 * page may come from a shared cache minutes old, so once in the browser the product's availability is read
 * again, uncached, and laid over the page's data.
 */
export const useLiveStock = (productId: string | undefined, {enabled = true}: {enabled?: boolean} = {}) => {
    const {site, locale, currency} = useSite()
    const client = useCommerceApi('shopperProducts')
    const getProducts = useAuthorizationHeader((options: {parameters: Record<string, unknown>}) =>
        client.getProducts(options as Parameters<typeof client.getProducts>[0])
    )
    return useQuery(
        ['live-stock', site.id, locale.id, currency, productId],
        async (): Promise<Product | null> => {
            const result = await getProducts({
                parameters: {ids: productId ?? '', expand: ['availability', 'variations'], allImages: false}
            })
            return result.data?.[0] ?? null
        },
        {enabled: !isServer && enabled && Boolean(productId), staleTime: 0, cacheTime: 60_000}
    )
}
