import type {CatalogLocale, Translations} from '../../seed/catalog/locales'
import type {PriceBookDefinition} from '../../seed/catalog/pricing'
import type {BadgeAddRule, BadgeReplaceRule, MasterAttributes} from '../../seed/catalog/types'
import type {VariationLayout} from './write-seed'

/**
 * The catalogue as the API serves it, loaded once from SQLite when the sandbox starts (load-catalog.ts). The
 * catalogue is read-only at run time; only stock moves, and that is read live (see inventory.ts).
 */

export interface CatalogVariant {
    id: string
    masterId: string
    /** Position in the master's `variants` (prices and stock are kept in arrays in this order). */
    index: number
    groupId: string
    colourId: string
    size: string
    legLength?: string
    position: number
    comingSoon: boolean
}

export interface CatalogGroup {
    id: string
    masterId: string
    colourId: string
    position: number
    onSale: boolean
    /** The group's variants, as positions in the master's `variants`. */
    variantIndexes: number[]
}

export interface ProductText {
    name?: string
    shortDescription?: string
    longDescription?: string
}

export interface CatalogMaster {
    id: string
    type: 'master' | 'item'
    family: string
    kind: string
    /** Image look segment (seed/looks.ts). */
    look?: string
    rank: number
    primaryCategoryId: string
    attributes: MasterAttributes
    layout: VariationLayout
    texts: Partial<Record<CatalogLocale, ProductText>>
    groups: CatalogGroup[]
    variants: CatalogVariant[]
    /** Categories the product is assigned to directly. */
    categoryIds: string[]
    promotionIds: string[]
}

export interface CatalogCategory {
    id: string
    parentId: string | null
    position: number
    showInMenu: boolean
    names: Translations
    children: CatalogCategory[]
}

export interface ProductPromotionRecord {
    id: string
    callout: Translations
    discount: number
    /** Site ids; undefined: every site. */
    sites?: string[]
}

/** What an id resolves to: the product itself and the master it belongs to. */
export type ProductRef =
    | {type: 'master' | 'item'; master: CatalogMaster}
    | {type: 'variation_group'; master: CatalogMaster; group: CatalogGroup}
    | {type: 'variant'; master: CatalogMaster; group: CatalogGroup; variant: CatalogVariant}

export interface Catalog {
    masters: CatalogMaster[]
    products: Map<string, ProductRef>
    categories: Map<string, CatalogCategory>
    priceBooks: PriceBookDefinition[]
    /** book id -> product id -> amount */
    prices: Map<string, Map<string, number>>
    promotions: Map<string, ProductPromotionRecord>
    badgeRules: {add: BadgeAddRule[]; replace: BadgeReplaceRule[]}
    redirects: Map<string, string>
    popularSearches: string[]
}
