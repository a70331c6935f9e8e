import type {SandboxContext} from '../../core/context'
import type {Currency} from '../../seed/catalog/pricing'
import {catalogOf} from './catalog-cache'
import {imageColours, productImage} from './images'
import {isOrderable, type StockRecord} from './inventory'
import {quoteVariant, rangeOfRows} from './prices'
import {productName} from './texts'
import {variationValuesOf} from './variations'

/**
 * What baskets and orders read from the catalogue (owned by the baskets/orders work): one sellable product
 * (a variant or an item) priced for a shopper, with its live stock. Masters and variation groups are not
 * sellable, so they resolve to undefined here, like unknown or offline products.
 */
export interface BasketProductSource {
    productId: string
    masterId: string
    name: string
    /** Price the shopper pays per unit and the list price, in major units of `currency`; undefined: unpriced. */
    price?: number
    standard?: number
    stock: StockRecord
    /** Category ids the product is assigned to, with every ancestor (root excluded). */
    categoryIds: Set<string>
    promotionIds: string[]
    giftCardType?: 'digital' | 'physical'
    variationValues: Record<string, string>
    imageLink?: string
}

export interface BasketPricingScope {
    currency: Currency
    customerGroups: Set<string>
    locale: string
}

interface InventoryRow {
    stock_level: number
    backorderable: number
    preorderable: number
    in_stock_date: string | null
}

/** Live stock of one sellable product (no snapshot: checkout must see the last unit go). */
export const liveStock = (ctx: SandboxContext, productId: string): StockRecord => {
    const row = ctx.db
        .prepare(
            'SELECT stock_level, backorderable, preorderable, in_stock_date FROM catalog_inventory WHERE product_id = ?'
        )
        .get(productId) as InventoryRow | undefined
    if (!row) return {stockLevel: 0, backorderable: false, preorderable: false}
    return {
        stockLevel: row.stock_level,
        backorderable: row.backorderable === 1,
        preorderable: row.preorderable === 1,
        ...(row.in_stock_date ? {inStockDate: row.in_stock_date} : {})
    }
}

export const basketProductSource = (
    ctx: SandboxContext,
    productId: string,
    scope: BasketPricingScope
): BasketProductSource | undefined => {
    const catalog = catalogOf(ctx)
    const ref = catalog.products.get(productId)
    if (!ref || (ref.type !== 'variant' && ref.type !== 'item')) return undefined
    const {master} = ref
    const priceScope = {currency: scope.currency, customerGroups: scope.customerGroups}
    const quote =
        ref.type === 'variant'
            ? quoteVariant(catalog, master, ref.variant, priceScope)
            : (() => {
                  const range = rangeOfRows(catalog, master, undefined, priceScope)
                  return {price: range.min, standard: range.standardMin}
              })()
    const categoryIds = new Set<string>()
    for (const id of master.categoryIds) for (const node of catalog.categoryPath(id)) categoryIds.add(node.id)
    const colourId = ref.type === 'variant' ? ref.variant.colourId : imageColours(master)[0]
    const name = productName(master, scope.locale)
    return {
        productId,
        masterId: master.id,
        name,
        ...(quote.price !== undefined ? {price: quote.price} : {}),
        ...(quote.standard !== undefined ? {standard: quote.standard} : {}),
        stock: liveStock(ctx, productId),
        categoryIds,
        promotionIds: master.promotionIds,
        ...(master.attributes.c_giftCardType ? {giftCardType: master.attributes.c_giftCardType} : {}),
        variationValues: ref.type === 'variant' ? variationValuesOf(master, ref.variant) : {},
        ...(colourId
            ? {
                  imageLink: productImage(
                      ctx.config.publicOrigin,
                      master.kind,
                      colourId,
                      'front',
                      'small',
                      name,
                      master.look
                  ).link
              }
            : {})
    }
}

export const canSell = (stock: StockRecord, quantity: number) =>
    isOrderable(stock) && (stock.backorderable || stock.preorderable || quantity <= stock.stockLevel)

/**
 * Takes `quantity` units for an order; false (nothing changed) when the stock no longer covers it. Back- and
 * pre-orderable products may go below zero, as on the platform.
 */
export const takeStock = (ctx: SandboxContext, productId: string, quantity: number): boolean =>
    ctx.db
        .prepare(
            `UPDATE catalog_inventory SET stock_level = stock_level - ?
              WHERE product_id = ? AND (stock_level >= ? OR backorderable = 1 OR preorderable = 1)`
        )
        .run(quantity, productId, quantity).changes === 1

/** Puts units back (a failed or cancelled order). */
export const returnStock = (ctx: SandboxContext, productId: string, quantity: number) => {
    ctx.db
        .prepare('UPDATE catalog_inventory SET stock_level = stock_level + ? WHERE product_id = ?')
        .run(quantity, productId)
}
