import {analyticsPrice} from '../region/currency'
import type {ActivityProduct} from './personalisation/activities'

/** A product as analytics reports it. Build it from whatever the page has (search hit, product, basket line). */
export interface AnalyticsProduct {
    /** The product id (master or variant): must be a string (spec 001 §5.4). */
    id: string
    name?: string
    /** Unit price in the site currency; reported with 2 decimals. */
    price?: number
    /** The variant id, when a size and colour are chosen. */
    sku?: string
    /** A readable variant label, e.g. 'Black / M'. */
    variant?: string
    /** Category path, outermost first; "category path in analytics 5 levels" (spec 001 §9). */
    categories?: readonly string[]
    quantity?: number
}

export const BRAND = 'VELA'
const MAX_CATEGORY_LEVELS = 5

/** "Product id must be a string and tile position a number in analytics, otherwise an error is thrown." */
export const assertProductId = (id: unknown): string => {
    if (typeof id !== 'string')
        throw new TypeError(`Analytics: product id must be a string, got ${typeof id}`)
    return id
}

export const assertTilePosition = (position: unknown): number => {
    if (typeof position !== 'number' || Number.isNaN(position))
        throw new TypeError(`Analytics: tile position must be a number, got ${typeof position}`)
    return position
}

const categoryFields = (categories: readonly string[] = []) =>
    Object.fromEntries(
        categories
            .slice(0, MAX_CATEGORY_LEVELS)
            .map((category, level) => [level === 0 ? 'item_category' : `item_category${level + 1}`, category])
    )

/** The tag manager's ecommerce item for a product; `position` is its 1-based tile position in a list. */
export const toAnalyticsItem = (product: AnalyticsProduct, position?: number) => ({
    item_id: assertProductId(product.id),
    ...(product.name !== undefined && {item_name: product.name}),
    item_brand: BRAND,
    ...(product.sku !== undefined && {item_sku: product.sku}),
    ...(product.variant !== undefined && {item_variant: product.variant}),
    ...(product.price !== undefined && {price: analyticsPrice(product.price)}),
    ...(product.quantity !== undefined && {quantity: product.quantity}),
    ...(position !== undefined && {index: assertTilePosition(position)}),
    ...categoryFields(product.categories)
})

export const toActivityProduct = (product: AnalyticsProduct): ActivityProduct => ({
    id: assertProductId(product.id),
    ...(product.sku !== undefined && {sku: product.sku}),
    ...(product.price !== undefined && {price: analyticsPrice(product.price)}),
    ...(product.quantity !== undefined && {quantity: product.quantity})
})

/** The value of a set of lines (unit price × quantity), 2 decimals. */
export const linesValue = (products: readonly AnalyticsProduct[]) =>
    analyticsPrice(products.reduce((sum, line) => sum + (line.price ?? 0) * (line.quantity ?? 1), 0))

/**
 * Finds a product the page has loaded, for events that only know an id. "Unknown product in analytics logs
 * 'Cannot find product ... possibly not loaded'" (spec 001 §8).
 */
export const findAnalyticsProduct = <T extends {id: string}>(
    id: string,
    loaded: readonly T[]
): T | undefined => {
    const found = loaded.find((product) => product.id === id)
    if (!found) console.warn(`Cannot find product ${id}, possibly not loaded`)
    return found
}
