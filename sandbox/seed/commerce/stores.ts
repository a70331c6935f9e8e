import {GB_STORES} from './stores-gb'
import {INTERNATIONAL_STORES} from './stores-international'
import type {SeedStore} from './store-model'

export type {SeedStore} from './store-model'

/** Every VELA shop (see store-model.ts for the fields). */
export const SEED_STORES: SeedStore[] = [...GB_STORES, ...INTERNATIONAL_STORES]
