import type {Category} from '../../commerce/catalog/use-categories'

/**
 * The categories from the top level down to the one asked for (the catalogue root left out), read from the
 * category tree. Empty when the tree does not hold the category.
 */
export const categoryTrail = (tree: Category | null | undefined, id: string | undefined): Category[] => {
    if (!tree || !id) return []
    const walk = (node: Category, trail: Category[]): Category[] | undefined => {
        const here = node.id === tree.id ? trail : [...trail, node]
        if (node.id === id) return here
        for (const child of node.categories ?? []) {
            const found = walk(child, here)
            if (found) return found
        }
        return undefined
    }
    return walk(tree, []) ?? []
}

/** A category's listing path: the ids of its trail joined by slashes (`/shop/bottoms/leggings`). */
export const categoryListingPath = (trail: readonly Pick<Category, 'id'>[]): string =>
    `/${trail.map((category) => encodeURIComponent(category.id)).join('/')}`
