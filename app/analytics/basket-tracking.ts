import {trackAddToCart, trackPromoCodeApplied, trackRemoveFromCart} from './ecommerce'
import {lineProduct, type BasketLike, type LineLike} from './order-items'
import {findAnalyticsProduct} from './product-items'

/** An item as it was posted to the basket, with its tracking fields (spec 000 §7). */
export interface AddedItem {
    productId: string
    quantity: number
    c_gtmAddToCartLocation?: string
    c_gtmListName?: string
    c_gtmTilePosition?: number
}

interface LinedBasket extends BasketLike {
    productItems?: readonly (LineLike & {itemId?: string})[]
}

/**
 * "add cart", from the basket the platform answered with: the added products with their names and prices
 * as the basket now holds them, and where they were added from. Tracking never fails the add itself.
 */
export const trackItemsAdded = (items: readonly AddedItem[], basket: LinedBasket) => {
    try {
        if (!basket.currency) return
        const inBasket = (basket.productItems ?? []).map((line) => ({...line, id: line.productId ?? ''}))
        const lines = items.flatMap((item) => {
            // Reported with the id alone (and logged) when the answer does not hold the added product.
            const line = findAnalyticsProduct(item.productId, inBasket)
            return lineProduct(line ?? {productId: item.productId}, item.quantity) ?? []
        })
        const [first] = items
        if (!lines.length || !first) return
        trackAddToCart(lines, basket.currency, {
            location: first.c_gtmAddToCartLocation,
            listName: first.c_gtmListName,
            tilePosition: first.c_gtmTilePosition
        })
    } catch (error) {
        console.error('[analytics] add to cart was not reported', error)
    }
}

/** "remove cart": a line removed (or its quantity lowered), read from the basket before the change. */
export const trackLineRemoved = (before: LinedBasket | undefined, itemId: string, quantity?: number) => {
    try {
        const line = before?.productItems?.find((candidate) => candidate.itemId === itemId)
        const product = line && lineProduct(line, quantity ?? line.quantity)
        if (product && before?.currency) trackRemoveFromCart(product, before.currency)
    } catch (error) {
        console.error('[analytics] remove from cart was not reported', error)
    }
}

/** A quantity change on a line: more is an add, fewer a removal, of the difference. */
export const trackQuantityChange = (
    before: LinedBasket | undefined,
    itemId: string,
    productId: string,
    quantity: number
) => {
    const line = before?.productItems?.find((candidate) => candidate.itemId === itemId)
    const previous = line?.quantity
    // A variant swap (edit from the product page) is neither an add nor a removal.
    if (!line?.productId || line.productId !== productId || previous === undefined || previous === quantity)
        return
    if (quantity < previous) trackLineRemoved(before, itemId, previous - quantity)
    else
        trackItemsAdded(
            [{productId: line.productId, quantity: quantity - previous, c_gtmAddToCartLocation: 'basket'}],
            before ?? {}
        )
}

export {trackPromoCodeApplied}
