import type {CatalogView} from './catalog-cache'
import {orderableRows, type StockRecord} from './inventory'
import type {CatalogMaster} from './model'

/**
 * Product recommendations computed from catalogue data, in the platform's recommendation types:
 *   1 cross-sell ("complementary"): pieces that complete an outfit or kit (leggings -> bras, tops...)
 *   2 up-sell: the same kind of product a step up in price (then its best-selling peers)
 *   3 similar ("other"): the same kind of product for the same activities
 * Products that cannot be bought are left out; hidden products (c_isHideProduct) are kept, because the
 * storefront drops those itself (spec 001 §7.3).
 */
export const RECOMMENDATION_TYPES = {
    1: {
        name: 'cross-sell',
        displayValue: 'Cross-Sell',
        aliases: ['complementary', 'cross-sell', 'crosssell', '1']
    },
    2: {name: 'up-sell', displayValue: 'Up-Sell', aliases: ['up-sell', 'upsell', '2']},
    3: {name: 'similar', displayValue: 'Other', aliases: ['similar', 'other', '3']}
} as const
export type RecommendationType = keyof typeof RECOMMENDATION_TYPES

export const parseRecommendationType = (value: string | undefined): RecommendationType | undefined => {
    if (value === undefined || value === '') return 3
    const wanted = value.toLowerCase()
    for (const [key, type] of Object.entries(RECOMMENDATION_TYPES)) {
        if ((type.aliases as readonly string[]).includes(wanted)) return Number(key) as RecommendationType
    }
    return undefined
}

/** What goes with what: a product type's complementary types, in order of preference. */
const COMPLEMENTS: Record<string, string[]> = {
    leggings: ['sports-bras', 'tanks', 't-shirts', 'long-sleeve-tops', 'hoodies'],
    shorts: ['sports-bras', 'tanks', 't-shirts', 'caps'],
    joggers: ['hoodies', 'sweatshirts', 't-shirts', 'socks'],
    'sports-bras': ['leggings', 'shorts', 'tanks', 'hoodies'],
    tanks: ['leggings', 'shorts', 'sports-bras'],
    't-shirts': ['leggings', 'joggers', 'shorts'],
    'long-sleeve-tops': ['leggings', 'joggers', 'jackets'],
    hoodies: ['joggers', 'leggings', 't-shirts'],
    sweatshirts: ['joggers', 'leggings', 'tanks'],
    jackets: ['leggings', 'long-sleeve-tops', 'caps', 'gilets'],
    gilets: ['long-sleeve-tops', 'leggings', 'jackets'],
    'yoga-mats': ['leggings', 'bags', 'water-bottles', 'socks'],
    bags: ['water-bottles', 'socks', 'caps', 'yoga-mats'],
    'water-bottles': ['bags', 'fitness-equipment', 'caps'],
    'fitness-equipment': ['water-bottles', 'bags', 'leggings'],
    socks: ['leggings', 'joggers', 'caps'],
    caps: ['t-shirts', 'shorts', 'jackets'],
    'gift-cards': ['leggings', 'sports-bras', 'hoodies']
}

const sharedCount = (a: string[], b: string[]) => a.filter((value) => b.includes(value)).length

export const recommend = (
    catalog: CatalogView,
    source: CatalogMaster,
    type: RecommendationType,
    stock: Map<string, StockRecord>,
    limit: number
): CatalogMaster[] => {
    const productType = source.attributes.c_productType
    const buyable = (master: CatalogMaster) =>
        master.id !== source.id &&
        !master.attributes.c_isGiftVoucher &&
        (master.type === 'item' || orderableRows(stock, master).some(Boolean))
    const affinity = (master: CatalogMaster) =>
        sharedCount(master.attributes.c_activity, source.attributes.c_activity) * 2 +
        sharedCount(master.layout.colours, source.layout.colours)
    const byAffinity = (a: CatalogMaster, b: CatalogMaster) => affinity(b) - affinity(a) || a.rank - b.rank
    const sameType = catalog.masters.filter(
        (master) => buyable(master) && master.attributes.c_productType === productType
    )

    if (type === 3) return sameType.sort(byAffinity).slice(0, limit)
    if (type === 2) {
        // Compared on the base list price: the order is the same in every currency.
        const list = catalog.prices.get('gbp-list')
        const price = (master: CatalogMaster) => list?.get(master.id) ?? 0
        const pricier = sameType
            .filter((master) => price(master) > price(source))
            .sort((a, b) => price(a) - price(b) || a.rank - b.rank)
        // The top of the range has nothing pricier: its best-selling peers are the next step instead.
        const peers = sameType.filter((master) => !pricier.includes(master)).sort((a, b) => a.rank - b.rank)
        return [...pricier, ...peers].slice(0, limit)
    }
    // Cross-sell: take turns across the complementary types so a carousel mixes them.
    const pools = (COMPLEMENTS[productType] ?? []).map((wanted) =>
        catalog.masters
            .filter((master) => buyable(master) && master.attributes.c_productType === wanted)
            .sort(byAffinity)
    )
    const picked: CatalogMaster[] = []
    for (let round = 0; picked.length < limit && pools.some((pool) => pool.length > round); round++) {
        for (const pool of pools) if (pool[round] && picked.length < limit) picked.push(pool[round])
    }
    return picked
}
