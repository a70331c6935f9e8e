import type {Basket} from '../../commerce/basket'
import {hasMixedGiftCardError, isCheckoutDisabled, TOO_MANY_ITEMS_FLASH} from '../../rules/basket'

/** Why the bag cannot go to checkout; empty when it can. */
export type CheckoutBlock = 'out-of-stock' | 'too-many' | 'mixed-gift-cards'

/**
 * Spec 000 §4: checkout is disabled if any item has c_instock false or the flash holds a
 * hasMoreItemsThenAllowed warning (the rule decides; the reasons say which, so the shopper knows what to
 * fix); a basket holding digital gift cards and products is a cart error, which also stops checkout.
 */
export const checkoutBlocks = (basket: Basket | undefined): CheckoutBlock[] => {
    if (!basket) return []
    const blocks: CheckoutBlock[] = []
    if (isCheckoutDisabled(basket)) {
        if ((basket.productItems ?? []).some((item) => item.c_instock === false)) blocks.push('out-of-stock')
        if ((basket.flash ?? []).some((flash) => flash.type === TOO_MANY_ITEMS_FLASH)) blocks.push('too-many')
    }
    if (hasMixedGiftCardError(basket)) blocks.push('mixed-gift-cards')
    return blocks
}

export const isBasketEmpty = (basket: Basket | undefined): boolean =>
    !basket?.productItems?.length && !basket?.giftCertificateItems?.length
