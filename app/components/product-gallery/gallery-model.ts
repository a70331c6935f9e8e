import type {ImageDoc, ImageGroupDoc, ProductDoc} from '../variation-selector/product-document'

export interface GalleryImage {
    url: string
    alt: string
}

const colourOfGroup = (group: ImageGroupDoc): string | undefined =>
    group.variationAttributes?.find((attribute) => attribute.id === 'color')?.values?.[0]?.value

const urlOf = (image: ImageDoc) => image.disBaseLink || image.link

/**
 * The images of one view type for a colour: the group tagged with that colour, else the untagged group (items
 * without colours), else the first group of the type so a page never shows an empty gallery.
 */
export const galleryImages = (
    product: ProductDoc,
    colour: string | undefined,
    viewType: 'large' | 'medium' | 'small' = 'large'
): GalleryImage[] => {
    const groups = (product.imageGroups ?? []).filter((group) => group.viewType === viewType)
    const group =
        groups.find((candidate) => colour !== undefined && colourOfGroup(candidate) === colour) ??
        groups.find((candidate) => !colourOfGroup(candidate)) ??
        groups[0]
    const fallbackAlt = product.name ?? ''
    return (group?.images ?? []).map((image) => ({url: urlOf(image), alt: image.alt || fallbackAlt}))
}

/** Swatch image per colour value, from the 'swatch' view type. */
export const swatchImages = (product: ProductDoc): Record<string, string> =>
    Object.fromEntries(
        (product.imageGroups ?? [])
            .filter((group) => group.viewType === 'swatch' && group.images.length > 0)
            .flatMap((group) => {
                const colour = colourOfGroup(group)
                return colour ? [[colour, urlOf(group.images[0])]] : []
            })
    )
