import {hashString, lighten, mix, pick, seededRandom} from '../colour'
import type {PoseName} from '../figure/pose'
import {circle, n, rect} from '../svg'
import {figureBand} from './figures'
import type {Palette} from './palette'

/** Pose groups by theme: a hero with "run" in its name shows runners, and so on. */
const CAST: [RegExp, PoseName[][]][] = [
    [
        /run|race|marathon|cardio/,
        [
            ['run', 'run'],
            ['run', 'walk']
        ]
    ],
    [/yoga|pilates|calm|stretch|studio/, [['tree', 'warrior'], ['stretch', 'tree'], ['warrior']]],
    [
        /gym|train|strength|lift/,
        [
            ['lunge', 'stand'],
            ['lunge', 'warrior']
        ]
    ],
    [
        /outdoor|trail|hike|walk/,
        [
            ['walk', 'walk'],
            ['walk', 'run']
        ]
    ],
    [
        /sale|summer|offer|deal/,
        [
            ['run', 'stretch', 'warrior'],
            ['stretch', 'run']
        ]
    ]
]
const DEFAULT_CAST: PoseName[][] = [
    ['stretch', 'warrior'],
    ['tree', 'run'],
    ['walk', 'stretch', 'lunge'],
    ['warrior', 'tree']
]

export const castFor = (name: string): PoseName[] => {
    const lower = name.toLowerCase()
    const hash = hashString(lower)
    const match = CAST.find(([pattern]) => pattern.test(lower))
    return pick(match ? match[1] : DEFAULT_CAST, hash >>> 3)
}

/**
 * Campaign image: layered colour fields (a sun disc, an arch, a sweeping band), fine line accents and
 * athletic figures. Laid out for the actual aspect ratio (1000 units tall) so every crop keeps the subject;
 * copy goes on the emptier side, which alternates by name.
 */
export const campaignScene = (name: string, palette: Palette, aspect: number) => {
    const width = 1000 * aspect
    const height = 1000
    const random = seededRandom(name)
    const wide = aspect > 1.2
    const copyLeft = hashString(name) % 3 !== 0
    // Subject area: the right ~55% on wide images (left if flipped), the centre otherwise.
    const x0 = wide ? (copyLeft ? width * 0.42 : width * 0.04) : width * 0.06
    const x1 = wide ? (copyLeft ? width * 0.97 : width * 0.58) : width * 0.94
    const [light, mid, deep] = palette.fields
    const sunX = (x0 + x1) / 2 + (random() - 0.5) * width * 0.12
    const sunR = Math.min(height * 0.36, (x1 - x0) * 0.4)
    const arcStroke = palette.dark ? lighten(mid, 0.3) : deep
    let fields =
        rect(-10, -10, width + 20, height + 20, {fill: palette.ground}) +
        `<path d="M${n(x0 - 80)} ${height} V${n(height * 0.42)} A${n((x1 - x0 + 160) / 2)} ${n(
            (x1 - x0 + 160) / 2
        )} 0 0 1 ${n(x1 + 80)} ${n(height * 0.42)} V${height} Z" fill="${light}"/>` +
        circle(sunX, height * 0.36, sunR, {fill: mid, 'fill-opacity': 0.85}) +
        `<path d="M${n(-10)} ${n(height * (0.78 + random() * 0.06))} C${n(width * 0.3)} ${n(
            height * 0.7
        )} ${n(width * 0.6)} ${n(height * 0.92)} ${n(width + 10)} ${n(height * 0.8)} V${
            height + 10
        } H-10 Z" fill="${mix(mid, palette.ground, 0.5)}"/>` +
        rect(-10, height * 0.9, width + 20, height * 0.12, {fill: mix(deep, palette.ground, 0.72)})
    // Thin line accents echo athletic track markings without reading as text.
    fields +=
        circle(sunX, height * 0.36, sunR + 28, {
            fill: 'none',
            stroke: arcStroke,
            'stroke-width': 2,
            'stroke-opacity': 0.45
        }) +
        `<path d="M${n(copyLeft ? width * 0.05 : width * 0.62)} ${n(height * 0.12)} h${n(
            width * 0.12
        )}" stroke="${arcStroke}" stroke-width="3" stroke-opacity="0.5"/>`
    const cast = castFor(name)
    const figures = figureBand(cast, palette, name, {
        x0,
        x1,
        floor: height * 0.955,
        height: height * (wide ? 0.8 : 0.72)
    })
    return {defs: figures.defs, body: fields + figures.svg, width, height}
}
