import type {CatalogView} from '../catalog/catalog-cache'
import {orderableRows, type StockRecord} from '../catalog/inventory'
import type {CatalogMaster} from '../catalog/model'
import {recommend} from '../catalog/recommendations'

/**
 * The personalisation service's recommenders, computed from the catalogue, the orders (bought together) and
 * the visitor's own activity (recently viewed). Hidden products (c_isHideProduct) are returned like any
 * other: the storefront drops them after fetching the products (spec 001 §7.3).
 */
export const RECOMMENDERS = [
    {name: 'product-to-product', description: 'Similar products from the same category', type: 'product'},
    {
        name: 'complete-the-look',
        description: 'Bought together, then pieces that complete the outfit',
        type: 'product'
    },
    {name: 'recently-viewed', description: "The visitor's recently viewed products", type: 'user'},
    {name: 'top-sellers', description: 'Best sellers of a category (or of the shop)', type: 'category'}
] as const
export type RecommenderName = (typeof RECOMMENDERS)[number]['name']

/** Zones (page slots) and the recommender that fills each. */
export const ZONES: Record<string, RecommenderName> = {
    'pdp-below': 'product-to-product',
    'pdp-complete-the-look': 'complete-the-look',
    cart: 'complete-the-look',
    home: 'top-sellers',
    'no-results': 'top-sellers',
    'recently-viewed': 'recently-viewed'
}

export const isRecommender = (name: string): name is RecommenderName =>
    RECOMMENDERS.some((recommender) => recommender.name === name)

export interface RecommendationInput {
    /** Products the page is about (the product shown, the bag's lines); masters or variants. */
    products: string[]
    categoryId?: string
    recentlyViewed: string[]
    coPurchases: Map<string, Map<string, number>>
    limit: number
}

export interface RecommenderDeps {
    catalog: CatalogView
    stock: Map<string, StockRecord>
}

const masterOf = (catalog: CatalogView, id: string): CatalogMaster | undefined =>
    catalog.products.get(id)?.master

const buyable = (deps: RecommenderDeps, master: CatalogMaster) =>
    !master.attributes.c_isGiftVoucher &&
    (master.type === 'item' || orderableRows(deps.stock, master).some(Boolean))

const unique = (masters: CatalogMaster[], exclude: Set<string>, limit: number) => {
    const picked: CatalogMaster[] = []
    for (const master of masters) {
        if (exclude.has(master.id) || picked.includes(master)) continue
        picked.push(master)
        if (picked.length >= limit) break
    }
    return picked
}

export const runRecommender = (
    name: RecommenderName,
    input: RecommendationInput,
    deps: RecommenderDeps
): CatalogMaster[] => {
    const {catalog} = deps
    const sources = input.products.flatMap((id) => masterOf(catalog, id) ?? [])
    const exclude = new Set(sources.map((master) => master.id))
    if (name === 'recently-viewed') {
        const viewed = input.recentlyViewed.flatMap((id) => masterOf(catalog, id) ?? [])
        return unique(viewed, exclude, input.limit)
    }
    if (name === 'top-sellers') {
        const pool = input.categoryId
            ? catalog.categoryMembers.get(input.categoryId) ?? []
            : [...catalog.masters].sort((a, b) => a.rank - b.rank)
        return unique(
            pool.filter((master) => buyable(deps, master)),
            exclude,
            input.limit
        )
    }
    if (name === 'product-to-product') {
        const [source] = sources
        if (!source) return []
        // The same category first (best sellers there), then the catalogue's similar products.
        const sameCategory = (catalog.categoryMembers.get(source.primaryCategoryId) ?? []).filter((master) =>
            buyable(deps, master)
        )
        const similar = recommend(catalog, source, 3, deps.stock, input.limit)
        return unique([...similar, ...sameCategory], exclude, input.limit)
    }
    // complete-the-look: what shoppers bought with these products, most often first; then complements.
    const counts = new Map<string, number>()
    for (const source of sources) {
        for (const [id, times] of input.coPurchases.get(source.id) ?? [])
            counts.set(id, (counts.get(id) ?? 0) + times)
    }
    const bought = [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .flatMap(([id]) => masterOf(catalog, id) ?? [])
        .filter((master) => buyable(deps, master))
    const complements = sources.flatMap((source) => recommend(catalog, source, 1, deps.stock, input.limit))
    return unique([...bought, ...complements], exclude, input.limit)
}
