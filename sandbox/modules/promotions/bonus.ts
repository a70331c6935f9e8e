import type {SandboxContext} from '../../core/context'
import {liveStock} from '../catalog/basket-catalog-source'
import {catalogOf} from '../catalog/catalog-cache'

/** The product a bonus promotion gives: the best-ranked variant of the family that is in stock right now. */
export const bonusProductFor = (ctx: SandboxContext, family: string): string | undefined => {
    const masters = catalogOf(ctx)
        .masters.filter((master) => master.family === family)
        .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
    for (const master of masters) {
        for (const variant of master.variants) {
            if (liveStock(ctx, variant.id).stockLevel > 0) return variant.id
        }
    }
    return undefined
}
