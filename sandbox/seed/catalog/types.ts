import type {ProductKind} from '../palette'
import type {Translations} from './locales'
import type {PriceBookDefinition} from './pricing'

/** Product badge slots on a tile (spec 000 §3). */
export interface ProductBadges {
    topLeft?: string
    topRight?: string
    bottomLeft?: string
    bottomRight?: string
}

/** A promotion message on a product; `hideProduct` entries are dropped by the storefront (spec 000 §5). */
export interface ProductPromo {
    id: string
    message: string
    hideProduct: boolean
}

/**
 * Custom attributes of a master or item that do not depend on locale, currency or stock. Stored as JSON;
 * the product API adds the derived ones (c_isSale, c_standardPrice, c_addtocartbutton, c_color).
 */
export interface MasterAttributes {
    c_productType: string
    c_activity: string[]
    c_fabric: string
    c_care: string
    c_features: string[]
    c_fitRating?: number
    c_isNew: boolean
    c_isAppExclusive: boolean
    c_isHideProduct: boolean
    c_searchableIfUnavailable: boolean
    /** Restock announced: add-to-bag becomes "Email me when this is in stock". */
    c_comingSoon: boolean
    c_promos: ProductPromo[]
    c_promomsg?: string
    c_priceTemplate: 'standard' | 'sale' | 'range' | 'gift-card'
    c_hideMarkdownPrice: boolean
    c_productBadges: ProductBadges
    c_averageRating: number
    c_reviewCount: number
    /** Launch date (ISO day): drives the "newest" sort. */
    c_launchDate: string
    c_isGiftVoucher: boolean
    c_giftCardType?: 'digital' | 'physical'
    c_linkedGiftCardId?: string
    c_giftCardAmounts?: number[]
    c_supportLevel?: 'light' | 'medium' | 'high'
    /** Pieces per pack: the product API reports pricePerUnit = price / c_unitCount. */
    c_unitCount?: number
    c_isBestseller: boolean
}

export interface SeedColourGroup {
    /** Variation group id, e.g. VL10001_BLK. */
    id: string
    colourId: string
    onSale: boolean
    /** GBP markdown as a fraction of the list price (0 when not on sale). */
    saleDiscount: number
}

export interface SeedVariant {
    id: string
    colourId: string
    size: string
    legLength?: string
    stockLevel: number
    comingSoon: boolean
}

export interface SeedProduct {
    id: string
    type: 'master' | 'item'
    familyId: string
    kind: ProductKind
    /** Merchandising rank: lower sells better; drives best-matches and bestsellers. */
    rank: number
    name: Translations
    shortDescription: Translations
    longDescription: Translations
    primaryCategoryId: string
    categoryIds: string[]
    colours: SeedColourGroup[]
    sizes: string[]
    legLengths: string[]
    variants: SeedVariant[]
    /** GBP list price of every variant (gift card values carry their own prices). */
    gbpListPrice: number
    insiders: boolean
    attributes: MasterAttributes
    /** How its pictures draw it (seed/looks.ts): length, fit, support, construction. */
    look?: string
}

export interface SeedPrice {
    priceBookId: string
    productId: string
    amount: number
}

export interface SeedInventory {
    productId: string
    stockLevel: number
    backorderable: boolean
    preorderable: boolean
    inStockDate?: string
}

export interface SeedCategory {
    id: string
    parentId: string | null
    position: number
    showInMenu: boolean
    names: Translations
}

export interface SeedProductPromotion {
    id: string
    callout: Translations
    /** Fraction off the effective price shown as promotionalPrice (0 for message-only promotions). */
    discount: number
    productIds: string[]
    /** Site ids the promotion runs on; undefined: every site. */
    sites?: string[]
}

export interface BadgeAddRule {
    id: string
    products: string[]
    label: string
    'background-color': string
    'font-color': string
    position: keyof ProductBadges
    priority: number
    timeframes: {start: string; end: string}[]
    realTimefields: {
        field: string
        operator: 'lessThan' | 'greaterThan' | 'equals'
        value: number | boolean
    }[]
}

export interface BadgeReplaceRule {
    id: string
    search: string
    label: string
    colours: {'background-color': string; 'font-color': string}
    priority: number
}

export interface SeedCatalog {
    products: SeedProduct[]
    categories: SeedCategory[]
    priceBooks: PriceBookDefinition[]
    prices: SeedPrice[]
    inventory: SeedInventory[]
    promotions: SeedProductPromotion[]
    badgeRules: {add: BadgeAddRule[]; replace: BadgeReplaceRule[]}
    searchRedirects: {phrase: string; url: string}[]
    popularSearches: string[]
}
