import {hashString, lighten, mix, pick, seededRandom} from '../colour'
import type {PoseName} from '../figure/pose'
import {n, rect} from '../svg'
import {figureBand} from './figures'
import type {Palette} from './palette'
import {type EditorialScene, litFill, sideFill} from './scene'

/** Pose groups by theme: a hero with "run" in its name shows runners, and so on. */
const CAST: [RegExp, PoseName[][]][] = [
    [/run|race|marathon|cardio|strava|countdown/, [['leap', 'run'], ['run', 'leap'], ['leap']]],
    [/yoga|pilates|calm|stretch|studio|welcome/, [['tree', 'warrior'], ['reach', 'tree'], ['warrior']]],
    [/gym|train|strength|lift|insider/, [['squat', 'lunge'], ['lunge', 'reach'], ['squat']]],
    [
        /outdoor|trail|hike|walk|winter|autumn/,
        [
            ['walk', 'walk'],
            ['walk', 'leap']
        ]
    ],
    [
        /sale|summer|offer|deal|set|match/,
        [
            ['leap', 'reach', 'warrior'],
            ['reach', 'run']
        ]
    ]
]
const DEFAULT_CAST: PoseName[][] = [
    ['stretch', 'leap'],
    ['reach', 'run'],
    ['walk', 'stretch', 'lunge'],
    ['warrior', 'reach']
]

export const castFor = (name: string): PoseName[] => {
    const lower = name.toLowerCase()
    const hash = hashString(lower)
    const match = CAST.find(([pattern]) => pattern.test(lower))
    return pick(match ? match[1] : DEFAULT_CAST, hash >>> 3)
}

type SetBuilder = (p: {
    width: number
    height: number
    x0: number
    x1: number
    palette: Palette
    random: () => number
    /** Where the floor meets the wall (tall heroes lift it so copy has the floor below). */
    wallFoot?: number
}) => {
    defs: string
    svg: string
    floor: number
}

/** An arch of window light on a tinted wall, a low sun disc behind the cast, a curved floor. */
const archSet: SetBuilder = ({width, height, x0, x1, palette, random, wallFoot}) => {
    const [light, mid, deep] = palette.fields
    const cx = (x0 + x1) / 2 + (random() - 0.5) * (x1 - x0) * 0.2
    const floor = wallFoot ?? height * 0.86
    const r = Math.min(floor * 0.4, (x1 - x0) * 0.42)
    const defs =
        litFill('c-wall', palette.ground, 0.18, 0.04) +
        sideFill('c-arch', light, 0.14, 0.06) +
        litFill('c-sun', mid, 0.12, 0.1) +
        litFill('c-floor', mix(mid, palette.ground, 0.55), 0.04, 0.12)
    const svg =
        rect(-10, -10, width + 20, height + 20, {fill: 'url(#c-wall)'}) +
        `<path d="M${n(cx - r - 90)} ${floor} V${n(height * 0.4)} A${n(r + 90)} ${n(r + 90)} 0 0 1 ${n(
            cx + r + 90
        )} ${n(height * 0.4)} V${floor} Z" fill="url(#c-arch)"/>` +
        `<circle cx="${n(cx)}" cy="${n(height * 0.4)}" r="${n(r)}" fill="url(#c-sun)" fill-opacity="0.9"/>` +
        `<path d="M-10 ${n(floor)} H${width + 10} V${height + 10} H-10 Z" fill="url(#c-floor)"/>` +
        `<path d="M-10 ${n(floor)} H${width + 10}" stroke="${lighten(
            deep,
            0.5
        )}" stroke-width="2" stroke-opacity="0.25"/>`
    return {defs, svg, floor: floor + (wallFoot ? 20 : height * 0.07)}
}

/** Colour blocks: two tall panels and a plinth, like a set built for a lookbook. */
const blockSet: SetBuilder = ({width, height, x0, x1, palette, random, wallFoot}) => {
    const [light, mid, deep] = palette.fields
    const split = x0 + (x1 - x0) * (0.35 + random() * 0.3)
    const floor = wallFoot ?? height * 0.84
    const defs =
        litFill('c-left', light, 0.1, 0.06) +
        litFill('c-right', mid, 0.08, 0.1) +
        litFill('c-floor', mix(deep, palette.ground, 0.65), 0.06, 0.1) +
        litFill('c-plinth', lighten(light, 0.2), 0.1, 0.05)
    const svg =
        rect(-10, -10, split + 10, height + 20, {fill: 'url(#c-left)'}) +
        rect(split, -10, width - split + 10, height + 20, {fill: 'url(#c-right)'}) +
        `<path d="M-10 ${n(floor)} H${width + 10} V${height + 10} H-10 Z" fill="url(#c-floor)"/>` +
        rect(split - 150, floor - 60, 300, 60, {fill: 'url(#c-plinth)'}) +
        rect(split - 150, floor - 60, 300, 6, {fill: '#ffffff', 'fill-opacity': 0.3})
    return {defs, svg, floor: floor + (wallFoot ? 20 : height * 0.08)}
}

