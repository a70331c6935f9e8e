import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'
import {useCatalogQuery} from './catalog-query'
import {projectCategoryTree} from './category-tree-projection'

export type Category = ShopperProductsTypes.Category

/** Spec 000 §7: the navigation reads the category root with 4 levels. */
export const CATEGORY_TREE_LEVELS = 4

/** The navigation tree (ids, names, menu flags) — rendered into every page, so only what menus need. */
export const useCategoryTree = () => {
    const client = useCommerceApi('shopperProducts')
    return useCatalogQuery(
        'category-tree',
        {id: 'root', levels: CATEGORY_TREE_LEVELS},
        async (options) =>
            projectCategoryTree(
                await client.getCategory(options as Parameters<typeof client.getCategory>[0])
            ),
        {staleTime: 600_000}
    )
}

/** One category (null when the platform has no such category). */
export const useCategory = (id: string | undefined, levels = 1) => {
    const client = useCommerceApi('shopperProducts')
    return useCatalogQuery(
        'category',
        {id, levels},
        (options) => client.getCategory(options as Parameters<typeof client.getCategory>[0]),
        {enabled: Boolean(id), notFoundAsNull: true}
    )
}
