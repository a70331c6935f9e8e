import type {LookToken} from '../../../../seed/looks'
import type {ProductKind} from '../../../../seed/palette'
import {darken, hashString, isDark, luminance, pick} from '../colour'
import type {Fabric} from '../fabric'
import {centredWordmark, n} from '../svg'
import type {Cover, Frame, Look} from './body'

export const SKIN = ['#e6c3a5', '#cf9f7c', '#ad7553', '#835238', '#5c392a'] as const
export const HAIR = ['#2b1e17', '#4a3226', '#191414', '#6e4e36', '#2b1e17'] as const

type Pieces = (paint: string, look: Set<LookToken>, sheen: number) => Cover[]

const leggings: Pieces = (paint, look, sheen) => [
    {part: 'torso', t0: -0.24, t1: look.has('highrise') ? 0.44 : 0.34, extra: 2, paint, sheen},
    {part: 'thigh', t0: 0, t1: 1, extra: 2, paint, sheen},
    {part: 'shin', t0: 0, t1: look.has('78') ? 0.76 : 0.94, extra: 2, paint, sheen, flatEnd: true}
]

const sportsBra: Pieces = (paint, look, sheen) => {
    const strap = look.has('highsupport') ? 11 : look.has('lightsupport') ? 4 : 7
    return [
        {part: 'torso', t0: look.has('long') ? 0.47 : 0.56, t1: 0.87, extra: 1.5, paint, sheen},
        {part: 'strap', t0: 0.86, t1: 1, extra: strap, paint, sheen}
    ]
}

const sleeves = (paint: string, extra: number, sheen: number, cuff?: string): Cover[] => [
    {part: 'upperArm', t0: -0.1, t1: 1, extra, paint, sheen},
    {part: 'foreArm', t0: 0, t1: 0.95, extra: extra - 1, paint, sheen, flatEnd: true},
    ...(cuff
        ? [
              {
                  part: 'foreArm',
                  t0: 0.82,
                  t1: 0.95,
                  extra: extra - 4,
                  paint: cuff,
                  sheen,
                  flatStart: true,
                  flatEnd: true
              } as Cover
          ]
        : [])
]

/** Second-skin and loose pieces for each garment and look, expressed as body covers. */
const PIECES: Partial<Record<ProductKind, Pieces>> = {
    leggings,
    'sports-bra': sportsBra,
    shorts: (paint, look, sheen) =>
        look.has('bike')
            ? [
                  {part: 'torso', t0: -0.24, t1: look.has('highrise') ? 0.42 : 0.34, extra: 2, paint, sheen},
                  {part: 'thigh', t0: 0, t1: 0.62, extra: 2.5, paint, sheen, flatEnd: true}
              ]
            : [
                  {part: 'torso', t0: -0.24, t1: 0.3, extra: 7, paint, sheen},
                  {
                      part: 'thigh',
                      t0: 0,
                      t1: look.has('run') ? 0.34 : 0.46,
                      extra: look.has('run') ? 11 : 9,
                      paint,
                      sheen,
                      flatEnd: true
                  }
              ],
    joggers: (paint, look, sheen) => {
        const cuffed = !look.has('crop') && !look.has('lightweight')
        const end = look.has('crop') ? 0.8 : 0.86
        return [
            {part: 'torso', t0: -0.24, t1: 0.34, extra: 6, paint, sheen},
            {part: 'thigh', t0: 0, t1: 1, extra: look.has('relaxed') ? 12 : 9, paint, sheen},
            {part: 'shin', t0: 0, t1: end, extra: look.has('relaxed') ? 11 : 8, paint, sheen, flatEnd: true},
            ...(cuffed
                ? [
                      {
                          part: 'shin',
                          t0: end - 0.02,
                          t1: 0.97,
                          extra: 3,
                          paint: darken(paint, 0.06),
                          sheen,
                          flatEnd: true,
                          flatStart: true
                      } as Cover
                  ]
                : [])
        ]
    },
    tank: (paint, look, sheen) => [
        {
            part: 'torso',
            t0: look.has('crop') ? 0.47 : 0.02,
            t1: 0.9,
            extra: look.has('oversized') ? 9 : 3,
            paint,
            sheen
        },
        {part: 'strap', t0: 0.86, t1: 1, extra: look.has('racer') ? 8 : 13, paint, sheen}
    ],
    tee: (paint, look, sheen) => {
        const over = look.has('oversized') || look.has('relaxed')
        return [
            {part: 'torso', t0: look.has('crop') ? 0.44 : 0.02, t1: 0.99, extra: over ? 12 : 5, paint, sheen},
            {
                part: 'upperArm',
                t0: -0.1,
                t1: over ? 0.62 : 0.48,
                extra: over ? 11 : 6,
                paint,
                sheen,
                flatEnd: true
            }
        ]
    },
    'long-sleeve-top': (paint, look, sheen) => [
        {part: 'torso', t0: look.has('crop') ? 0.44 : 0.02, t1: 0.99, extra: 3, paint, sheen},
        ...sleeves(paint, 3, sheen)
    ],
    hoodie: (paint, look, sheen) => [
        {part: 'hood', t0: 0, t1: 1, extra: 0, paint: darken(paint, 0.1), sheen},
        {
            part: 'torso',
            t0: look.has('crop') ? 0.38 : -0.08,
            t1: 1,
            extra: look.has('oversized') ? 16 : 12,
            paint,
            sheen
        },
        ...sleeves(paint, look.has('oversized') ? 12 : 10, sheen, darken(paint, 0.05))
    ],
    sweatshirt: (paint, look, sheen) => [
        {
            part: 'torso',
            t0: look.has('crop') ? 0.38 : -0.06,
            t1: 1,
            extra: look.has('oversized') ? 16 : 12,
            paint,
            sheen
        },
        ...sleeves(paint, 10, sheen, darken(paint, 0.05))
    ],
    jacket: (paint, look, sheen) => [
        ...(look.has('run') || look.has('waterproof')
            ? [{part: 'hood', t0: 0, t1: 1, extra: 0, paint: darken(paint, 0.1), sheen} as Cover]
            : []),
        {
            part: 'torso',
            t0: look.has('crop') ? 0.36 : -0.04,
            t1: 1.02,
            extra: look.has('puffer') ? 17 : 9,
            paint,
            sheen
        },
        ...sleeves(paint, look.has('puffer') ? 15 : 8, sheen)
    ],
    gilet: (paint, look, sheen) => [
        {part: 'torso', t0: -0.04, t1: 1.02, extra: look.has('puffer') ? 17 : 13, paint, sheen}
    ]
}

