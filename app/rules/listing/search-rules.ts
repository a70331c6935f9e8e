import {productUrl} from '../product/product-link'

/** "A redirect target in the query goes to redirect (double slash collapsed)"; the scheme's '//' stays. */
export const searchRedirectTarget = (redirect: string | null | undefined): string | undefined => {
    const target = (redirect ?? '').trim()
    if (!target) return undefined
    const scheme = /^[a-z][a-z\d+.-]*:\/\//i.exec(target)?.[0] ?? ''
    return scheme + target.slice(scheme.length).replace(/\/{2,}/g, '/')
}

export interface SearchHitForRedirect {
    productId: string
    productName: string
    categoryIds?: readonly string[]
    /** The hit's represented colour and size. */
    color?: string
    size?: string
    /** The master id the dwvar_ keys name. */
    masterId?: string
}

/** "A text search with exactly one hit redirects to that product's path for its colour and size." */
export const singleHitRedirect = (
    isTextSearch: boolean,
    total: number,
    hits: readonly SearchHitForRedirect[]
): string | undefined => {
    if (!isTextSearch || total !== 1 || hits.length !== 1) return undefined
    const [hit] = hits
    return productUrl(
        {id: hit.productId, name: hit.productName, categoryIds: hit.categoryIds},
        {color: hit.color, size: hit.size, variationOwnerId: hit.masterId}
    )
}

/**
 * "Search returns cached results for a repeated key" (spec 000): the phrase as a search and its cache key carry
 * it. The platform's search ignores case and spacing, so 'Black  Leggings ' and 'black leggings' are one search,
 * fetched once and cached once (in the browser and in the server's shared search cache).
 */
export const searchPhraseKey = (phrase: string): string => phrase.trim().replace(/\s+/g, ' ').toLowerCase()
