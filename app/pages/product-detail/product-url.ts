import {variationChangeQuery} from '../../rules/product/product-link'
import {
    masterIdOf,
    type ProductDoc,
    type VariantDoc
} from '../../components/variation-selector/product-document'
import {attributeIdsOf, groupIdFor, type Selection} from '../../components/variation-selector/variation-model'

export interface ProductRouteParams {
    productId?: string
    productSlug?: string
}

/** `/product/{id}`, `/products/{id}`, or the last segment of `/{cats}/{slug}-{id}.html` (ids carry no hyphen). */
export const productIdFromParams = ({productId, productSlug}: ProductRouteParams): string | undefined => {
    if (productId) return safeDecode(productId)
    const match = productSlug ? /-([^-]+)\.html$/.exec(productSlug) : null
    return match ? safeDecode(match[1]) : undefined
}

const safeDecode = (value: string) => {
    try {
        return decodeURIComponent(value)
    } catch {
        return value
    }
}

/**
 * The selection a URL asks for (spec 001 §2.2), later sources winning: the document's own variation values (a
 * colour or variant id in the path), `pid` naming a variant or colour, then `dwvar_{id}_{attribute}` pairs, then
 * plain `{attribute}={value}` pairs of the /product/{id} form.
 */
export const selectionFromQuery = (product: ProductDoc, search: string): Selection => {
    const query = new URLSearchParams(search)
    const masterId = masterIdOf(product)
    const selection: Selection = {...product.variationValues}
    const pid = query.get('pid')
    if (pid) {
        const named =
            product.variants?.find((variant) => variant.productId === pid) ??
            product.variationGroups?.find((group) => group.productId === pid)
        Object.assign(selection, named?.variationValues)
    }
    for (const attributeId of attributeIdsOf(product)) {
        const value =
            query.get(`dwvar_${masterId}_${attributeId}`) ??
            query.get(`dwvar_${product.id}_${attributeId}`) ??
            query.get(attributeId)
        if (value) selection[attributeId] = value
    }
    return selection
}

/**
 * The query after a colour or size change: pid, dwvar_{master}_color, dwvar_{master}_leg-length, vgid, cgid,
 * tile, src, newpid, oldpid (spec 001 §2.2). pid names the variant once one is chosen, else the colour;
 * newpid/oldpid record the move from the previous pid; the listing context (cgid, tile, src) is kept, and so
 * is `edit` (the basket line being edited), so a reload stays in edit mode.
 */
export const queryAfterChange = (
    product: ProductDoc,
    selection: Selection,
    variant: VariantDoc | undefined,
    search: string
): string => {
    const query = new URLSearchParams(search)
    const vgid = groupIdFor(product, selection.color)
    const pid = variant?.productId ?? vgid ?? product.id
    const previous = query.get('pid') ?? product.id
    const edit = query.get('edit')
    const changed = variationChangeQuery({
        masterId: masterIdOf(product),
        pid,
        color: selection.color,
        legLength: selection['leg-length'],
        vgid,
        cgid: query.get('cgid') ?? undefined,
        tile: query.get('tile') ?? undefined,
        src: query.get('src') ?? undefined,
        ...(previous !== pid && {newpid: pid, oldpid: previous})
    })
    return edit ? `${changed}&edit=${encodeURIComponent(edit)}` : changed
}
