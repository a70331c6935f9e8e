import {useCustomerBaskets, useCustomerId} from '@salesforce/commerce-sdk-react'
import type {ShopperBasketsV2Types} from 'commerce-sdk-isomorphic'

export type Basket = ShopperBasketsV2Types.Basket

const isServer = typeof window === 'undefined'

/**
 * The shopper's current basket. Shopper data is never server-rendered (pages stay cacheable), so this only
 * runs in the browser once the shopper's session exists.
 */
export const useCurrentBasket = () => {
    const customerId = useCustomerId()
    const query = useCustomerBaskets(
        {parameters: {customerId: customerId ?? ''}},
        {enabled: !isServer && Boolean(customerId)}
    )
    const baskets = (query.data?.baskets ?? []) as Basket[]
    const basket = baskets.find((candidate) => !candidate.temporaryBasket)
    return {basket, customerId, isLoading: query.isLoading && query.fetchStatus !== 'idle', query}
}

/** Number of product units in the basket (the header's count). */
export const basketItemCount = (basket: Basket | undefined): number =>
    (basket?.productItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0) +
    (basket?.giftCertificateItems?.length ?? 0)
