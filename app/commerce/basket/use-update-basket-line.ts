import {useCallback, useMemo, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {trackQuantityChange} from '../../analytics/basket-tracking'
import {GENERIC_ERROR_MESSAGE} from '../../rules/basket'
import {BasketRequestError, useRequestStatus} from './request-status'
import {useCurrentBasket} from './use-current-basket'
import {asBasket, type Basket, type BasketError, type RequestStatus} from './types'

export type UpdateBasketLine = ((itemId: string, productId: string, quantity: number) => Promise<Basket>) & {
    status: RequestStatus
    /** Spec 000 §8: "Edit cart failure: updateError set, status error." */
    updateError?: BasketError
}

/**
 * Changes a basket line (spec 000 §7: PATCH baskets/{basketId}/items/{itemId}): its quantity, or its product
 * (a variant swap from the product page opened with /products/{id}?edit={itemId}). Callable as before, with
 * the request status and the edit error attached.
 */
export const useUpdateBasketLine = (): UpdateBasketLine => {
    const {basket} = useCurrentBasket()
    const update = useShopperBasketsV2Mutation('updateItemInBasket')
    const {status, error, run} = useRequestStatus()
    const live = useRef({basket, update})
    live.current = {basket, update}

    const change = useCallback(
        (itemId: string, productId: string, quantity: number) =>
            run(async () => {
                const before = live.current.basket
                const basketId = before?.basketId
                if (!basketId) throw new BasketRequestError(GENERIC_ERROR_MESSAGE)
                const updated = asBasket(
                    await live.current.update.mutateAsync({
                        parameters: {basketId, itemId},
                        body: {productId, quantity}
                    })
                )
                trackQuantityChange(before, itemId, productId, quantity)
                return updated
            }),
        [run]
    )

    return useMemo(
        () =>
            Object.assign(
                (itemId: string, productId: string, quantity: number) => change(itemId, productId, quantity),
                {
                    status,
                    updateError: error
                }
            ),
        [change, status, error]
    )
}
