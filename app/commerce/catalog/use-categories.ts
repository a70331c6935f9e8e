import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'
import {useCatalogQuery} from './catalog-query'
import {projectCategoryTree} from './category-tree-projection'

export type Category = ShopperProductsTypes.Category

/** Spec 000 §7: the navigation reads the category root with 4 levels. */
export const CATEGORY_TREE_LEVELS = 4

/** Categories change rarely: the tree is fresh for 10 minutes, in the browser and in the server's cache. */
const CATEGORY_STALE_TIME = 600_000

/**
 * The navigation tree (ids, names, menu flags) — rendered into every page, so only what menus need. The one
 * definition of the tree's query: the menu, breadcrumbs and search suggestions share it (`enabled` lets a
 * reader that only needs it later, like the suggestions panel, skip it during SSR).
 */
export const useCategoryTree = ({enabled = true}: {enabled?: boolean} = {}) => {
    const client = useCommerceApi('shopperProducts')
    return useCatalogQuery(
        'category-tree',
        {id: 'root', levels: CATEGORY_TREE_LEVELS},
        (options) => client.getCategory(options as Parameters<typeof client.getCategory>[0]),
        {
            enabled,
            project: projectCategoryTree,
            staleTime: CATEGORY_STALE_TIME,
            serverTtlMs: CATEGORY_STALE_TIME
        }
    )
}

/**
 * One category (null when the platform has no such category). The listing page passes `pageNeedsIt`: it throws
 * the query's failure to the error page.
 */
export const useCategory = (id: string | undefined, {pageNeedsIt = false}: {pageNeedsIt?: boolean} = {}) => {
    const client = useCommerceApi('shopperProducts')
    return useCatalogQuery(
        'category',
        {id, levels: 1},
        (options) => client.getCategory(options as Parameters<typeof client.getCategory>[0]),
        {enabled: Boolean(id), notFoundAsNull: true, serverTtlMs: CATEGORY_STALE_TIME, pageNeedsIt}
    )
}
