import type {Category} from '../../commerce/catalog/use-categories'
import type {ProductSearchHit, ProductSearchResult} from '../../commerce/catalog/use-product-search'
import {categoryTrail} from '../../components/breadcrumbs/category-trail'
import {searchRedirectTarget, singleHitRedirect, type SearchHitForRedirect} from '../../rules/listing'

interface HitExtras {
    representedProduct?: {id?: string}
    variants?: {productId?: string; variationValues?: Record<string, string>}[]
    c_productInfo?: {masterId?: string; primaryCategoryId?: string}
}

/**
 * A hit as the single-hit rule reads it: its represented variant's colour and size, its master (whose id the
 * dwvar_ parameters carry) and its primary category's path for the product link.
 */
export const redirectHit = (
    hit: ProductSearchHit,
    tree: Category | null | undefined
): SearchHitForRedirect => {
    const extras = hit as ProductSearchHit & HitExtras
    const representedId = extras.representedProduct?.id
    const variant = extras.variants?.find((candidate) => candidate.productId === representedId)
    const primary = extras.c_productInfo?.primaryCategoryId
    return {
        productId: hit.productId,
        productName: hit.productName ?? hit.productId,
        categoryIds: categoryTrail(tree, primary).map((category) => category.id),
        color: variant?.variationValues?.color,
        size: variant?.variationValues?.size,
        masterId: extras.c_productInfo?.masterId ?? hit.productId
    }
}

/** The page a search result sends the shopper to instead of listing results, if any. */
export const searchResultRedirect = (
    result: ProductSearchResult | undefined,
    {refined, tree}: {refined: boolean; tree: Category | null | undefined}
): {target: string; kind: 'redirect' | 'single-hit'} | undefined => {
    if (!result) return undefined
    // "A redirect target in the query goes to redirect (double slash collapsed)" (spec 000 §4).
    const configured = (result as {c_redirect?: unknown}).c_redirect
    const target = searchRedirectTarget(typeof configured === 'string' ? configured : undefined)
    if (target) return {target, kind: 'redirect'}
    // Narrowing a search down to one product with filters keeps the shopper on the results.
    const single = singleHitRedirect(
        Boolean(result.query) && !refined,
        result.total,
        (result.hits ?? []).map((hit) => redirectHit(hit, tree))
    )
    return single ? {target: single, kind: 'single-hit'} : undefined
}
