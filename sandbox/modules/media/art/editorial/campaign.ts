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
}) => {
    defs: string
    svg: string
    floor: number
}

/** An arch of window light on a tinted wall, a low sun disc behind the cast, a curved floor. */
const archSet: SetBuilder = ({width, height, x0, x1, palette, random}) => {
    const [light, mid, deep] = palette.fields
    const cx = (x0 + x1) / 2 + (random() - 0.5) * (x1 - x0) * 0.2
    const r = Math.min(height * 0.34, (x1 - x0) * 0.42)
    const floor = height * 0.86
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
    return {defs, svg, floor: floor + height * 0.07}
}

/** Colour blocks: two tall panels and a plinth, like a set built for a lookbook. */
const blockSet: SetBuilder = ({width, height, x0, x1, palette, random}) => {
    const [light, mid, deep] = palette.fields
    const split = x0 + (x1 - x0) * (0.35 + random() * 0.3)
    const floor = height * 0.84
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
    return {defs, svg, floor: floor + height * 0.08}
}

/** Open sky over a low horizon: a bright colour field with a running track of light across the ground. */
const horizonSet: SetBuilder = ({width, height, palette}) => {
    const [light, mid, deep] = palette.fields
    const horizon = height * 0.74
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
    return {defs, svg, floor: height * 0.93}
}

const SETS: [RegExp, SetBuilder][] = [
    [/outdoor|trail|hike|run|winter|autumn|strava/, horizonSet],
    [/gym|train|insider|black|set|match/, blockSet]
]

/**
 * Campaign image: a lit colour-field set and athletes in motion, shaded and casting shadows. Laid out for the
 * actual aspect ratio (1000 units tall) so every crop keeps the subject; copy goes on the emptier side, which
 * alternates by name.
 */
export const campaignScene = (name: string, palette: Palette, aspect: number): EditorialScene => {
    const width = 1000 * aspect
    const height = 1000
    const random = seededRandom(name)
    const wide = aspect > 1.2
    const lower = name.toLowerCase()
    const copyLeft = hashString(name) % 3 !== 0
    const x0 = wide ? (copyLeft ? width * 0.44 : width * 0.04) : width * 0.04
    const x1 = wide ? (copyLeft ? width * 0.98 : width * 0.58) : width * 0.96
    const builder =
        SETS.find(([pattern]) => pattern.test(lower))?.[1] ??
        pick([archSet, blockSet, archSet], hashString(lower) >>> 7)
    const set = builder({width, height, x0, x1, palette, random})
    const cast = castFor(name)
    const figures = figureBand(cast, palette, name, {
        x0,
        x1,
        floor: set.floor,
        height: set.floor - height * 0.07
    })
    return {
        width,
        height,
        defs: set.defs + figures.defs,
        backdrop: set.svg,
        subject: figures.svg,
        form: figures.form,
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
