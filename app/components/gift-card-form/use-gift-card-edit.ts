import {useLocation} from 'react-router-dom'
import {useCurrentBasket, type BasketGiftCertificateItem} from '../../commerce/basket'
import {GIFT_CARD_EDIT_PARAM} from '../../rules/product/gift-card-product'

/**
 * Spec 001 §4.6: "when the URL has a GiftCertificateLineItemID the form is prefilled from the basket line".
 * The line arrives with the basket (browser only); until then the form shows its defaults.
 */
export const useGiftCardEdit = (): {editId?: string; line?: BasketGiftCertificateItem} => {
    const {search} = useLocation()
    const {basket} = useCurrentBasket()
    const editId = new URLSearchParams(search).get(GIFT_CARD_EDIT_PARAM) ?? undefined
    const line = editId
        ? basket?.giftCertificateItems?.find((item) => item.giftCertificateItemId === editId)
        : undefined
    return {editId, line}
}
