import {productPath} from '../../rules/product/product-link'

/**
 * What a product tile shows, read from either a search hit or a product document (both SCAPI shapes carry
 * these fields under the same names, apart from id and name).
 */
interface SourceImage {
    link?: string
    disBaseLink?: string
    alt?: string
}

export interface TileSource {
    productId?: string
    id?: string
    productName?: string
    name?: string
    currency?: string
    price?: number
    priceMax?: number
    c_standardPrice?: number
    c_hideMarkdownPrice?: boolean
    tieredPrices?: {price?: number; quantity?: number}[]
    image?: SourceImage
    imageGroups?: {viewType?: string; images?: SourceImage[]}[]
    variationAttributes?: {id?: string; values?: unknown[]}[]
    c_productBadges?: {topLeft?: string; topRight?: string; bottomLeft?: string; bottomRight?: string}
}

export interface TileImage {
    url: string
    alt: string
}

export interface TileModel {
    id: string
    name: string
    href: string
    image?: TileImage
    /** Shown on hover on devices that can hover (the back view). */
    hoverImage?: TileImage
    price: {
        price?: number
        standardPrice?: number
        minPrice?: number
        maxPrice?: number
        currency: string
        hideMarkdownPrice?: boolean
    }
    colourCount: number
    badge?: string
}

const TILE_VIEW_TYPE = 'medium'

const toImage = (image: SourceImage | undefined, fallbackAlt: string): TileImage | undefined => {
    const url = image?.disBaseLink || image?.link
    return url ? {url, alt: image?.alt || fallbackAlt} : undefined
}

/** The list price: c_standardPrice when the platform sets it, else the highest single-unit tier. */
export const standardPriceOf = (source: TileSource): number | undefined => {
    if (typeof source.c_standardPrice === 'number') return source.c_standardPrice
    const tiers = (source.tieredPrices ?? [])
        .filter((tier) => (tier.quantity ?? 1) <= 1 && typeof tier.price === 'number')
        .map((tier) => tier.price as number)
    return tiers.length ? Math.max(...tiers) : undefined
}

export const colourCountOf = (source: TileSource): number => {
    const colour = source.variationAttributes?.find((attribute) => attribute.id === 'color')
    if (colour?.values?.length) return colour.values.length
    return (source.imageGroups ?? []).filter((group) => group.viewType === 'swatch').length
}

export interface TileOptions {
    /** The product's category path for its link (spec 001 §2.2 product link helper). */
    categoryIds?: readonly string[]
    fallbackCurrency: string
}

export const tileModel = (
    source: TileSource,
    {categoryIds = [], fallbackCurrency}: TileOptions
): TileModel => {
    const id = source.productId ?? source.id ?? ''
    const name = source.productName ?? source.name ?? ''
    const group = source.imageGroups?.find((candidate) => candidate.viewType === TILE_VIEW_TYPE)
    const [first, second] = group?.images ?? []
    const price = source.price
    const priceMax = source.priceMax
    const ranged = typeof price === 'number' && typeof priceMax === 'number' && priceMax !== price
    return {
        id,
        name,
        href: productPath({id, name, categoryIds}),
        image: toImage(first, name) ?? toImage(source.image, name),
        hoverImage: toImage(second, name),
        price: {
            price,
            standardPrice: standardPriceOf(source),
            ...(ranged && {minPrice: price, maxPrice: priceMax}),
            currency: source.currency || fallbackCurrency,
            hideMarkdownPrice: source.c_hideMarkdownPrice
        },
        colourCount: colourCountOf(source),
        badge: source.c_productBadges?.topLeft || undefined
    }
}
