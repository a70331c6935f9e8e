import {promoCallouts, type ProductPromo} from './price-display'
import type {TemplatedPrice} from './price-template'

/**
 * A product promotion as the platform advertises it on a product or search hit (`productPromotions`):
 * `promotionalPrice` is what the basket will charge for one unit of the price the document carries.
 */
export interface ProductPromotion {
    promotionId?: string
    calloutMsg?: string
    promotionalPrice?: number
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The lowest promotional price below `price`, if a promotion lowers it at all. */
export const bestPromotionalPrice = (
    promotions: readonly ProductPromotion[] | undefined,
    price: number
): number | undefined => {
    const lower = (Array.isArray(promotions) ? promotions : [])
        .map((promotion) => promotion?.promotionalPrice)
        .filter((amount): amount is number => isAmount(amount) && amount >= 0 && amount < price)
    return lower.length ? Math.min(...lower) : undefined
}

/**
 * The price to show once product promotions are counted, so the page says what the basket will charge. The
 * promotional price stands as the current price and the price before it is struck through (the standard
 * price when it is higher still). Promotional prices are computed for the document's own price
 * (`promotedFrom`): a range, or a selected colour or size priced differently, keeps its own price, since
 * applying another price's promotion to it could state a price the basket would not charge.
 */
export const withPromotionalPrice = <T extends TemplatedPrice>(
    shown: T,
    promotions: readonly ProductPromotion[] | undefined,
    promotedFrom: number | undefined
): T => {
    const {price} = shown
    if (!isAmount(price) || price !== promotedFrom) return shown
    if (isAmount(shown.minPrice) && isAmount(shown.maxPrice) && shown.minPrice !== shown.maxPrice)
        return shown
    const promoted = bestPromotionalPrice(promotions, price)
    if (promoted === undefined) return shown
    const before = isAmount(shown.standardPrice) ? Math.max(shown.standardPrice, price) : price
    return {...shown, price: promoted, standardPrice: before}
}

/** The callouts of a product's promotions, in order, each once (they say why the price is lower). */
const promotionCallouts = (promotions: readonly ProductPromotion[] | undefined): string[] => [
    ...new Set(
        (Array.isArray(promotions) ? promotions : [])
            .map((promotion) =>
                typeof promotion?.calloutMsg === 'string' ? promotion.calloutMsg.trim() : ''
            )
            .filter(Boolean)
    )
]

/**
 * Every callout a product shows, each once: its live promotions' first (they explain its price), then its
 * c_promos messages (without the hidden ones, spec 000 §5).
 */
export const productCallouts = (
    promotions: readonly ProductPromotion[] | undefined,
    promos: readonly ProductPromo[] | undefined,
    hideMarkdownPrice?: boolean
): string[] => [...new Set([...promotionCallouts(promotions), ...promoCallouts(promos, hideMarkdownPrice)])]
