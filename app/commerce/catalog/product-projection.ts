import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'

/**
 * What the server keeps of a product document for the product page and quick view (docs/architecture.md
 * "Query projections"). The page reads most of the document (variants, variation groups, prices, texts and
 * the c_* attributes other features add), so the document is kept whole except for its imagery, which is
 * most of its weight: only the view types the gallery and swatches show, and per image only its link and alt.
 *
 * To show another image view type, add it to PRODUCT_VIEW_TYPES (one line).
 */

type Product = ShopperProductsTypes.Product

/** The gallery's view type (product-gallery/gallery-model.ts) and the colour swatches. */
export const PRODUCT_VIEW_TYPES: ReadonlySet<string> = new Set(['large', 'swatch'])

interface Image {
    alt?: string
    title?: string
    link?: string
    disBaseLink?: string
}

/** The base link lets the image component ask for its own widths; the sized link is only the fallback. */
const leanImage = ({alt, link, disBaseLink}: Image): Image => ({
    ...(alt ? {alt} : {}),
    ...(disBaseLink ? {disBaseLink} : {link})
})

export const projectProduct = (product: Product): Product => {
    if (!product.imageGroups) return product
    return {
        ...product,
        imageGroups: product.imageGroups
            .filter((group) => PRODUCT_VIEW_TYPES.has(group.viewType))
            .map((group) => ({
                ...group,
                images: group.images.map((image) => leanImage(image) as typeof image)
            }))
    }
}
