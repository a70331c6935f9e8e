import {useCallback, useState} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {trackItemsAdded} from '../../analytics/basket-tracking'
import {statusOf, toBasketError} from './basket-error'
import {BasketRequestError} from './request-status'
import {useEnsureBasket} from './use-ensure-basket'
import {asBasket, type AddToBasketStatus, type Basket, type BasketError, type BasketItemInput} from './types'

export type {BasketItemInput} from './types'

/**
 * Adds items to the shopper's basket, creating the basket first when there is none (POST baskets, then POST
 * baskets/{id}/items with the tracking fields). Concurrent adds share one basket creation, so a double click
 * never makes two baskets. A basket that vanished meanwhile (ordered in another tab) is replaced once.
 * Status per spec 000 §4: idle, loading, success, error; failures are logged (spec 000 §8).
 */
export const useAddToBasket = () => {
    const ensureBasket = useEnsureBasket()
    const addItems = useShopperBasketsV2Mutation('addItemToBasket')
    const [status, setStatus] = useState<AddToBasketStatus>('idle')
    const [error, setError] = useState<BasketError | undefined>()

    const post = useCallback(
        async (items: BasketItemInput[], stale = false) => {
            const target = await ensureBasket({stale})
            return addItems.mutateAsync({parameters: {basketId: target.basketId as string}, body: items})
        },
        [ensureBasket, addItems]
    )

    const add = useCallback(
        async (items: BasketItemInput[]): Promise<Basket> => {
            setStatus('loading')
            setError(undefined)
            try {
                let updated
                try {
                    updated = await post(items)
                } catch (failure) {
                    // The stale call forgets the vanished basket for the customer the first call waited for,
                    // also when the add was pressed before the session had started.
                    if (statusOf(failure) !== 404) throw failure
                    updated = await post(items, true)
                }
                setStatus('success')
                const basket = asBasket(updated)
                trackItemsAdded(items, basket)
                return basket
            } catch (failure) {
                const shaped = await toBasketError(failure)
                console.error('Add to basket failed', shaped.message)
                setStatus('error')
                setError(shaped)
                throw new BasketRequestError(shaped.message)
            }
        },
        [post]
    )

    return {add, status, isAdding: status === 'loading', error}
}
