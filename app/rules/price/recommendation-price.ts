import type {TemplatedPrice} from './price-template'

export interface RecommendedProductPrice {
    price?: number
    priceMax?: number
    /** c_standardPrice: the price before a markdown. */
    c_standardPrice?: number
}

const isAmount = (value: number | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value)

/**
 * The price a recommendation tile shows once its product is fetched (spec 001 §4.5): "with a standard price
 * the current price shows as sale, otherwise regular; a price range shows min - max".
 */
export const recommendationTilePrice = (product: RecommendedProductPrice): TemplatedPrice => {
    const {price, priceMax, c_standardPrice: standard} = product
    if (!isAmount(price)) return {}
    if (isAmount(priceMax) && priceMax !== price)
        return {minPrice: Math.min(price, priceMax), maxPrice: Math.max(price, priceMax)}
    if (isAmount(standard) && standard > price) return {price, standardPrice: standard}
    return {price}
}
