import {useParams} from 'react-router-dom'
import {useCategory, useCategoryTree} from '../../commerce/catalog/use-categories'
import {GridSkeleton} from '../../components/product-grid'
import NotFound from '../not-found'
import {useCategoryContent, CategoryView} from './category-view'
import {ListingContainer} from './listing-container'
import {useListingResults} from './use-listing-results'

interface CategoryParams {
    cat1: string
    cat2?: string
    cat3?: string
}

/** The category is the path's last segment: /{cat1}[/{cat2}[/{cat3}]] (spec 001 §2.1). */
export const categoryIdOf = ({cat1, cat2, cat3}: CategoryParams): string => {
    const segment = cat3 ?? cat2 ?? cat1
    try {
        return decodeURIComponent(segment)
    } catch {
        return segment
    }
}

/*
 * Each warm-up asks for one thing the page needs, as a sibling of the page itself. Server rendering waits
 * for a component's queries one after another, but for siblings side by side, so the category, its tree,
 * content and products load in parallel instead of in a chain. They render nothing.
 */
const WarmResults = ({id}: {id: string}) => {
    useListingResults({cgid: id})
    return null
}
const WarmContent = ({id}: {id: string}) => {
    useCategoryContent(id)
    return null
}
const WarmTree = () => {
    useCategoryTree()
    return null
}

const CategoryGate = ({id}: {id: string}) => {
    const category = useCategory(id, {pageNeedsIt: true})
    if (category.isLoading) {
        return (
            <ListingContainer>
                <GridSkeleton />
            </ListingContainer>
        )
    }
    // Only a category the platform says does not exist is the not-found page (status 404). A failed read is
    // a server error: thrown to the error page (status 500), never cached as "not found" (spec 000 §8).
    if (category.error && !category.data) throw category.error
    if (!category.data) return <NotFound />
    return <CategoryView category={category.data} />
}

const isServer = typeof window === 'undefined'

/** Category listing pages: /shop/bottoms/leggings, /sale/sale-clothing, ... */
const ProductList = () => {
    const id = categoryIdOf(useParams<CategoryParams>())
    return (
        <>
            {/* The browser fetches a page's queries in parallel anyway; there the warm-ups would only
                add observers. They render nothing, so server and browser markup still match. */}
            {isServer && (
                <>
                    <WarmTree />
                    <WarmContent id={id} />
                    <WarmResults id={id} />
                </>
            )}
            <CategoryGate key={id} id={id} />
        </>
    )
}

export default ProductList