const BOTTOMS = new Set<ProductKind>(['leggings', 'shorts', 'joggers'])
const LAYERS = new Set<ProductKind>(['hoodie', 'sweatshirt', 'jacket', 'gilet', 'long-sleeve-top'])

export const canWear = (kind: ProductKind) => kind in PIECES

/** Picks a neutral that sets the product off: light neutrals with dark products and the other way round. */
const companion = (fabric: Fabric, seed: string) =>
    luminance(fabric.base) < 0.12
        ? pick(['#e9e3d8', '#b8ad9c', '#c9c9c7'], seed)
        : pick(['#161616', '#2a2c31', '#1c2541'], seed)

const line = (a: [number, number], b: [number, number], colour: string, width = 3, opacity = 0.7) =>
    `<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(
        b[1]
    )}" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`

/** The product worn with a neutral outfit around it, on a figure whose skin and hair vary by product. */
export const outfitFor = (
    kind: ProductKind,
    look: Set<LookToken>,
    fabric: Fabric,
    sheen: number,
    seed: string
): Look => {
    const hash = hashString(seed)
    const other = companion(fabric, seed)
    const product = PIECES[kind]?.(fabric.fill, look, sheen) ?? []
    const plain = new Set<LookToken>(['78', 'mediumsupport'])
    const covers: Cover[] = []
    if (BOTTOMS.has(kind)) covers.push(...sportsBra(other, plain, 0.3), ...product)
    else {
        covers.push(...leggings(other, new Set(['full']), 0.3))
        if (LAYERS.has(kind)) covers.push(...sportsBra(darken(other, 0.1), plain, 0.3))
        covers.push(...product)
    }
    const ink = isDark(fabric.base) ? '#e8e4dc' : darken(fabric.base, 0.4)
    const zipped = kind === 'jacket' || kind === 'gilet' || (kind === 'hoodie' && look.has('zip'))
    return {
        skin: pick(SKIN, hash),
        hair: pick(HAIR, hash >>> 3),
        covers,
        overlay: (frame: Frame) => {
            if (frame.pose.view !== 'front') return ''
            let out = ''
            const across = (t: number, half: number, colour = darken(fabric.base, 0.3), width = 2.5) =>
                line(frame.at(t, -half), frame.at(t, half), colour, width, 0.55)
            if (zipped)
                out += line(frame.at(kind === 'hoodie' ? -0.06 : -0.02, 0), frame.at(1.0, 0), ink, 3.5)
            if (look.has('puffer')) for (const t of [0.1, 0.3, 0.5, 0.7, 0.88]) out += across(t, 92)
            if (kind === 'hoodie' && !look.has('zip')) {
                out +=
                    line(frame.at(0.95, -16), frame.at(0.74, -18), ink, 3.5, 0.9) +
                    line(frame.at(0.95, 16), frame.at(0.74, 18), ink, 3.5, 0.9)
            }
            if (kind === 'sweatshirt') {
                const [x, y] = frame.at(0.72, 0)
                out += centredWordmark(x, y, 14, ink, 0.85)
            }
            if (kind === 'leggings' || (kind === 'shorts' && look.has('bike'))) {
                const top = look.has('highrise') ? 0.44 : 0.34
                out += across(top - 0.1, 66, darken(fabric.base, 0.25), 2)
            }
            return out
        }
    }
}
