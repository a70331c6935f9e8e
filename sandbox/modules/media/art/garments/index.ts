import type {ProductKind} from '../../../../seed/palette'
import {bag, cap, socks} from './accessories'
import {joggers, leggings, shorts} from './bottoms'
import {dumbbell, resistanceBand, waterBottle, yogaMat} from './equipment'
import {giftCardDigital, giftCardPhysical} from './gift-cards'
import {gilet, hoodie, jacket, sweatshirt} from './outerwear'
import {longSleeveTop, sportsBra, tank, teeShirt} from './tops'
import type {Drawer} from './types'

/** Every product kind the catalogue uses, mapped to its drawing. */
export const DRAWERS: Record<ProductKind, Drawer> = {
    leggings,
    shorts,
    joggers,
    'sports-bra': sportsBra,
    tank,
    tee: teeShirt,
    'long-sleeve-top': longSleeveTop,
    hoodie,
    sweatshirt,
    jacket,
    gilet,
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
