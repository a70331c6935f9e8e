import {useCallback, useEffect, useState} from 'react'
import type {MessageDescriptor} from 'react-intl'
import {useAddToBasket} from '../../commerce/basket/use-add-to-basket'
import {addToBagClickAction} from '../../rules/product/add-to-bag'
import type {ProductDoc, VariantDoc} from '../variation-selector/product-document'
import type {BagAvailability} from '../variation-selector/variation-model'
import {addToBagMessages} from './messages'
import {useUpdateBasketLine} from './use-update-basket-line'
import {useAddToBagState} from './use-add-to-bag-state'

/** Dispatched on window after a successful add, so whichever basket UI exists can open or refresh itself. */
export const BASKET_ITEM_ADDED_EVENT = 'vela:basket-item-added'

export interface BasketItemAddedDetail {
    productId: string
    quantity: number
}

export interface AddToBagTracking {
    /** Where the item was added from (c_gtmAddToCartLocation), e.g. 'pdp' or 'quickview'. */
    location: string
    listName?: string
    tilePosition?: number
}

export interface AddToBagFlowOptions {
    product: ProductDoc
    variant: VariantDoc | undefined
    availability: BagAvailability
    quantity: number
    isQuickView?: boolean
    tracking: AddToBagTracking
    /** Opens the back-in-stock dialog (coming-soon products). */
    onComingSoon: () => void
    /** The basket line being edited: the click saves it instead of adding a new line. */
    editItemId?: string
}

/**
 * What a click on add-to-bag does (spec 001 §4.5 and spec 000 §4): ask for a size when none is chosen, open
 * the back-in-stock dialog when the item is coming soon, otherwise add it — with the state machine driving the
 * label, a status message for failures, and an announcement for screen readers on success.
 */
export const useAddToBagFlow = ({
    product,
    variant,
    availability,
    quantity,
    isQuickView = false,
    tracking,
    onComingSoon,
    editItemId
}: AddToBagFlowOptions) => {
    const {add} = useAddToBasket()
    const updateLine = useUpdateBasketLine()
    const {state, send} = useAddToBagState()
    const [message, setMessage] = useState<MessageDescriptor | undefined>()
    const [announcement, setAnnouncement] = useState('')
    const needsVariant = Boolean(product.variants?.length)
    const variantId = variant?.productId

    // Choosing a size answers the "please select a size" prompt.
    useEffect(() => setMessage(undefined), [variantId])

    const onClick = useCallback(async () => {
        const hasVariant = Boolean(variantId) || !needsVariant
        const action = addToBagClickAction({comingSoon: availability.comingSoon, hasVariant, isQuickView})
        if (action === 'open-back-in-stock') return onComingSoon()
        if (action === 'select-size-message' || !hasVariant) return setMessage(addToBagMessages.selectSize)
        const productId = variantId ?? product.id
        setMessage(undefined)
        setAnnouncement('')
        send('add')
        try {
            if (editItemId) await updateLine(editItemId, productId, quantity)
            else
                await add([
                    {
                        productId,
                        quantity,
                        c_gtmAddToCartLocation: tracking.location,
                        ...(tracking.listName && {c_gtmListName: tracking.listName}),
                        ...(tracking.tilePosition !== undefined && {c_gtmTilePosition: tracking.tilePosition})
                    }
                ])
            send('succeeded')
            setAnnouncement(product.name ?? productId)
            window.dispatchEvent(
                new CustomEvent<BasketItemAddedDetail>(BASKET_ITEM_ADDED_EVENT, {
                    detail: {productId, quantity}
                })
            )
        } catch (error) {
            // Spec 000 §8: add-to-cart failure sets the error status and is logged.
            console.error('Add to bag failed', error)
            send('failed')
            setMessage(addToBagMessages.failed)
        }
        return undefined
    }, [
        variantId,
        needsVariant,
        availability.comingSoon,
        isQuickView,
        onComingSoon,
        product,
        quantity,
        tracking,
        editItemId,
        updateLine,
        add,
        send
    ])

    return {state, message, announcement, onClick}
}
