import {useCallback, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {trackLineRemoved} from '../../analytics/basket-tracking'
import {GENERIC_ERROR_MESSAGE} from '../../rules/basket'
import {afterItemRemoval} from '../../rules/checkout/checkout-step'
import {emitBasketEvent} from './basket-events'
import {BasketRequestError, useRequestStatus} from './request-status'
import {useCurrentBasket} from './use-current-basket'
import {asBasket, type Basket} from './types'

const DEFAULT_SHIPMENT_ID = 'me'

const hasAddress = (basket: Basket) =>
    (basket.shipments ?? []).some((shipment) => Object.keys(shipment.shippingAddress ?? {}).length > 0)

/**
 * Removes a product line (DELETE baskets/{id}/items/{itemId}). Spec 000 §4: "Removing the last product item
 * clears the shipping address and returns to step 1": the address is emptied on the platform and the
 * checkout is told through the 'last-product-removed' basket event.
 */
export const useRemoveBasketLine = () => {
    const {basket} = useCurrentBasket()
    const removeItem = useShopperBasketsV2Mutation('removeItemFromBasket')
    const clearAddress = useShopperBasketsV2Mutation('updateShippingAddressForShipment')
    const request = useRequestStatus()
    const live = useRef({basket, removeItem, clearAddress})
    live.current = {basket, removeItem, clearAddress}
    const {run} = request

    const remove = useCallback(
        (itemId: string) =>
            run(async () => {
                const basketId = live.current.basket?.basketId
                if (!basketId) throw new BasketRequestError(GENERIC_ERROR_MESSAGE)
                const hadProducts = (live.current.basket?.productItems?.length ?? 0) > 0
                const before = live.current.basket
                let updated = asBasket(
                    await live.current.removeItem.mutateAsync({parameters: {basketId, itemId}})
                )
                trackLineRemoved(before, itemId)
                const after = afterItemRemoval(updated.productItems?.length ?? 0)
                if (hadProducts && after.clearShippingAddress) {
                    if (hasAddress(updated)) {
                        updated = asBasket(
                            await live.current.clearAddress.mutateAsync({
                                parameters: {basketId, shipmentId: DEFAULT_SHIPMENT_ID},
                                body: {}
                            })
                        )
                    }
                    emitBasketEvent('last-product-removed', {
                        basketId,
                        checkoutStep: after.step
                    })
                }
                return updated
            }),
        [run]
    )

    return {remove, status: request.status, error: request.error}
}
