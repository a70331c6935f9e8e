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

/** "Search returns cached results for a repeated key": the key for a search's parameters. */
export const searchCacheKey = (params: {
    q?: string
    cgid?: string
    refine?: string
    sort?: string
    offset?: number
    limit?: number
}): string =>
    JSON.stringify([
        params.q?.trim().toLowerCase() ?? '',
        params.cgid ?? '',
        params.refine ?? '',
        params.sort ?? '',
        params.offset ?? 0,
        params.limit ?? 0
    ])
