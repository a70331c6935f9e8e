import type {ProductKind} from '../../../../seed/palette'
import {darken, hashString, isDark, luminance, pick} from '../colour'
import type {Fabric} from '../fabric'
import {centredWordmark, n} from '../svg'
import type {Cover, Frame, Look} from './body'

const SKIN = ['#e6c3a5', '#cf9f7c', '#ad7553', '#835238', '#5c392a'] as const
const HAIR = ['#2b1e17', '#4a3226', '#191414', '#6e4e36', '#2b1e17'] as const

const leggings = (paint: string): Cover[] => [
    {part: 'torso', t0: -0.24, t1: 0.36, extra: 2, paint},
    {part: 'thigh', t0: 0, t1: 1, extra: 2, paint},
    {part: 'shin', t0: 0, t1: 0.9, extra: 2, paint, flatEnd: true}
]

const sportsBra = (paint: string): Cover[] => [
    {part: 'torso', t0: 0.56, t1: 0.87, extra: 1.5, paint},
    {part: 'strap', t0: 0.86, t1: 1, extra: 8, paint}
]

/** Second-skin and loose pieces for each garment, expressed as body covers. */
const PIECES: Partial<Record<ProductKind, (paint: string) => Cover[]>> = {
    leggings,
    shorts: (paint) => [
        {part: 'torso', t0: -0.24, t1: 0.3, extra: 7, paint},
        {part: 'thigh', t0: 0, t1: 0.42, extra: 8, paint, flatEnd: true}
    ],
    joggers: (paint) => [
        {part: 'torso', t0: -0.24, t1: 0.32, extra: 6, paint},
        {part: 'thigh', t0: 0, t1: 1, extra: 9, paint},
        {part: 'shin', t0: 0, t1: 0.86, extra: 9, paint, flatEnd: true},
        {
            part: 'shin',
            t0: 0.84,
            t1: 0.97,
            extra: 3,
            paint: darken(paint, 0.08),
            flatEnd: true,
            flatStart: true
        }
    ],
    'sports-bra': sportsBra,
    tank: (paint) => [
        {part: 'torso', t0: 0.02, t1: 0.88, extra: 3, paint},
        {part: 'strap', t0: 0.86, t1: 1, extra: 13, paint}
    ],
    tee: (paint) => [
        {part: 'torso', t0: 0.02, t1: 0.99, extra: 5, paint},
        {part: 'upperArm', t0: -0.1, t1: 0.48, extra: 6, paint, flatEnd: true}
    ],
    'long-sleeve-top': (paint) => [
        {part: 'torso', t0: 0.02, t1: 0.99, extra: 3, paint},
        {part: 'upperArm', t0: -0.1, t1: 1, extra: 3, paint},
        {part: 'foreArm', t0: 0, t1: 0.92, extra: 3, paint, flatEnd: true}
    ],
    sweatshirt: (paint) => [
        {part: 'torso', t0: -0.06, t1: 1, extra: 12, paint},
        {part: 'upperArm', t0: -0.1, t1: 1, extra: 10, paint},
        {part: 'foreArm', t0: 0, t1: 0.95, extra: 9, paint, flatEnd: true}
    ],
    hoodie: (paint) => [
        {part: 'hood', t0: 0, t1: 1, extra: 0, paint: darken(paint, 0.12)},
        {part: 'torso', t0: -0.08, t1: 1, extra: 12, paint},
        {part: 'upperArm', t0: -0.1, t1: 1, extra: 10, paint},
        {part: 'foreArm', t0: 0, t1: 0.95, extra: 9, paint, flatEnd: true}
    ],
    jacket: (paint) => [
        {part: 'torso', t0: -0.04, t1: 1.02, extra: 9, paint},
        {part: 'upperArm', t0: -0.1, t1: 1, extra: 8, paint},
        {part: 'foreArm', t0: 0, t1: 0.96, extra: 7, paint, flatEnd: true}
    ],
    gilet: (paint) => [{part: 'torso', t0: -0.04, t1: 1.02, extra: 13, paint}]
}

const BOTTOMS = new Set<ProductKind>(['leggings', 'shorts', 'joggers'])
const LAYERS = new Set<ProductKind>([
    'hoodie',
    'sweatshirt',
    'jacket',
    'gilet',
    'long-sleeve-top',
    'tee',
    'tank'
])

export const canWear = (kind: ProductKind) => kind in PIECES

/** Picks a neutral that sets the product off: light neutrals with dark products and the other way round. */
const companion = (fabric: Fabric, seed: string) =>
    luminance(fabric.base) < 0.12
        ? pick(['#e9e3d8', '#b8ad9c', '#c9c9c7'], seed)
        : pick(['#161616', '#2a2c31', '#1c2541'], seed)

/** The product worn with a neutral outfit around it, on a figure whose skin and hair vary by product. */
export const lookFor = (kind: ProductKind, fabric: Fabric, seed: string): Look => {
    const hash = hashString(seed)
    const other = companion(fabric, seed)
    const product = PIECES[kind]?.(fabric.fill) ?? []
    const covers: Cover[] = []
    if (BOTTOMS.has(kind)) {
        covers.push(...sportsBra(other), ...product)
    } else {
        covers.push(...leggings(other))
        if (LAYERS.has(kind) && kind !== 'tank' && kind !== 'tee')
            covers.push(...sportsBra(darken(other, 0.1)))
        covers.push(...product)
    }
    const zipped = kind === 'jacket' || kind === 'gilet'
    const ink = isDark(fabric.base) ? '#e8e4dc' : darken(fabric.base, 0.4)
    return {
        skin: pick(SKIN, hash),
        hair: pick(HAIR, hash >>> 3),
        covers,
        overlay: (frame: Frame) => {
            if (frame.pose.view !== 'front') return ''
            if (zipped) {
                const [a, b] = [frame.at(-0.02, 0), frame.at(1.0, 0)]
                return `<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(
                    b[1]
                )}" stroke="${ink}" stroke-width="4" stroke-opacity="0.7"/>`
            }
            if (kind === 'sweatshirt') {
                const [x, y] = frame.at(0.72, 0)
                return centredWordmark(x, y, 14, ink, 0.85)
            }
            return ''
        }
    }
}
