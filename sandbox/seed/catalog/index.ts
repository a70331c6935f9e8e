import {CATEGORY_TREE, type CategoryNode} from '../category-tree'
import {CATEGORY_NAMES} from './category-text'
import {generateFamilyProducts} from './generate-products'
import {generateGiftCards} from './gift-cards'
import {buildBadgeRules, buildProductPromotions, POPULAR_SEARCHES, SEARCH_REDIRECTS} from './marketing'
import {addGiftCategories, addImpactCategories, applyMerchandising} from './merchandising'
import {buildInventory, buildPrices} from './price-list'
import {PRICE_BOOKS} from './pricing'
import {createRandom} from './random'
import type {SeedCatalog, SeedCategory} from './types'

/** Changing the seed name reshuffles every draw: product ids stay, their names, colours and prices change. */
export const CATALOG_SEED_NAME = 'vela-catalogue-1'

const flattenCategories = (
    node: CategoryNode,
    parentId: string | null,
    position: number,
    out: SeedCategory[]
) => {
    out.push({
        id: node.id,
        parentId,
        position,
        showInMenu: node.showInMenu ?? true,
        names: CATEGORY_NAMES[node.id] ?? {default: node.name}
    })
    node.children?.forEach((child, index) => flattenCategories(child, node.id, index, out))
    return out
}

/** The whole catalogue as plain data: a pure function of the seed name. */
export const generateCatalog = (seedName: string = CATALOG_SEED_NAME): SeedCatalog => {
    const random = createRandom(seedName)
    const products = generateFamilyProducts(random.fork('products'))
    applyMerchandising(random, products)
    addImpactCategories(products)
    const giftCards = generateGiftCards()
    giftCards.forEach((card, index) => (card.rank = products.length + index + 1))
    const all = [...products, ...giftCards]
    addGiftCategories(all)
    for (const product of all) product.categoryIds = [...new Set(product.categoryIds)]
    return {
        products: all,
        categories: flattenCategories(CATEGORY_TREE, null, 0, []),
        priceBooks: PRICE_BOOKS,
        prices: buildPrices(all),
        inventory: buildInventory(all),
        promotions: buildProductPromotions(random, products),
        badgeRules: buildBadgeRules(random, products),
        searchRedirects: SEARCH_REDIRECTS,
        popularSearches: POPULAR_SEARCHES
    }
}

export type {SeedCatalog} from './types'
