import type {ProductPromo} from '../../rules/price/price-display'
import {applyPriceTemplate} from '../../rules/price/price-template'
import {
    productCallouts,
    type ProductPromotion,
    withPromotionalPrice
} from '../../rules/price/promotional-price'
import type {PlatformBadges} from '../../rules/product/badges'
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
    /** The variant or colour a search hit stands for (badge rules may list it). */
    representedProduct?: {id?: string}
    c_productBadges?: PlatformBadges
    c_promos?: ProductPromo[]
    /** Live promotions with the price each brings `price` to (the basket charges it). */
    productPromotions?: ProductPromotion[]
    c_priceTemplate?: string
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
    /** Ids badge rules may list: the product's own, then the variant or colour it stands for. */
    productIds: string[]
    /** c_productBadges: the platform's label per slot, before the site's badge rules. */
    badges?: PlatformBadges
    /** Promotion callouts to show: live promotions', then c_promos without hidden entries. */
    promos: string[]
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
    const ranged =
        typeof source.price === 'number' &&
        typeof source.priceMax === 'number' &&
        source.priceMax !== source.price
    const price = withPromotionalPrice(
        applyPriceTemplate(source.c_priceTemplate, {
            price: source.price,
            standardPrice: standardPriceOf(source),
            ...(ranged && {minPrice: source.price, maxPrice: source.priceMax})
        }),
        source.productPromotions,
        source.price
    )
    const represented = source.representedProduct?.id
    return {
        id,
        name,
        href: productPath({id, name, categoryIds}),
        image: toImage(first, name) ?? toImage(source.image, name),
        hoverImage: toImage(second, name),
        price: {
            ...price,
            currency: source.currency || fallbackCurrency,
            hideMarkdownPrice: source.c_hideMarkdownPrice
        },
        colourCount: colourCountOf(source),
        productIds: represented && represented !== id ? [id, represented] : [id],
        ...(source.c_productBadges && {badges: source.c_productBadges}),
        promos: productCallouts(source.productPromotions, source.c_promos, source.c_hideMarkdownPrice)
    }
}
