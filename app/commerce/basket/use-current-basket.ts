import {useCustomerBaskets} from '@salesforce/commerce-sdk-react'
import {basketItemCount as countItems} from '../../rules/basket'
import {useSettledCustomerId} from '../session/session-ready'
import {useBasketGateOpen} from './basket-gate'
import {asBasket, type Basket, type BasketLoadStatus} from './types'

export type {Basket} from './types'

const isServer = typeof window === 'undefined'

/**
 * The shopper's current basket (the first non-temporary basket of the customer). Shopper data is never
 * server-rendered (pages stay cacheable and shared), so this only runs in the browser once the shopper's
 * session exists. Mutations write the returned basket into the same cache entry (commerce SDK), so every
 * reader sees a change at once.
 */
export const useCurrentBasket = () => {
    const customerId = useSettledCustomerId()
    const gateOpen = useBasketGateOpen()
    const query = useCustomerBaskets(
        {parameters: {customerId: customerId ?? ''}},
        {enabled: !isServer && Boolean(customerId) && gateOpen, useErrorBoundary: false}
    )
    const baskets = (query.data?.baskets ?? []).map(asBasket)
    const basket = baskets.find((candidate) => !candidate.temporaryBasket)
    const fetching = query.isLoading && query.fetchStatus !== 'idle'
    // Spec 000 §4: basket-load status idle, pending, done.
    const status: BasketLoadStatus = query.isSuccess ? 'done' : fetching ? 'pending' : 'idle'
    return {basket, customerId, isLoading: fetching, status, query}
}

/** Number of product units in the basket plus gift certificate lines (the header's count). */
export const basketItemCount = (basket: Basket | undefined): number => countItems(basket)
