import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'

type Hit = ShopperSearchTypes.ProductSearchHit
type Result = ShopperSearchTypes.ProductSearchResult
type ImageGroup = NonNullable<Hit['imageGroups']>[number]
type Image = ImageGroup['images'][number]

/** Image view types a tile shows: the listing image (front and back) and the colour swatches. */
const TILE_VIEW_TYPES = new Set(['medium', 'swatch'])

const projectImage = (image: Image): Image =>
    ({
        alt: image.alt,
        // The base link lets the image component ask for its own widths; the sized link is the fallback.
        ...(image.disBaseLink ? {disBaseLink: image.disBaseLink} : {link: image.link})
    } as Image)

/**
 * A search hit without what no listing reads (every variant, every variation group, the represented-product
 * list, image titles and sizes no tile uses). Results are rendered into the page and hydrated, so a listing
 * of 24 hits drops from ~280 kB to a fraction of it.
 */
export const projectSearchHit = (hit: Hit): Hit => {
    const lean = {...hit} as Hit & Record<string, unknown>
    delete lean.variants
    delete lean.variationGroups
    delete lean.representedProducts
    if (lean.image) lean.image = projectImage(lean.image)
    if (lean.imageGroups) {
        lean.imageGroups = lean.imageGroups
            .filter((group) => TILE_VIEW_TYPES.has(group.viewType))
            .map((group) => ({...group, images: group.images.map(projectImage)}))
    }
    return lean
}

export const projectSearchResult = (result: Result): Result =>
    result.hits ? {...result, hits: result.hits.map(projectSearchHit)} : result
