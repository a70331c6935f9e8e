import type {LookToken} from '../../../../seed/looks'
import type {ProductKind} from '../../../../seed/palette'
import type {TopBlock} from './top-block'

export type Neck = 'crew' | 'scoop' | 'v' | 'hood' | 'mock' | 'funnel'
export type Pocket = 'none' | 'kangaroo' | 'split' | 'zip'
export type BackStyle = 'plain' | 'racer' | 'ushape' | 'cross' | 'keyhole'

/** What a top is made of: its block plus the construction the builder adds. */
export interface TopSpec {
    block: TopBlock
    neck: Neck
    zip: 'none' | 'full' | 'half'
    pocket: Pocket
    /** Rib band height at the hem (0: plain hem) and under a bra's cups. */
    hemBand: number
    back: BackStyle
    quilted: boolean
    reflective: boolean
    ribbed: boolean
    seamless: boolean
    padded: boolean
    /** Sheen 0..1: brushed fleece 0.05, cotton 0.12, nylon knit 0.45, shell 0.6. */
    sheen: number
    /** Board scale for the family: a cropped piece stays shorter than a long one at the same scale. */
    scale: number
    support?: 'light' | 'medium' | 'high'
    variant: number
}

const variantOf = (look: Set<LookToken>) => (look.has('v1') ? 1 : look.has('v2') ? 2 : look.has('v3') ? 3 : 0)

const base = (look: Set<LookToken>): Omit<TopSpec, 'block' | 'sheen' | 'scale'> => ({
    neck: 'crew',
    zip: 'none',
    pocket: 'none',
    hemBand: 0,
    back: 'plain',
    quilted: look.has('puffer'),
    reflective: look.has('reflective'),
    ribbed: look.has('ribbed'),
    seamless: look.has('seamless'),
    padded: look.has('padded'),
    variant: variantOf(look)
})

/** Tee, tank and long sleeve body: fitted unless the look says relaxed or oversized. */
const jersey = (look: Set<LookToken>, sleeve: 'none' | 'short' | 'long'): TopBlock => {
    const over = look.has('oversized') ? 1 : look.has('relaxed') ? 0.5 : 0
    const fitted = look.has('seamless') || look.has('ribbed') ? 1 : 0
    const crop = look.has('crop')
    const chest = 146 + over * 34 - fitted * 8
    const ay = 330 + over * 34
    const block: TopBlock = {
        neckW: 58,
        neckDepth: 42,
        backNeckDepth: 12,
        sy: 200,
        shoulder: 146 + over * 40 - fitted * 8,
        slope: 22 + over * 12,
        chest,
        ay,
        waist: chest - 10 - fitted * 16 + over * 6,
        wy: crop ? 430 : 480,
        hem: chest - 2 - fitted * 12 + over * 4,
        hy: crop ? 470 + over * 10 : 630 + over * 30 - fitted * 20,
        hemCurve: crop ? 0 : 6
    }
    if (sleeve === 'short')
        block.sleeve = {
            angle: 36 - over * 8,
            length: 150 + over * 45,
            top: 116 + over * 10,
            end: 90 + over * 20 - fitted * 12,
            cuff: 0
        }
    if (sleeve === 'long')
        block.sleeve = {
            angle: 14 + over * 4,
            length: 470 + over * 20,
            top: 108 + over * 14,
            end: 62 + over * 12,
            cuff: look.has('thermal') ? 40 : 0
        }
    return block
}

const sweat = (look: Set<LookToken>): TopBlock => {
    const over = look.has('oversized') ? 1 : look.has('relaxed') ? 0.5 : 0
    const crop = look.has('crop')
    const chest = 172 + over * 24
    return {
        neckW: 62,
        neckDepth: 44,
        backNeckDepth: 14,
        sy: 200,
        shoulder: 170 + over * 30,
        slope: 32 + over * 10,
        chest,
        ay: 368 + over * 22,
        waist: chest - 4,
        wy: crop ? 470 : 560,
        hem: chest - (crop ? -2 : 6),
        hy: crop ? 545 + over * 10 : 735 + over * 35,
        hemCurve: 0,
        sleeve: {
            angle: 13 + over * 3,
            length: 500 + over * 20,
            top: 134 + over * 12,
            end: 82 + over * 8,
            cuff: 58
        }
    }
}

const bra = (look: Set<LookToken>): {block: TopBlock; support: 'light' | 'medium' | 'high'} => {
    const support = look.has('highsupport') ? 'high' : look.has('lightsupport') ? 'light' : 'medium'
    const long = look.has('long') ? 70 : 0
    const strap = {light: 16, medium: 36, high: 52}[support]
    const depth = {light: 170, medium: 150, high: 118}[support]
    const racer = look.has('racer')
    return {
        support,
        block: {
            neckW: support === 'light' ? 84 : support === 'medium' ? 74 : 66,
            neckDepth: depth,
            backNeckDepth: 150,
            vNeck: support === 'light' && !look.has('v2') && !look.has('v0'),
            sy: 200,
            shoulder: 0,
            slope: 0,
            chest: 150,
            ay: 372,
            waist: 140,
            wy: 460 + long,
            hem: 138 + long * 0.05,
            hy: 500 + long,
            hemCurve: 0,
            strap: racer ? Math.max(16, strap - 12) : strap,
            armholeIn: racer ? 26 : 0,
            braCut: true
        }
    }
}

