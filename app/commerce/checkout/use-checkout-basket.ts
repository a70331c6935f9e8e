import {useCallback} from 'react'
import {useCurrentBasket} from '../basket/use-current-basket'
import {asCheckoutBasket, type CheckoutBasket} from './types'

/**
 * The shopper's basket as checkout reads it, plus `reload` (spec 000 §8: "the basket is reloaded" after a
 * refused payment; also after an order is failed and the basket re-opens).
 */
export const useCheckoutBasket = () => {
    const {basket, customerId, status, query} = useCurrentBasket()
    const {refetch} = query
    const reload = useCallback(async (): Promise<CheckoutBasket | undefined> => {
        const fresh = await refetch()
        const baskets = (fresh.data?.baskets ?? []).map(asCheckoutBasket)
        return baskets.find((candidate) => !candidate.temporaryBasket)
    }, [refetch])
    return {
        basket: basket ? asCheckoutBasket(basket) : undefined,
        basketId: basket?.basketId,
        customerId,
        status,
        isLoaded: query.isSuccess,
        reload
    }
}
