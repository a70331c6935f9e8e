import {useMemo} from 'react'
import {useCategoryTree} from '../../commerce/catalog/use-categories'
import {indexCategories} from '../../components/mega-menu/category-index'
import {canonicalCategoryIds, categoryTrail} from './category-trail'

/** The breadcrumb trail and the canonical link's category ids, from the (server-rendered) category tree. */
export const useCategoryTrail = (pathCategoryIds: string[], primaryCategoryId: string | undefined) => {
    const tree = useCategoryTree()
    const index = useMemo(() => indexCategories(tree.data), [tree.data])
    const key = pathCategoryIds.join('/')
    return useMemo(
        () => ({
            trail: categoryTrail(index, key ? key.split('/') : [], primaryCategoryId),
            canonicalCategoryIds: canonicalCategoryIds(index, primaryCategoryId)
        }),
        [index, key, primaryCategoryId]
    )
}
