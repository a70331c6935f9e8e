import {dayAfterEpoch} from './generate-products'
import type {Random} from './random'
import type {ProductPromo, SeedProduct} from './types'

/**
 * Merchandising decisions taken over the whole range once products exist: ranking, bestsellers, new in,
 * markdowns, insiders lines, availability stories (sold out, coming soon), exclusives, badges and promo copy.
 * Counts are fixed so every state the storefront handles exists in the seed, whatever the random draws.
 */

const ACCESSORY_FAMILIES = new Set([
    'yoga-mats',
    'bags',
    'water-bottles',
    'resistance-bands',
    'dumbbells',
    'socks',
    'caps'
])
const HERO_LINES = ['Power', 'Super Soft', 'Sculpt']
const SALE_DISCOUNTS = [0.2, 0.25, 0.3, 0.4, 0.5]

export const isAccessory = (product: SeedProduct) => ACCESSORY_FAMILIES.has(product.familyId)

const PROMOS: Record<string, ProductPromo> = {
    multibuy: {id: 'MULTIBUY-15', message: 'Buy 2, save 15%', hideProduct: false},
    delivery: {id: 'FREE-DELIVERY', message: 'Free delivery on this item', hideProduct: false},
    bundle: {
        id: 'BRA-BUNDLE',
        message: 'Complete the set: save 10% with a matching sports bra',
        hideProduct: false
    },
    staff: {id: 'STAFF-PICK', message: 'Staff pick', hideProduct: true}
}

const rankProducts = (random: Random, products: SeedProduct[]) => {
    // Hero collections sell best; the rest are shuffled. Ranks start at 1.
    const score = (product: SeedProduct) =>
        random.next() + (HERO_LINES.some((line) => product.name.default.startsWith(line + ' ')) ? -0.6 : 0)
    const scored = products.map((product) => ({product, score: score(product)}))
    scored.sort((a, b) => a.score - b.score || a.product.id.localeCompare(b.product.id))
    scored.forEach((entry, index) => (entry.product.rank = index + 1))
}

const setAllStock = (product: SeedProduct, stockLevel: number, comingSoon: boolean) => {
    for (const variant of product.variants) {
        variant.stockLevel = stockLevel
        variant.comingSoon = comingSoon
    }
}

const take = (random: Random, pool: SeedProduct[], count: number, taken: Set<string>) => {
    const chosen = random.sample(
        pool.filter((product) => !taken.has(product.id)),
        count
    )
    for (const product of chosen) taken.add(product.id)
    return chosen
}

export const applyMerchandising = (random: Random, products: SeedProduct[]) => {
    const r = random.fork('merchandising')
    const byRank = () => [...products].sort((a, b) => a.rank - b.rank)
    rankProducts(r, products)
    const special = new Set<string>()

    // The signature leggings keep a simple, healthy state so docs and tests can rely on them.
    for (const product of products.slice(0, 3)) special.add(product.id)

    const unavailable = new Set<string>()
    for (const product of take(r, products.slice(10), 8, unavailable)) {
        setAllStock(product, 0, false)
        product.attributes.c_searchableIfUnavailable = r.chance(0.5)
    }
    for (const product of take(r, products.slice(10), 7, unavailable)) {
        setAllStock(product, 0, true)
        product.attributes.c_comingSoon = true
        product.attributes.c_searchableIfUnavailable = true
    }
    for (const id of unavailable) special.add(id)

    for (const product of byRank()
        .filter((p) => !unavailable.has(p.id))
        .slice(0, 30)) {
        product.attributes.c_isBestseller = true
        product.categoryIds.push('bestsellers')
        product.attributes.c_productBadges.topRight = 'Bestseller'
    }

    const newIn = take(r, products.slice(3), 40, special)
    for (const product of newIn) {
        product.attributes.c_isNew = true
        product.attributes.c_launchDate = dayAfterEpoch(r.int(820, 900))
        product.categoryIds.push(isAccessory(product) ? 'new-accessories' : 'new-clothing')
        product.attributes.c_productBadges.topLeft = 'New'
    }

    const sale = take(r, products.slice(3), 56, special)
    for (const product of sale) {
        const discount = r.pick(SALE_DISCOUNTS)
        const groups =
            product.colours.length > 1 && r.chance(0.45)
                ? r.sample(product.colours, r.int(1, product.colours.length - 1))
                : product.colours
        for (const group of groups) {
            group.onSale = true
            group.saleDiscount = discount
        }
        const partial = groups.length < product.colours.length
        product.attributes.c_priceTemplate = partial ? 'range' : 'sale'
        product.attributes.c_productBadges.topLeft = 'Sale'
        product.categoryIds.push(saleCategory(product))
    }
    for (const product of r.sample(sale, 5)) product.attributes.c_hideMarkdownPrice = true

    for (const product of take(r, products.slice(3), 40, special)) product.insiders = true
    for (const product of take(r, products.slice(3), 4, special)) {
        product.attributes.c_isAppExclusive = true
        product.attributes.c_productBadges.bottomRight = 'App Exclusive'
    }
    for (const product of take(r, products.slice(3), 3, special)) product.attributes.c_isHideProduct = true

    for (const product of r.sample(products.slice(3), 30)) {
        const promos = [
            PROMOS[product.familyId === 'leggings' ? 'multibuy' : r.pick(['multibuy', 'delivery'])]
        ]
        if (product.familyId === 'leggings' || product.familyId === 'shorts') promos.push(PROMOS.bundle)
        if (r.chance(0.3)) promos.push(PROMOS.staff)
        product.attributes.c_promos = promos
        product.attributes.c_promomsg = promos[0].message
    }
}

const SALE_CATEGORY_BY_FAMILY: Record<string, string> = {
    leggings: 'sale-leggings',
    shorts: 'sale-leggings',
    joggers: 'sale-leggings',
    'sports-bras': 'sale-tops',
    tanks: 'sale-tops',
    't-shirts': 'sale-tops',
    'long-sleeve-tops': 'sale-tops',
    hoodies: 'sale-outerwear',
    sweatshirts: 'sale-outerwear',
    jackets: 'sale-outerwear',
    gilets: 'sale-outerwear',
    bags: 'sale-bags',
    'yoga-mats': 'sale-yoga-mats'
}

const saleCategory = (product: SeedProduct) =>
    SALE_CATEGORY_BY_FAMILY[product.familyId] ?? (isAccessory(product) ? 'sale-accessories' : 'sale-clothing')

/** Sports bras also sit in the impact category matching their support level. */
export const addImpactCategories = (products: SeedProduct[]) => {
    for (const product of products) {
        const level = product.attributes.c_supportLevel
        if (level === 'high') product.categoryIds.push('high-impact-bras')
        else if (level) product.categoryIds.push('low-impact-bras')
    }
}

/** Gifts under 50 (in the base currency): accessories and gift cards that fit the budget. */
export const addGiftCategories = (products: SeedProduct[]) => {
    for (const product of products) {
        if (product.attributes.c_isGiftVoucher || (isAccessory(product) && product.gbpListPrice < 50)) {
            product.categoryIds.push('gifts-under-50')
        }
    }
}
