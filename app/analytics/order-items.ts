import type {PurchaseDetails} from './ecommerce'
import type {AnalyticsProduct} from './product-items'

/** The parts of a basket or order line analytics reads (SCAPI's product item). */
export interface LineLike {
    productId?: string
    productName?: string
    quantity?: number
    /** Unit price. */
    basePrice?: number
    /** Line total (unit price × quantity), before item discounts. */
    price?: number
    priceAfterItemDiscount?: number
    c_variationValues?: Record<string, string>
}

export interface BasketLike {
    currency?: string
    productItems?: readonly LineLike[]
    couponItems?: readonly {code?: string; statusCode?: string}[]
}

export interface OrderLike extends BasketLike {
    orderNo?: string
    orderTotal?: number | null
    taxTotal?: number | null
    shippingTotal?: number | null
}

const unitPrice = (line: LineLike): number | undefined => {
    if (typeof line.basePrice === 'number') return line.basePrice
    if (typeof line.price === 'number' && line.quantity) return line.price / line.quantity
    return undefined
}

/** A basket or order line as analytics reports it: the variant's id, name, unit price, quantity, variant label. */
export const lineProduct = (line: LineLike, quantity = line.quantity): AnalyticsProduct | undefined => {
    if (!line.productId) return undefined
    const price = unitPrice(line)
    const variant = Object.values(line.c_variationValues ?? {})
        .filter(Boolean)
        .join(' / ')
    return {
        id: line.productId,
        sku: line.productId,
        ...(line.productName !== undefined && {name: line.productName}),
        ...(price !== undefined && {price}),
        ...(quantity !== undefined && {quantity}),
        ...(variant && {variant})
    }
}

export const basketLines = (basket: BasketLike): AnalyticsProduct[] =>
    (basket.productItems ?? []).flatMap((line) => lineProduct(line) ?? [])

export const orderPurchase = (order: OrderLike): PurchaseDetails => ({
    orderNo: order.orderNo ?? '',
    currency: order.currency ?? '',
    total: order.orderTotal ?? 0,
    ...(typeof order.taxTotal === 'number' && {tax: order.taxTotal}),
    ...(typeof order.shippingTotal === 'number' && {shipping: order.shippingTotal}),
    coupons: (order.couponItems ?? []).flatMap((item) =>
        item.statusCode === 'applied' && item.code ? [item.code] : []
    ),
    lines: basketLines(order)
})
