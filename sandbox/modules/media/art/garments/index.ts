import type {ProductKind} from '../../../../seed/palette'
import {bag, cap, socks} from './accessories'
import {dumbbell, resistanceBand, waterBottle, yogaMat} from './equipment'
import {giftCardDigital, giftCardPhysical} from './gift-cards'
import type {Drawer} from './types'

/** Products that are not clothing keep hand-drawn vector pictures (clothing is built in ../product). */
export const DRAWERS: Partial<Record<ProductKind, Drawer>> = {
    'yoga-mat': yogaMat,
    bag,
    'water-bottle': waterBottle,
    'resistance-band': resistanceBand,
    dumbbell,
    socks,
    cap,
    'gift-card-digital': giftCardDigital,
    'gift-card-physical': giftCardPhysical
}

/** The drawing for a kind; clothing never asks, but a bag stands in rather than failing. */
export const drawerFor = (kind: ProductKind): Drawer => DRAWERS[kind] ?? bag
