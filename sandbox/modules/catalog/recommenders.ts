import type {CatalogView} from './catalog-cache'
import {orderableRows, type StockRecord} from './inventory'
import type {CatalogMaster} from './model'
import {recommend} from './recommendations'

/**
 * Recommenders the merchant has configured (the CMS's "Dynamic recommendations" blocks name them by id): each
 * recommends the best sellers of one category that can be bought now. An unknown recommender falls back to
 * the shop's best sellers, as the platform's does.
 */
export const RECOMMENDERS: Record<string, {categoryId: string}> = {
    'rec-summer-edit': {categoryId: 'shorts'},
    'rec-studio-to-street': {categoryId: 'yoga'},
    'rec-power-icon': {categoryId: 'sports-bras'},
    'rec-leggings-quiz': {categoryId: 'leggings'},
    'rec-bra-quiz': {categoryId: 'sports-bras'}
}
const FALLBACK_CATEGORY = 'bestsellers'

const buyable = (master: CatalogMaster, stock: Map<string, StockRecord>) =>
    !master.attributes.c_isGiftVoucher && orderableRows(stock, master).some(Boolean)

/** The best-ranked buyable products of a category (its members are kept in rank order). */
const topSellers = (
    catalog: CatalogView,
    categoryId: string,
    stock: Map<string, StockRecord>,
    limit: number
) =>
    (catalog.categoryMembers.get(categoryId) ?? []).filter((master) => buyable(master, stock)).slice(0, limit)

export const recommenderProducts = (
    catalog: CatalogView,
    recommenderId: string,
    stock: Map<string, StockRecord>,
    limit: number
): CatalogMaster[] =>
    topSellers(catalog, RECOMMENDERS[recommenderId]?.categoryId ?? FALLBACK_CATEGORY, stock, limit)

/**
 * Recommendations for a category page: what completes the look of its best seller (cross-sell), so the
 * carousel shows other kinds of product than the listing above it. Undefined for an unknown category.
 */
export const categoryRecommendations = (
    catalog: CatalogView,
    categoryId: string,
    stock: Map<string, StockRecord>,
    limit: number
): CatalogMaster[] | undefined => {
    if (!catalog.categories.get(categoryId)) return undefined
    const [anchor] = topSellers(catalog, categoryId, stock, 1)
    if (!anchor) return []
    const members = new Set(catalog.categoryMembers.get(categoryId) ?? [])
    return recommend(catalog, anchor, 1, stock, limit * 2)
        .filter((master) => !members.has(master))
        .slice(0, limit)
}
