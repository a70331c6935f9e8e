import {useCustomerBaskets} from '@salesforce/commerce-sdk-react'
import {useSettledCustomerId} from '../../commerce/session/session-ready'
import {useHydrated} from '../../hooks/use-hydrated'
import {basketItemCount, type BasketLike} from '../../rules/basket'

const isServer = typeof window === 'undefined'

/**
 * The header's basket count. Shopper-specific, so it is read only in the browser after hydration: server
 * HTML (which may be cached and shared) never carries a count. A failure before any answer (no session yet,
 * the login service unavailable) leaves the count unknown rather than breaking the header.
 *
 * Interim: a later change replaces this with the storefront's basket boundary.
 */
export const useBasketCount = (): number | undefined => {
    const hydrated = useHydrated()
    const customerId = useSettledCustomerId()
    const {data} = useCustomerBaskets(
        {parameters: {customerId: customerId ?? null}},
        {enabled: !isServer && Boolean(customerId), useErrorBoundary: false}
    )
    // A failed re-read keeps the last answer's count: a bag the shopper just filled never reads as empty.
    if (!hydrated || !data) return undefined
    // The count includes gift card lines: a bag holding only an e-gift card is not an empty bag.
    return basketItemCount(data.baskets?.[0] as BasketLike | undefined)
}
