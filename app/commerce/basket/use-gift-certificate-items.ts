import {useCallback, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import type {GiftCertificatePayload} from '../../rules/product/gift-card-product'
import {useRequestStatus} from './request-status'
import {useCurrentBasket} from './use-current-basket'
import {useEnsureBasket} from './use-ensure-basket'
import {asBasket} from './types'

export type GiftCertificateLine = GiftCertificatePayload & {
    /** The gift card product, kept on the line so the bag can link back to it for editing. */
    c_productId?: string
}

/**
 * The wire body: spec 001 §3.5's fields (recipient_email, recipient_name, sender_name, message,
 * c_deliveryDate YYYY-MM-DD, amount) plus the Shopper API's own spellings of the same values, so the line
 * reads the same on either platform.
 */
const wireBody = (line: GiftCertificateLine) => ({
    ...line,
    recipientEmail: line.recipient_email,
    recipientName: line.recipient_name,
    senderName: line.sender_name
})

/**
 * Digital gift cards in the basket (spec 000 §7): POST, PATCH and DELETE
 * baskets/{id}/gift_certificate_items. A failed add raises the server's status message (spec 000 §8).
 */
export const useGiftCertificateItems = () => {
    const {basket} = useCurrentBasket()
    const ensureBasket = useEnsureBasket()
    const addItem = useShopperBasketsV2Mutation('addGiftCertificateItemToBasket')
    const updateItem = useShopperBasketsV2Mutation('updateGiftCertificateItemInBasket')
    const removeItem = useShopperBasketsV2Mutation('removeGiftCertificateItemFromBasket')
    const request = useRequestStatus()
    const live = useRef({basketId: basket?.basketId, addItem, updateItem, removeItem})
    live.current = {basketId: basket?.basketId, addItem, updateItem, removeItem}
    const {run} = request

    const add = useCallback(
        (line: GiftCertificateLine) =>
            run(async () => {
                const target = await ensureBasket()
                return asBasket(
                    await live.current.addItem.mutateAsync({
                        parameters: {basketId: target.basketId as string},
                        body: wireBody(line)
                    })
                )
            }),
        [run, ensureBasket]
    )

    const update = useCallback(
        (giftCertificateItemId: string, line: GiftCertificateLine) =>
            run(async () =>
                asBasket(
                    await live.current.updateItem.mutateAsync({
                        parameters: {basketId: live.current.basketId as string, giftCertificateItemId},
                        body: wireBody(line)
                    })
                )
            ),
        [run]
    )

    const remove = useCallback(
        (giftCertificateItemId: string) =>
            run(async () =>
                asBasket(
                    await live.current.removeItem.mutateAsync({
                        parameters: {basketId: live.current.basketId as string, giftCertificateItemId}
                    })
                )
            ),
        [run]
    )

    return {add, update, remove, status: request.status, error: request.error}
}
