import type {LookToken} from '../../../../seed/looks'
import type {ProductKind} from '../../../../seed/palette'

/**
 * A lower-body garment on an invisible mannequin (front view, centre x = 400, garment units). Each leg is a
 * tube around a centre line `legX` from the centre; half widths are given at the crotch, knee and hem.
 */
export interface BottomBlock {
    waistY: number
    waistW: number
    band: number
    hipY: number
    hipW: number
    crotchY: number
    kneeY: number
    hemY: number
    /** Leg centre offset from x = 400 at the crotch and at the hem. */
    legX: number
    hemLegX: number
    thigh: number
    knee: number
    hem: number
    /** Rib cuff height (joggers). */
    cuff: number
    /** Running shorts: the side split's height. */
    split: number
}

export interface BottomSpec {
    block: BottomBlock
    kind: 'leggings' | 'shorts' | 'joggers'
    drawcord: boolean
    crossover: boolean
    pocket: boolean
    contour: boolean
    seamless: boolean
    ribbed: boolean
    reflective: boolean
    sheen: number
    scale: number
    variant: number
}

const variantOf = (look: Set<LookToken>) => (look.has('v1') ? 1 : look.has('v2') ? 2 : look.has('v3') ? 3 : 0)

const leggings = (look: Set<LookToken>): BottomBlock => {
    const high = look.has('highrise')
    const full = !look.has('78')
    return {
        waistY: high ? 80 : 100,
        waistW: high ? 112 : 118,
        band: high ? 92 : 62,
        hipY: 250,
        hipW: 132,
        crotchY: 335,
        kneeY: 630,
        hemY: full ? 965 : 878,
        legX: 66,
        hemLegX: 64,
        thigh: 64,
        knee: 37,
        hem: full ? 25 : 29,
        cuff: 0,
        split: 0
    }
}

const joggers = (look: Set<LookToken>): BottomBlock => {
    const relaxed = look.has('relaxed') ? 1 : 0
    const crop = look.has('crop')
    return {
        waistY: 100,
        waistW: 134 + relaxed * 8,
        band: 64,
        hipY: 270,
        hipW: 150 + relaxed * 10,
        crotchY: 375,
        kneeY: 660,
        hemY: crop ? 870 : 960,
        legX: 76 + relaxed * 4,
        hemLegX: 74,
        thigh: 76 + relaxed * 8,
        knee: 56 + relaxed * 8,
        hem: look.has('lightweight') ? 46 : 40,
        cuff: crop || look.has('lightweight') ? 0 : 56,
        split: 0
    }
}

const shorts = (look: Set<LookToken>): BottomBlock => {
    const bike = look.has('bike')
    const run = look.has('run')
    const high = look.has('highrise')
    if (bike)
        return {
            waistY: high ? 190 : 210,
            waistW: 124,
            band: high ? 86 : 60,
            hipY: 350,
            hipW: 142,
            crotchY: 440,
            kneeY: 760,
            hemY: 720,
            legX: 72,
            hemLegX: 74,
            thigh: 70,
            knee: 54,
            hem: 50,
            cuff: 0,
            split: 0
        }
    if (run)
        return {
            waistY: 270,
            waistW: 140,
            band: 46,
            hipY: 400,
            hipW: 162,
            crotchY: 490,
            kneeY: 760,
            hemY: 615,
            legX: 88,
            hemLegX: 124,
            thigh: 92,
            knee: 90,
            hem: 92,
            cuff: 0,
            split: 64
        }
    return {
        waistY: 240,
        waistW: 142,
        band: 58,
        hipY: 390,
        hipW: 164,
        crotchY: 480,
        kneeY: 760,
        hemY: 660,
        legX: 88,
        hemLegX: 116,
        thigh: 92,
        knee: 86,
        hem: 86,
        cuff: 0,
        split: 0
    }
}

/** The bottom to draw for a kind and look (undefined: not a lower-body garment). */
export const bottomSpec = (kind: ProductKind, look: Set<LookToken>): BottomSpec | undefined => {
    const common = {
        crossover: look.has('crossover'),
        pocket: look.has('pocket'),
        contour: look.has('contour'),
        seamless: look.has('seamless'),
        ribbed: look.has('ribbed'),
        reflective: look.has('reflective'),
        variant: variantOf(look)
    }
    const thermal = look.has('thermal')
    switch (kind) {
        case 'leggings':
            return {
                ...common,
                kind,
                block: leggings(look),
                drawcord: false,
                sheen: thermal ? 0.15 : 0.36,
                scale: 0.9
            }
        case 'joggers':
            return {
                ...common,
                kind,
                block: joggers(look),
                drawcord: true,
                pocket: true,
                sheen: 0.05,
                scale: 0.88
            }
        case 'shorts': {
            const tight = look.has('bike')
            return {
                ...common,
                kind,
                block: shorts(look),
                drawcord: !tight,
                sheen: tight ? 0.36 : look.has('run') ? 0.3 : 0.18,
                scale: 1.05
            }
        }
        default:
            return undefined
    }
}
