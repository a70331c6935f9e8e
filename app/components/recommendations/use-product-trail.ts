import {useCallback, useMemo} from 'react'
import {useCategoryTree} from '../../commerce/catalog/use-categories'
import {indexCategories} from '../mega-menu/category-index'

/** Tiles link to the product link helper's path: the category trail of the product's primary category. */
export const useProductTrail = () => {
    const tree = useCategoryTree()
    const categories = useMemo(() => indexCategories(tree.data), [tree.data])
    return useCallback(
        (categoryId: string | undefined): string[] =>
            (categoryId && categories.get(categoryId)?.path.split('/').filter(Boolean)) ||
            (categoryId ? [categoryId] : []),
        [categories]
    )
}
