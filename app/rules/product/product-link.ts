import {buildQuery} from '../../region/url-parts'

/** "the slug lower-cased with spaces and slashes replaced by hyphens" (spec 001 §2.2); anything else that
 * is not URL-safe is percent-encoded so a product name can never break the path. */
export const productSlug = (name: string): string =>
    encodeURIComponent(name.trim().toLowerCase().replace(/[\s/]/g, '-'))

export interface ProductLinkTarget {
    id: string
    name: string
    categoryIds?: readonly string[]
}

/** "/{category ids joined by slash}/{product-name-slug}-{productId}.html" */
export const productPath = ({id, name, categoryIds = []}: ProductLinkTarget): string => {
    const categories = categoryIds.filter(Boolean).map(encodeURIComponent)
    return `/${[...categories, `${productSlug(name)}-${encodeURIComponent(id)}.html`].join('/')}`
}

export interface ProductLinkOptions {
    cgid?: string
    color?: string
    legLength?: string
    size?: string
    tile?: number | string
    oldpid?: string
    /** The id dwvar_ keys are named after (the master); the path's product id when absent. */
    variationOwnerId?: string
}

/** "Optional query: cgid, dwvar_{id}_color, dwvar_{id}_leg-length, dwvar_{id}_size, tile, oldpid." */
export const productUrl = (target: ProductLinkTarget, options: ProductLinkOptions = {}): string => {
    const owner = options.variationOwnerId ?? target.id
    const query = buildQuery([
        ['cgid', options.cgid],
        [`dwvar_${owner}_color`, options.color],
        [`dwvar_${owner}_leg-length`, options.legLength],
        [`dwvar_${owner}_size`, options.size],
        ['tile', options.tile],
        ['oldpid', options.oldpid]
    ])
    return productPath(target) + (query ? `?${query}` : '')
}

/** "/product/{id} with query pairs from variation attribute ids and value ids" */
export const productDetailPath = (
    id: string,
    selections: Readonly<Record<string, string | undefined>> = {}
): string => {
    const query = buildQuery(Object.entries(selections))
    return `/product/${encodeURIComponent(id)}${query ? `?${query}` : ''}`
}

export interface VariationChange {
    /** The master product id the dwvar_ keys are named after. */
    masterId: string
    pid?: string
    color?: string
    legLength?: string
    vgid?: string
    cgid?: string
    tile?: number | string
    src?: string
    newpid?: string
    oldpid?: string
}

/** "after a colour or size change the query carries pid, dwvar_{id}_color, dwvar_{id}_leg-length, vgid, cgid,
 * tile, src, newpid, oldpid" (spec 001 §2.2), in that order, empty values left out. */
export const variationChangeQuery = (change: VariationChange): string =>
    buildQuery([
        ['pid', change.pid],
        [`dwvar_${change.masterId}_color`, change.color],
        [`dwvar_${change.masterId}_leg-length`, change.legLength],
        ['vgid', change.vgid],
        ['cgid', change.cgid],
        ['tile', change.tile],
        ['src', change.src],
        ['newpid', change.newpid],
        ['oldpid', change.oldpid]
    ])
