import type {LookToken} from '../../../../seed/looks'
import type {ProductKind} from '../../../../seed/palette'
import type {Fabric} from '../fabric'
import {drawBag} from './bags'
import {bottomSpec} from './bottom-specs'
import {drawBottom} from './bottoms'
import type {Drawn} from './drawing'
import {topSpec} from './top-specs'
import {drawTop} from './tops'

/** Clothing and bags drawn from their kind and look, front or back; undefined for the hand-drawn kinds. */
export const drawGarment = (
    kind: ProductKind,
    look: Set<LookToken>,
    fabric: Fabric,
    back: boolean
): Drawn | undefined => {
    if (kind === 'bag') return drawBag(look, fabric, back)
    const top = topSpec(kind, look)
    if (top) return drawTop(top, fabric, back)
    const bottom = bottomSpec(kind, look)
    if (bottom) return drawBottom(bottom, fabric, back)
    return undefined
}
