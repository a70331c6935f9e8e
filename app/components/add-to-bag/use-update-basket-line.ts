import {useCallback} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {useCurrentBasket} from '../../commerce/basket/use-current-basket'

/**
 * Replaces a basket line's product and quantity (spec 000 §7: PATCH baskets/{basketId}/items/{itemId}), for
 * the product page opened to edit a line (/products/{id}?edit={itemId}).
 */
export const useUpdateBasketLine = () => {
    const {basket} = useCurrentBasket()
    const update = useShopperBasketsV2Mutation('updateItemInBasket')
    return useCallback(
        async (itemId: string, productId: string, quantity: number) => {
            if (!basket?.basketId) throw new Error('Something went wrong. Try again!')
            await update.mutateAsync({
                parameters: {basketId: basket.basketId, itemId},
                body: {productId, quantity}
            })
        },
        [basket?.basketId, update]
    )
}
