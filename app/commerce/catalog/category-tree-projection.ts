import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'

/** The part of a category the navigation uses: every page carries the tree, so it stays small. */
export interface CategoryNode {
    id: string
    name?: string
    c_showInMenu?: boolean
    categories?: CategoryNode[]
}

export const projectCategoryTree = (category: ShopperProductsTypes.Category): CategoryNode => {
    const {c_showInMenu} = category as {c_showInMenu?: boolean}
    return {
        id: category.id,
        ...(category.name ? {name: category.name} : {}),
        ...(typeof c_showInMenu === 'boolean' ? {c_showInMenu} : {}),
        ...(category.categories?.length ? {categories: category.categories.map(projectCategoryTree)} : {})
    }
}
