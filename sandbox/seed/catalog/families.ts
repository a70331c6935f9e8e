import {ACCESSORY_FAMILIES} from './families-accessories'
import {CLOTHING_FAMILIES} from './families-clothing'
import type {ProductFamily} from './family-types'

export type {NameStyle, ProductFamily} from './family-types'

/** Every product family in generation order (master ids are assigned in this order, so it must stay stable). */
export const PRODUCT_FAMILIES: ProductFamily[] = [...CLOTHING_FAMILIES, ...ACCESSORY_FAMILIES]
