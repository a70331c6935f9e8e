import type {PriceView} from '../../components/variation-selector'
import {
    DEFAULT_GIFT_CARD_TYPE,
    GIFT_CARD_AMOUNTS,
    giftCardPriceRange
} from '../../rules/product/gift-card-product'

interface GiftCardDoc {
    c_giftCardType?: 'digital' | 'physical'
    c_giftCardAmounts?: number[]
}

/**
 * The price a gift card's page shows: an e-gift card's is the range of the values its form offers ("the price
 * range shown is its min to max", spec 001 §9), so the two never disagree; a physical card's values are its
 * sizes, priced by the platform, so its own price stands.
 */
export const giftCardPrice = (product: GiftCardDoc, price: PriceView): PriceView => {
    if ((product.c_giftCardType ?? DEFAULT_GIFT_CARD_TYPE) !== 'digital') return price
    const range = giftCardPriceRange(
        product.c_giftCardAmounts?.length ? product.c_giftCardAmounts : GIFT_CARD_AMOUNTS
    )
    return range ? {minPrice: range.min, maxPrice: range.max} : price
}
