import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'

/**
 * What the server keeps of a product search (docs/architecture.md "Query projections"). Search results are
 * rendered into the page and hydrated, so every field here is paid for in every listing and carousel's HTML;
 * everything else is dropped in the query function, before the result reaches the query cache.
 *
 * To show a new hit field on tiles, add its name to TILE_HIT_FIELDS (one line); nested fields that need
 * trimming have their own function below.
 */

type Hit = ShopperSearchTypes.ProductSearchHit
type Result = ShopperSearchTypes.ProductSearchResult
type Fields = Record<string, unknown>

/** Hit fields product tiles read as they are (tile-model.ts, badges, promotions, price templates). */
export const TILE_HIT_FIELDS = [
    'productId',
    'productName',
    'currency',
    'price',
    'priceMax',
    'c_standardPrice',
    'c_hideMarkdownPrice',
    'c_productBadges',
    'c_promos',
    'productPromotions',
    'c_priceTemplate',
    'c_isHideProduct'
] as const

/** Extra hit fields the search page's single-hit redirect reads (search-redirects.ts). */
export const LISTING_HIT_FIELDS = [...TILE_HIT_FIELDS, 'representedProduct'] as const

/** Result fields listings read (counts, refinements, sorting, redirects, suggestions). */
export const LISTING_RESULT_FIELDS = [
    'limit',
    'offset',
    'total',
    'query',
    'refinements',
    'selectedRefinements',
    'sortingOptions',
    'selectedSortingOption',
    'searchPhraseSuggestions',
    'c_redirect'
] as const

/** The tile image view type; its first image is the tile, the second the hover view. */
const TILE_VIEW_TYPE = 'medium'
const TILE_IMAGES = 2

interface Image {
    alt?: string
    link?: string
    disBaseLink?: string
}

interface ImageGroup {
    viewType?: string
    images?: Image[]
}

/** Flags tiles only test for true (tile-model.ts, product-display.ts): false says nothing absence does not. */
const TRUE_ONLY_FLAGS: ReadonlySet<string> = new Set(['c_isHideProduct', 'c_hideMarkdownPrice'])

/** Lists tiles only read entries of (tile-model.ts): an empty one says nothing its absence does not. */
const NON_EMPTY_LISTS: ReadonlySet<string> = new Set(['c_promos', 'productPromotions'])

const pick = (source: Fields, fields: readonly string[]): Fields => {
    const picked: Fields = {}
    for (const field of fields) {
        const value = source[field]
        if (value === undefined || (value === false && TRUE_ONLY_FLAGS.has(field))) continue
        if (NON_EMPTY_LISTS.has(field) && Array.isArray(value) && value.length === 0) continue
        picked[field] = value
    }
    return picked
}

/** The base link lets the image component ask for its own widths; the sized link is the fallback. */
const leanImage = (image: Image): Image => ({
    ...(image.alt ? {alt: image.alt} : {}),
    ...(image.disBaseLink ? {disBaseLink: image.disBaseLink} : {link: image.link})
})

/**
 * The first tile-sized group's front and back views, else the hit's single image. Swatch groups are kept only as a colour count when the hit lists no colours.
 */
const tileImages = (hit: Fields): Fields => {
    const groups = (hit.imageGroups as ImageGroup[] | undefined) ?? []
    const tile = groups.find((group) => group.viewType === TILE_VIEW_TYPE)
    const colours = colourValues(hit)
    const swatches = colours ? [] : groups.filter((group) => group.viewType === 'swatch')
    const projected: ImageGroup[] = [
        ...(tile
            ? [
                  {
                      viewType: TILE_VIEW_TYPE,
                      images: (tile.images ?? []).slice(0, TILE_IMAGES).map(leanImage)
                  }
              ]
            : []),
        ...swatches.map(() => ({viewType: 'swatch', images: []}))
    ]
    const image = hit.image as Image | undefined
    return {
        ...(projected.length ? {imageGroups: projected} : {}),
        ...(!tile && image ? {image: leanImage(image)} : {})
    }
}

const colourValues = (hit: Fields) => {
    const attributes = (hit.variationAttributes as {id?: string; values?: {value?: string}[]}[]) ?? []
    const colour = attributes.find((attribute) => attribute.id === 'color')
    return colour?.values?.length ? colour.values : undefined
}

/** Tiles count colours; they never read names or orderability. */
const tileColours = (hit: Fields): Fields => {
    const values = colourValues(hit)
    return values ? {variationAttributes: [{id: 'color', values: values.map(({value}) => ({value}))}]} : {}
}

/** The list price is the highest single-unit tier; other tiers and price book names are not shown. */
const tileTiers = (hit: Fields): Fields => {
    const tiers = (hit.tieredPrices as {price?: number; quantity?: number}[] | undefined) ?? []
    const single = tiers.filter((tier) => (tier.quantity ?? 1) <= 1 && typeof tier.price === 'number')
    return single.length ? {tieredPrices: single.map(({price, quantity}) => ({price, quantity}))} : {}
}

/** Badge rules may name the variant a hit stands for (tile-model.ts productIds): its id, nothing else. */
const representedId = (hit: Fields): Fields => {
    const id = (hit.representedProduct as {id?: string} | undefined)?.id
    return id ? {representedProduct: {id}} : {}
}

/** A search hit as product tiles (carousels, grids) read it. */
export const projectTileHit = (hit: Hit): Hit =>
    ({
        ...pick(hit as unknown as Fields, TILE_HIT_FIELDS),
        ...representedId(hit as unknown as Fields),
        ...tileTiers(hit as unknown as Fields),
        ...tileColours(hit as unknown as Fields),
        ...tileImages(hit as unknown as Fields)
    } as unknown as Hit)

interface RedirectFields {
    representedProduct?: {id?: string}
    variants?: {productId?: string; variationValues?: Record<string, string>}[]
    c_productInfo?: {masterId?: string; primaryCategoryId?: string}
}

/**
 * A search hit as listing grids read it: a tile, plus what the single-hit redirect needs (the represented
 * variant's colour and size, the master id and the primary category).
 */
export const projectListingHit = (hit: Hit): Hit => {
    const source = hit as Hit & RedirectFields
    const representedId = source.representedProduct?.id
    const variant = source.variants?.find((candidate) => candidate.productId === representedId)
    const info = source.c_productInfo
    return {
        ...projectTileHit(hit),
        ...pick(hit as unknown as Fields, LISTING_HIT_FIELDS),
        ...(variant
            ? {variants: [{productId: variant.productId, variationValues: variant.variationValues}]}
            : {}),
        ...(info ? {c_productInfo: {masterId: info.masterId, primaryCategoryId: info.primaryCategoryId}} : {})
    } as Hit
}

/** A carousel's search: the hits as tiles, and the counts. */
export const projectTileSearchResult = (result: Result): Result =>
    ({
        ...pick(result as unknown as Fields, ['limit', 'offset', 'total']),
        ...(result.hits ? {hits: result.hits.map(projectTileHit)} : {})
    } as Result)

/** A listing's search (category and search pages): hits for grids, refinements, sorting and redirects. */
export const projectListingResult = (result: Result): Result =>
    ({
        ...pick(result as unknown as Fields, LISTING_RESULT_FIELDS),
        ...(result.hits ? {hits: result.hits.map(projectListingHit)} : {})
    } as Result)
