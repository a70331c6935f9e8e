import type Database from 'better-sqlite3'
import type {SandboxContext} from '../../core/context'
import type {Currency} from '../../seed/catalog/pricing'
import type {BadgeAddRule, BadgeReplaceRule} from '../../seed/catalog/types'
import {sellableButton} from './availability'
import {catalogOf} from './catalog-cache'
import {readStock, stockOf} from './inventory'
import type {ProductRef} from './model'
import {quoteVariant, rangeOfRows} from './prices'
import {localisedBadgeRules, productText} from './texts'
import {variationValuesOf} from './variations'

/**
 * What other sandbox modules may ask the catalogue (content seed, baskets, orders, personalisation). They
 * read through these functions rather than the tables, so price-book inheritance and stock rules live in one
 * place.
 */

/**
 * Best-ranked master ids in a category, its sub-categories included. Reads SQL directly, so it also works
 * while the sandbox is still seeding (the content seed calls it).
 */
export const productIdsInCategory = (db: Database.Database, categoryId: string, limit: number): string[] =>
    (
        db
            .prepare(
                `WITH RECURSIVE tree(id) AS (
                    SELECT id FROM catalog_categories WHERE id = ?
                    UNION SELECT c.id FROM catalog_categories c JOIN tree t ON c.parent_id = t.id
                 )
                 SELECT cp.product_id AS id, MIN(cp.position) AS position
                   FROM catalog_category_products cp JOIN tree t ON t.id = cp.category_id
                  GROUP BY cp.product_id ORDER BY position, cp.product_id LIMIT ?`
            )
            .all(categoryId, Math.max(0, Math.floor(limit))) as {id: string}[]
    ).map((row) => row.id)

/** A product as a basket line needs it: what it is, what it is called, and whether it can be bought. */
export interface SellableProduct {
    productId: string
    masterId: string
    type: ProductRef['type']
    /** Only variants and items can be put in a basket. */
    sellable: boolean
    name: string
    variationValues: Record<string, string>
    isGiftVoucher: boolean
    giftCardType?: 'digital' | 'physical'
    stockLevel: number
    orderable: boolean
    comingSoon: boolean
    /** Product image for basket lines (small view). */
    imageKind: string
    colourId?: string
}

export const findSellableProduct = (
    ctx: Pick<SandboxContext, 'db'>,
    productId: string,
    locale = 'default'
): SellableProduct | undefined => {
    const ref = catalogOf(ctx).products.get(productId)
    if (!ref) return undefined
    const {master} = ref
    const sellable = ref.type === 'variant' || ref.type === 'item'
    const stock = readStock(ctx.db, master)
    const record = stockOf(stock, productId)
    const button = sellable
        ? sellableButton(master, ref.type === 'variant' ? ref.variant : undefined, stock)
        : undefined
    return {
        productId,
        masterId: master.id,
        type: ref.type,
        sellable,
        name: productText(master, locale).name,
        variationValues:
            ref.type === 'variant'
                ? variationValuesOf(master, ref.variant)
                : ref.type === 'variation_group'
                ? {color: ref.group.colourId}
                : {},
        isGiftVoucher: master.attributes.c_isGiftVoucher,
        ...(master.attributes.c_giftCardType ? {giftCardType: master.attributes.c_giftCardType} : {}),
        stockLevel: sellable ? record.stockLevel : 0,
        orderable: button?.available ?? false,
        comingSoon: button ? !button.available && button.buttonTitle !== 'Out Of Stock' : false,
        imageKind: master.kind,
        ...(ref.type === 'variant' || ref.type === 'variation_group' ? {colourId: ref.group.colourId} : {})
    }
}

/**
 * Unit price of a product for a shopper: `price` is what they pay (lowest visible book), `standardPrice` the
 * list price (`c_standardPrice` on a marked-down line). Masters and colours quote their lowest variant.
 */
export const productPrice = (
    ctx: Pick<SandboxContext, 'db'>,
    productId: string,
    currency: Currency,
    customerGroups: Iterable<string> = ['Everyone']
): {price: number; standardPrice: number; prices: Record<string, number>} | undefined => {
    const catalog = catalogOf(ctx)
    const ref = catalog.products.get(productId)
    if (!ref) return undefined
    const scope = {currency, customerGroups: new Set(customerGroups)}
    if (ref.type === 'variant') {
        const quote = quoteVariant(catalog, ref.master, ref.variant, scope)
        if (quote.price === undefined) return undefined
        return {price: quote.price, standardPrice: quote.standard ?? quote.price, prices: quote.prices}
    }
    const rows = ref.type === 'variation_group' ? ref.group.variantIndexes : undefined
    const range = rangeOfRows(catalog, ref.master, rows, scope)
    if (range.min === undefined) return undefined
    const prices = Object.fromEntries(Object.entries(range.books).map(([book, [min]]) => [book, min]))
    return {price: range.min, standardPrice: range.standardMin ?? range.min, prices}
}

/** Current stock level of a variant or item (0 for unknown ids). */
export const stockLevel = (db: Database.Database, productId: string): number =>
    (
        db.prepare('SELECT stock_level FROM catalog_inventory WHERE product_id = ?').get(productId) as
            | {stock_level: number}
            | undefined
    )?.stock_level ?? 0

/**
 * Moves stock by `delta` (negative when an order takes it), never below zero. Returns the new level, or
 * undefined for a product without inventory. Search sees the change within a second.
 */
export const adjustStock = (db: Database.Database, productId: string, delta: number): number | undefined => {
    const result = db
        .prepare('UPDATE catalog_inventory SET stock_level = MAX(0, stock_level + ?) WHERE product_id = ?')
        .run(Math.trunc(delta), productId)
    return result.changes ? stockLevel(db, productId) : undefined
}

/**
 * Badge rules (spec 000 §3) for whoever serves them to the storefront (site preferences), with their labels in
 * the request's locale. Empty lists when the catalogue is not part of this sandbox (module tests that mount
 * only a few modules).
 */
export const badgeRules = (
    ctx: Pick<SandboxContext, 'db'>,
    locale: string | undefined
): {add: BadgeAddRule[]; replace: BadgeReplaceRule[]} => {
    const mounted = ctx.db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'catalog_badge_rules'")
        .get()
    return mounted ? localisedBadgeRules(catalogOf(ctx).badgeRules, locale) : {add: [], replace: []}
}

export interface ReviewedProduct {
    masterId: string
    name: string
    productType: string
    averageRating: number
    reviewCount: number
}

/** A product's review summary as the catalogue holds it (c_averageRating, c_reviewCount), by any of its ids. */
export const reviewedProduct = (
    ctx: Pick<SandboxContext, 'db'>,
    productId: string
): ReviewedProduct | undefined => {
    const ref = catalogOf(ctx).products.get(productId)
    if (!ref) return undefined
    const {master} = ref
    return {
        masterId: master.id,
        name: master.texts.default?.name ?? master.id,
        productType: master.attributes.c_productType,
        averageRating: master.attributes.c_averageRating,
        reviewCount: master.attributes.c_reviewCount
    }
}
