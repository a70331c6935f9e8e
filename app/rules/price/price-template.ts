/*
 * c_priceTemplate (spec 000 §3, product field): how the platform asks a product's price to be laid out.
 *   'standard'   one price, never struck through
 *   'sale'       the current price as a sale beside the standard price ("with a standard price the current
 *                price shows as sale", spec 001 §4.5)
 *   'range'      some colours or sizes are marked down: "a price range shows min - max"
 *   'gift-card'  the card's values, min to max (spec 001 §9 "the price range shown is its min to max")
 * Anything else (or none) leaves the price as the data has it.
 */
export interface TemplatedPrice {
    price?: number
    standardPrice?: number
    minPrice?: number
    maxPrice?: number
}

const isAmount = (value: number | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value)

/** The price fields to show for a template; the display rules (priceDisplay) then format them. */
export const applyPriceTemplate = (template: string | undefined, input: TemplatedPrice): TemplatedPrice => {
    const amounts = [input.price, input.minPrice, input.maxPrice].filter(isAmount)
    if (!amounts.length) return input
    const low = Math.min(...amounts)
    const high = Math.max(...amounts)
    switch (template) {
        case 'standard':
            return low === high ? {price: low} : {minPrice: low, maxPrice: high}
        case 'sale':
            return {
                price: isAmount(input.price) ? input.price : low,
                ...(isAmount(input.standardPrice) && {standardPrice: input.standardPrice})
            }
        case 'range':
        case 'gift-card': {
            // A marked-down range reaches up to the standard price of the colours not on sale.
            const top =
                template === 'range' && isAmount(input.standardPrice)
                    ? Math.max(high, input.standardPrice)
                    : high
            return low === top ? {price: low} : {minPrice: low, maxPrice: top}
        }
        default:
            return input
    }
}
