import {useCallback, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {useCurrentBasket, type Basket} from './use-current-basket'

/** Spec 000 §7: items are posted with the analytics context of where they were added. */
export type BasketItemInput = {
    productId: string
    quantity: number
    c_gtmAddToCartLocation?: string
    c_gtmListName?: string
    c_gtmTilePosition?: number
}

/**
 * Adds items to the shopper's basket, creating the basket first when there is none (POST baskets, then POST
 * baskets/{id}/items). Concurrent adds share one basket creation, so a double click never makes two baskets.
 */
export const useAddToBasket = () => {
    const {basket} = useCurrentBasket()
    const createBasket = useShopperBasketsV2Mutation('createBasket')
    const addItems = useShopperBasketsV2Mutation('addItemToBasket')
    const pendingBasket = useRef<Promise<Basket> | null>(null)

    const ensureBasket = useCallback(async (): Promise<Basket> => {
        if (basket?.basketId) return basket
        if (!pendingBasket.current) {
            pendingBasket.current = createBasket
                .mutateAsync({body: {}})
                .then((created) => created as Basket)
                .finally(() => {
                    pendingBasket.current = null
                })
        }
        return pendingBasket.current
    }, [basket, createBasket])

    const add = useCallback(
        async (items: BasketItemInput[]): Promise<Basket> => {
            const target = await ensureBasket()
            if (!target.basketId) throw new Error('Something went wrong. Try again!')
            const updated = await addItems.mutateAsync({parameters: {basketId: target.basketId}, body: items})
            return updated as Basket
        },
        [ensureBasket, addItems]
    )

    return {
        add,
        isAdding: addItems.isLoading || createBasket.isLoading,
        error: addItems.error ?? createBasket.error
    }
}