/** Open sky over a low horizon: a bright colour field with a running track of light across the ground. */
const horizonSet: SetBuilder = ({width, height, palette, wallFoot}) => {
    const [light, mid, deep] = palette.fields
    const horizon = wallFoot ? wallFoot - 60 : height * 0.74
    const defs =
        `<linearGradient id="c-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(
            mid,
            light,
            0.4
        )}"/>` +
        `<stop offset="1" stop-color="${lighten(light, 0.35)}"/></linearGradient>` +
        litFill('c-ground', mix(deep, mid, 0.45), 0.08, 0.15)
    const svg =
        rect(-10, -10, width + 20, height + 20, {fill: 'url(#c-sky)'}) +
        `<path d="M-10 ${n(horizon)} H${width + 10} V${height + 10} H-10 Z" fill="url(#c-ground)"/>` +
        `<path d="M-10 ${n(horizon + 60)} C${n(width * 0.3)} ${n(horizon + 40)} ${n(width * 0.7)} ${n(
            horizon + 110
        )} ${width + 10} ${n(horizon + 90)}" stroke="${lighten(
            mid,
            0.4
        )}" stroke-width="10" stroke-opacity="0.35" fill="none"/>`
    return {defs, svg, floor: wallFoot ? wallFoot + 20 : height * 0.93}
}

const SETS: [RegExp, SetBuilder][] = [
    [/outdoor|trail|hike|run|winter|autumn|strava/, horizonSet],
    [/gym|train|insider|black|set|match/, blockSet]
]

/**
 * Where the cast stands, leaving room for copy: heroes put it on the right when wide (copy sits left) and in
 * the upper part when tall (copy sits at the foot); banners carry centred copy, so their cast keeps to the
 * outer edges, and narrow banners have no cast at all.
 */
const castAreas = (width: number, height: number, aspect: number, banner: boolean) => {
    if (banner)
        return aspect >= 1.6
            ? [
                  {x0: width * 0.01, x1: width * 0.22, floor: 0, band: 1},
                  {x0: width * 0.78, x1: width * 0.99, floor: 0, band: 1}
              ]
            : []
    if (aspect >= 1.2) return [{x0: width * 0.46, x1: width * 0.98, floor: 0, band: 1}]
    return [{x0: width * 0.04, x1: width * 0.96, floor: height * 0.58, band: 0.5}]
}

/**
 * Campaign image: a lit colour-field set and athletes in motion, shaded and casting shadows. Laid out for the
 * actual aspect ratio (1000 units tall) so every crop keeps the subject clear of the copy.
 */
export const campaignScene = (
    name: string,
    palette: Palette,
    aspect: number,
    banner = false
): EditorialScene => {
    const width = 1000 * aspect
    const height = 1000
    const random = seededRandom(name)
    const lower = name.toLowerCase()
    const areas = castAreas(width, height, aspect, banner)
    const span = areas.length
        ? {x0: areas[0].x0, x1: areas[areas.length - 1].x1}
        : {x0: width * 0.3, x1: width * 0.7}
    const builder =
        SETS.find(([pattern]) => pattern.test(lower))?.[1] ??
        pick([archSet, blockSet, archSet], hashString(lower) >>> 7)
    const tall = areas.find((area) => area.floor)
    const set = builder({width, height, ...span, palette, random, wallFoot: tall?.floor})
    const cast = castFor(name)
    let subject = ''
    let form = ''
    let defs = set.defs
    areas.forEach((area, index) => {
        const poses = areas.length > 1 ? [cast[index % cast.length]] : cast
        const floor = set.floor
        const figures = figureBand(poses, palette, `${name}#${index}`, {
            x0: area.x0,
            x1: area.x1,
            floor,
            height: (floor - height * 0.07) * (area.band < 1 ? 0.9 : 1)
        })
        subject += figures.svg
        form += figures.form
        defs += figures.defs
    })
    return {
        width,
        height,
        defs,
        backdrop: set.svg,
        subject,
        form,
        light: {
            shadowDx: 34,
            shadowDy: 8,
            shadowBlur: 10,
            shadowStrength: palette.dark ? 0.3 : 0.2,
            ...lightFor()
        }
    }
}

const lightFor = () => ({volumeBlur: 9, depth: 14, grain: 5})
