import {hasMixedGiftCardError, isCheckoutDisabled, TOO_MANY_ITEMS_FLASH} from '../../rules/basket'
import type {CheckoutBasket} from '../../commerce/checkout'

/** Why the cart is shown instead of checkout; the cart page reads it from the navigation state. */
export type CheckoutBlockReason = 'empty' | 'out-of-stock' | 'too-many-items' | 'mixed-gift-cards'

export interface CartNavigationState {
    checkoutBlocked: CheckoutBlockReason
}

/** Spec 000 §4: "Checkout is disabled if any item has c_instock false or the flash holds a
 * hasMoreItemsThenAllowed warning"; a basket mixing digital gift cards and products cannot be ordered either. */
export const checkoutBlockReason = (basket: CheckoutBasket | undefined): CheckoutBlockReason | undefined => {
    if (!basket || (!basket.productItems?.length && !basket.giftCertificateItems?.length)) return 'empty'
    if (hasMixedGiftCardError(basket)) return 'mixed-gift-cards'
    if (!isCheckoutDisabled(basket)) return undefined
    return (basket.flash ?? []).some((flash) => flash.type === TOO_MANY_ITEMS_FLASH)
        ? 'too-many-items'
        : 'out-of-stock'
}