const tank = (look: Set<LookToken>): TopBlock => {
    const over = look.has('oversized') ? 1 : 0
    const crop = look.has('crop')
    const racer = look.has('racer')
    const chest = 142 + over * 24
    return {
        neckW: 60,
        neckDepth: 92,
        backNeckDepth: 40,
        sy: 200,
        shoulder: 0,
        slope: 0,
        chest,
        ay: 330 + over * 46,
        waist: chest - 14 + over * 8,
        wy: crop ? 430 : 480,
        hem: chest - 4 + over * 4,
        hy: crop ? 465 : 620 + over * 20,
        hemCurve: crop ? 0 : 8,
        strap: racer ? 24 : 46 + over * 6,
        armholeIn: racer ? 24 : over ? -12 : 0
    }
}

const outer = (look: Set<LookToken>, sleeved: boolean): TopBlock => {
    const puffer = look.has('puffer')
    const light = look.has('lightweight') || look.has('run')
    const chest = puffer ? 186 : light ? 160 : 168
    const block: TopBlock = {
        neckW: 60,
        neckDepth: 14,
        backNeckDepth: 8,
        sy: 200,
        shoulder: chest - 2,
        slope: 32,
        chest,
        ay: 365,
        waist: chest - (light ? 10 : 6),
        wy: 560,
        hem: chest - (light ? 4 : 2),
        hy: look.has('crop') ? 560 : light ? 700 : 730,
        hemCurve: light ? 10 : 0
    }
    if (sleeved)
        block.sleeve = {
            angle: 12,
            length: 500,
            top: puffer ? 150 : 130,
            end: puffer ? 96 : 78,
            cuff: puffer ? 30 : 20
        }
    else {
        block.strap = 150 - block.neckW - 40
        block.armholeIn = 0
        block.chest = chest - 16
    }
    return block
}

/** The top to draw for a kind and look (undefined: not an upper-body garment). */
export const topSpec = (kind: ProductKind, look: Set<LookToken>): TopSpec | undefined => {
    const b = base(look)
    switch (kind) {
        case 'sports-bra': {
            const {block, support} = bra(look)
            const band = {light: 32, medium: 46, high: 62}[support] + (look.has('long') ? 70 : 0)
            const back: BackStyle = look.has('racer')
                ? 'racer'
                : support === 'light'
                ? b.variant % 2
                    ? 'cross'
                    : 'ushape'
                : support === 'high'
                ? 'keyhole'
                : b.variant % 2
                ? 'racer'
                : 'ushape'
            return {
                ...b,
                block,
                support,
                neck: block.vNeck ? 'v' : 'scoop',
                hemBand: band,
                back,
                zip: support === 'high' && b.variant === 2 ? 'full' : 'none',
                sheen: 0.45,
                scale: 1.3
            }
        }
        case 'tank':
            return {
                ...b,
                block: tank(look),
                neck: 'scoop',
                back: look.has('racer') ? 'racer' : 'plain',
                sheen: look.has('seamless') ? 0.4 : 0.14,
                scale: 0.98
            }
        case 'tee':
            return {
                ...b,
                block: jersey(look, 'short'),
                neck: b.variant === 3 ? 'v' : 'crew',
                sheen: look.has('seamless') ? 0.35 : 0.1,
                scale: 0.98
            }
        case 'long-sleeve-top': {
            const block = jersey(look, 'long')
            const thermal = look.has('thermal')
            return {
                ...b,
                block,
                neck: thermal ? 'mock' : 'crew',
                zip: thermal ? 'half' : 'none',
                sheen: look.has('seamless') ? 0.38 : 0.22,
                scale: 0.9
            }
        }
        case 'hoodie': {
            const block = sweat(look)
            const zip = look.has('zip')
            block.neckDepth = zip ? 30 : 72
            block.vNeck = !zip
            return {
                ...b,
                block,
                neck: 'hood',
                zip: zip ? 'full' : 'none',
                pocket: zip ? 'split' : 'kangaroo',
                hemBand: look.has('crop') ? 44 : 62,
                sheen: 0.05,
                scale: 0.88
            }
        }
        case 'sweatshirt':
            return {
                ...b,
                block: sweat(look),
                neck: 'crew',
                hemBand: look.has('crop') ? 44 : 58,
                sheen: 0.05,
                scale: 0.88
            }
        case 'jacket': {
            const block = outer(look, true)
            const hooded = look.has('run') || look.has('waterproof') || b.variant === 1
            return {
                ...b,
                block,
                neck: hooded ? 'hood' : 'funnel',
                zip: 'full',
                pocket: 'zip',
                sheen: look.has('puffer') ? 0.6 : 0.42,
                scale: 0.88
            }
        }
        case 'gilet':
            return {
                ...b,
                block: outer(look, false),
                neck: 'funnel',
                zip: 'full',
                pocket: 'zip',
                sheen: look.has('puffer') ? 0.6 : 0.42,
                scale: 0.94
            }
        default:
            return undefined
    }
}
