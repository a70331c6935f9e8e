import type {ProductPromotion} from '../../rules/price/promotional-price'

/**
 * The product document fields the product page, quick view and gallery read (SCAPI Product plus the
 * platform's c_* attributes), typed narrowly so nothing downstream handles `any`.
 */

export interface AddToCartButton {
    available?: boolean
    buttonTitle?: string
}

export interface VariationValueDoc {
    value: string
    name?: string
    orderable?: boolean
}

export interface VariationAttributeDoc {
    id: string
    name?: string
    values?: VariationValueDoc[]
}

export interface PriceTier {
    price?: number
    quantity?: number
    pricebook?: string
}

export interface VariantDoc {
    productId: string
    orderable?: boolean
    price?: number
    tieredPrices?: PriceTier[]
    variationValues?: Record<string, string>
    c_addtocartbutton?: AddToCartButton
}

export interface VariationGroupDoc {
    productId: string
    orderable?: boolean
    price?: number
    variationValues?: Record<string, string>
    c_color?: string
    c_standardPrice?: number
    c_searchableIfUnavailable?: boolean
    c_addtocartbutton?: AddToCartButton
}

export interface ImageDoc {
    alt?: string
    title?: string
    link: string
    disBaseLink?: string
}

export interface ImageGroupDoc {
    viewType: string
    images: ImageDoc[]
    variationAttributes?: {id: string; values?: {value: string}[]}[]
}

export interface ProductBadges {
    topLeft?: string
    topRight?: string
    bottomLeft?: string
    bottomRight?: string
}

export interface ProductDoc {
    id: string
    name?: string
    currency?: string
    type?: {master?: boolean; variant?: boolean; variationGroup?: boolean; item?: boolean}
    master?: {masterId?: string; orderable?: boolean; price?: number; priceMax?: number}
    variationValues?: Record<string, string>
    shortDescription?: string
    longDescription?: string
    pageTitle?: string
    pageDescription?: string
    primaryCategoryId?: string
    price?: number
    priceMax?: number
    tieredPrices?: PriceTier[]
    variationAttributes?: VariationAttributeDoc[]
    variants?: VariantDoc[]
    variationGroups?: VariationGroupDoc[]
    imageGroups?: ImageGroupDoc[]
    inventory?: {orderable?: boolean; stockLevel?: number; ats?: number}
    c_addtocartbutton?: AddToCartButton
    c_standardPrice?: number
    c_hideMarkdownPrice?: boolean
    c_productBadges?: ProductBadges
    c_isGiftVoucher?: boolean
    c_giftCardType?: 'digital' | 'physical'
    c_linkedGiftCardId?: string
    c_giftCardAmounts?: number[]
    c_isHideProduct?: boolean
    c_searchableIfUnavailable?: boolean
    c_fitRating?: number
    c_fabric?: string
    c_care?: string
    c_features?: string[]
    c_productType?: string
    c_promomsg?: string
    /** The platform's live promotions with the price each brings this document's price to. */
    productPromotions?: ProductPromotion[]
    c_promos?: {id?: string; message?: string; calloutMsg?: string; hideProduct?: boolean}[]
    c_priceTemplate?: string
    c_averageRating?: number
    c_reviewCount?: number
}

/** Reads the platform's document through the narrow shape above (one cast, at the boundary). */
export const asProductDoc = (product: unknown): ProductDoc | null =>
    product && typeof product === 'object' && typeof (product as {id?: unknown}).id === 'string'
        ? (product as ProductDoc)
        : null

/** The id dwvar_ keys and pricing calls are named after: the master for variants and colours. */
export const masterIdOf = (product: ProductDoc): string => product.master?.masterId ?? product.id

/** The lowest single-unit list price the document carries (the struck-through price when on sale). */
export const listPriceOf = (tiers: readonly PriceTier[] | undefined): number | undefined => {
    const single = (tiers ?? []).filter((tier) => (tier.quantity ?? 1) <= 1 && typeof tier.price === 'number')
    return single.length ? Math.max(...single.map((tier) => tier.price as number)) : undefined
}
