import {useCustomerBaskets, useCustomerId} from '@salesforce/commerce-sdk-react'
import {useHydrated} from '../../hooks/use-hydrated'

const isServer = typeof window === 'undefined'

interface BasketLike {
    productItems?: {quantity?: number}[]
}

/** Items in the shopper's basket: the sum of product item quantities (gift certificates are not counted). */
export const basketItemCount = (basket: BasketLike | undefined): number =>
    (basket?.productItems ?? []).reduce((total, item) => total + (item.quantity ?? 0), 0)

/**
 * The header's basket count. Shopper-specific, so it is read only in the browser after hydration: server
 * HTML (which may be cached and shared) never carries a count. Any failure (no session yet, the login
 * service unavailable) leaves the count unknown rather than breaking the header.
 *
 * Interim: a later change replaces this with the storefront's basket boundary.
 */
export const useBasketCount = (): number | undefined => {
    const hydrated = useHydrated()
    const customerId = useCustomerId()
    const {data, isError} = useCustomerBaskets(
        {parameters: {customerId: customerId ?? null}},
        {enabled: !isServer && Boolean(customerId), useErrorBoundary: false}
    )
    if (!hydrated || isError || !data) return undefined
    return basketItemCount(data.baskets?.[0])
}
