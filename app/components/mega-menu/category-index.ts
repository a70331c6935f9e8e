import type {Category} from '../../commerce/catalog/use-categories'

export interface IndexedCategory {
    category: Category
    /** Listing path: the ids below the root joined, e.g. /shop/bottoms/leggings. */
    path: string
    /** Shown in menus unless the platform's c_showInMenu is false. */
    showInMenu: boolean
}

export const showsInMenu = (category: Category) =>
    (category as {c_showInMenu?: boolean}).c_showInMenu !== false

/** Every category of the tree by id, with its listing path. */
export const indexCategories = (root: Category | null | undefined): Map<string, IndexedCategory> => {
    const index = new Map<string, IndexedCategory>()
    const visit = (category: Category, trail: string[]) => {
        const here = [...trail, category.id]
        index.set(category.id, {category, path: '/' + here.join('/'), showInMenu: showsInMenu(category)})
        for (const child of category.categories ?? []) visit(child, here)
    }
    for (const child of root?.categories ?? []) visit(child, [])
    return index
}
