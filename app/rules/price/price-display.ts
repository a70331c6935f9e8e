import {formatPrice} from '../../region/currency'

/** "Price of 0 shows 'FREE'; bonus items show 'Bonus'" (spec 000 §9). */
export const FREE_LABEL = 'FREE'
export const BONUS_LABEL = 'Bonus'
/** "100 or more gets 'sale-price-markdown' style" (spec 001 §9). */
export const MARKDOWN_STYLE = 'sale-price-markdown'
export const MARKDOWN_STYLE_FROM = 100

export interface PriceInput {
    price?: number | null
    /** c_standardPrice: the price before a sale. */
    standardPrice?: number | null
    /** A price range for a master product: "a price range shows min - max". */
    minPrice?: number | null
    maxPrice?: number | null
    isBonus?: boolean
    /** c_hideMarkdownPrice: show the current price only. */
    hideMarkdownPrice?: boolean
    currency: string
    locale: string
}

export type PriceKind = 'bonus' | 'free' | 'range' | 'sale' | 'standard' | 'none'

export interface PriceDisplay {
    kind: PriceKind
    /** The price as shown. */
    text: string
    /** The struck-through price before the sale, for kind 'sale'. */
    standardText?: string
    /** The extra style class for prices of 100 or more. */
    styleClass?: typeof MARKDOWN_STYLE
    discountPercent?: number
}

const isAmount = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value)

/** "Discount percent shows only if positive" (spec 000 §5): rounded to a whole percent. */
export const discountPercent = (
    standardPrice: number | null | undefined,
    price: number | null | undefined
): number | undefined => {
    if (!isAmount(standardPrice) || !isAmount(price) || standardPrice <= 0) return undefined
    const percent = Math.round(((standardPrice - price) / standardPrice) * 100)
    return percent > 0 ? percent : undefined
}

/**
 * How a price is shown (spec 000 §9, spec 001 §4.5, §9): bonus items 'Bonus', 0 'FREE', a range 'min - max',
 * a standard price above the current one makes it a sale (unless c_hideMarkdownPrice), 100 or more gets the
 * markdown style.
 */
export const priceDisplay = (input: PriceInput): PriceDisplay => {
    const {price, standardPrice, minPrice, maxPrice, currency, locale} = input
    const format = (amount: number) => formatPrice(amount, currency, locale)
    if (input.isBonus) return {kind: 'bonus', text: BONUS_LABEL}
    if (isAmount(minPrice) && isAmount(maxPrice) && minPrice !== maxPrice) {
        return {
            kind: 'range',
            text: `${format(Math.min(minPrice, maxPrice))} - ${format(Math.max(minPrice, maxPrice))}`
        }
    }
    const current = isAmount(price) ? price : isAmount(minPrice) ? minPrice : undefined
    if (current === undefined) return {kind: 'none', text: ''}
    if (current === 0) return {kind: 'free', text: FREE_LABEL}
    const styleClass = current >= MARKDOWN_STYLE_FROM ? MARKDOWN_STYLE : undefined
    const onSale = !input.hideMarkdownPrice && isAmount(standardPrice) && standardPrice > current
    if (onSale) {
        return {
            kind: 'sale',
            text: format(current),
            standardText: format(standardPrice),
            discountPercent: discountPercent(standardPrice, current),
            ...(styleClass && {styleClass})
        }
    }
    return {kind: 'standard', text: format(current), ...(styleClass && {styleClass})}
}

/** A c_promos entry: the platform sends its callout as `message` (or `calloutMsg`). */
export interface ProductPromo {
    id?: string
    message?: string
    calloutMsg?: string
    hideProduct?: boolean
}

/** The callouts to show for a product's c_promos, in order, each once. */
export const promoCallouts = (
    promos: readonly ProductPromo[] | undefined,
    hideMarkdownPrice?: boolean
): string[] => [
    ...new Set(
        visiblePromos(Array.isArray(promos) ? promos : [], hideMarkdownPrice)
            .map((promo) => (promo?.message ?? promo?.calloutMsg ?? '').trim())
            .filter(Boolean)
    )
]

/** "Promo entries marked hideProduct are dropped; all dropped if hideMarkdownPrice is set" (spec 000 §5). */
export const visiblePromos = <T extends ProductPromo>(
    promos: readonly T[] | undefined,
    hideMarkdownPrice?: boolean
): T[] => (hideMarkdownPrice ? [] : (promos ?? []).filter((promo) => !promo.hideProduct))
