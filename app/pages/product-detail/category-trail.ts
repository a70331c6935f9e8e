import type {IndexedCategory} from '../../components/mega-menu/category-index'

export interface TrailStep {
    id: string
    name: string
    /** The category's listing path (unprefixed), e.g. /shop/bottoms/leggings. */
    path: string
}

/**
 * The category trail of a product: the deepest category named in the page's path when the tree knows it (the
 * shopper's way in), else the product's primary category; each step from the top of the tree down.
 */
export const categoryTrail = (
    index: Map<string, IndexedCategory>,
    pathCategoryIds: readonly string[],
    primaryCategoryId: string | undefined
): TrailStep[] => {
    const fromPath = [...pathCategoryIds].reverse().find((id) => index.has(id))
    const leaf =
        fromPath ?? (primaryCategoryId && index.has(primaryCategoryId) ? primaryCategoryId : undefined)
    if (!leaf) return []
    const ids = (index.get(leaf)?.path ?? '').split('/').filter(Boolean)
    return ids.flatMap((id) => {
        const entry = index.get(id)
        return entry ? [{id, name: entry.category.name ?? id, path: entry.path}] : []
    })
}

/** Category ids for the product link helper: the primary category's trail (stable, so the canonical is too). */
export const canonicalCategoryIds = (
    index: Map<string, IndexedCategory>,
    primaryCategoryId: string | undefined
): string[] => categoryTrail(index, [], primaryCategoryId).map((step) => step.id)
