import type {ProductKind} from '../palette'
import type {ModifierId, TypeWordId} from './vocabulary'

export type Activity = 'yoga' | 'running' | 'gym-training' | 'outdoor'

/** One way of naming a product of a family: the noun, the activity it suggests and the media kind drawn. */
export interface NameStyle {
    typeWord: TypeWordId
    kind: ProductKind
    activities: Activity[]
}

/**
 * A family of products (all leggings, all sports bras...): how many masters to make and the ranges their
 * attributes are drawn from. Prices are list prices in GBP, the base currency of the price books.
 */
export interface ProductFamily {
    id: string
    /** `c_productType` refinement value. */
    productType: string
    count: number
    styles: NameStyle[]
    modifiers: ModifierId[]
    sizes: readonly string[]
    hasLegLength?: boolean
    /** Category the family lives in (primary category) and the sale category its markdowns join. */
    categoryId: string
    saleCategoryId?: string
    clothing: boolean
    gbpPrices: number[]
    colours: [number, number]
    fabrics: string[]
    care: string
}
