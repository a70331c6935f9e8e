import type {BasketLike, BasketProductItem} from './types'

/** "Product text NAProductInCart means not available" (spec 000 §9). */
export const NOT_AVAILABLE_ITEM_TEXT = 'NAProductInCart'
/** The flash warning that blocks checkout (spec 000 §4). */
export const TOO_MANY_ITEMS_FLASH = 'hasMoreItemsThenAllowed'

export const isItemNotAvailable = (item: BasketProductItem): boolean =>
    item.itemText === NOT_AVAILABLE_ITEM_TEXT

/** "Checkout is disabled if any item has c_instock false or the flash holds a hasMoreItemsThenAllowed
 * warning" (spec 000 §4). An item without the attribute is not treated as out of stock. */
export const isCheckoutDisabled = (basket: BasketLike | null | undefined): boolean => {
    if (!basket) return true
    const outOfStock = (basket.productItems ?? []).some((item) => item.c_instock === false)
    const tooMany = (basket.flash ?? []).some((flash) => flash.type === TOO_MANY_ITEMS_FLASH)
    return outOfStock || tooMany
}

/** "Items shown newest first": the platform appends new lines, so the list is shown reversed. */
export const itemsNewestFirst = <T>(items: readonly T[] | undefined): T[] => [...(items ?? [])].reverse()

/** The number shown on the basket icon: the sum of product quantities plus gift certificate lines. */
export const basketItemCount = (basket: BasketLike | null | undefined): number =>
    (basket?.productItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0) +
    (basket?.giftCertificateItems?.length ?? 0)
