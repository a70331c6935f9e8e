import {darken, hashString, pick} from '../colour'
import {fabricFor} from '../fabric'
import type {Cover} from '../figure/body'
import {drawFigure} from '../figure/draw'
import {POSES, type Pose, type PoseName} from '../figure/pose'
import {n} from '../svg'
import {contrastingWear, type Palette} from './palette'

const SKIN = ['#e6c3a5', '#cf9f7c', '#ad7553', '#835238', '#5c392a'] as const
const HAIR = ['#2b1e17', '#191414', '#4a3226'] as const

/** Horizontal extent of a pose (with room for limbs' thickness), for laying figures out side by side. */
export const poseBounds = (pose: Pose) => {
    const points = Object.values(pose).filter(Array.isArray) as number[][]
    const xs = points.map((p) => p[0])
    // The head's top sits ~60 units above its centre (hair bun included); raised hands reach past it.
    const top = Math.min(...points.map((p) => p[1])) - 64
    return {left: Math.min(...xs) - 60, right: Math.max(...xs) + 60, top}
}

/**
 * A figure in campaign kit: a bra and leggings (or shorts when running) in the palette's colours. Returns the
 * markup, in pose space, and the pattern definitions its prints need.
 */
export const campaignFigure = (poseName: PoseName, palette: Palette, seed: string, index: number) => {
    const hash = hashString(`${seed}#${index}`)
    const wear = contrastingWear(palette, palette.fields[1])
    const bottoms = fabricFor(wear[index % 2], `f${index}b`)
    const top = fabricFor(wear[2 + (index % 2)], `f${index}t`)
    const running = poseName === 'run'
    const covers: Cover[] = [
        {part: 'torso', t0: 0.56, t1: 0.87, extra: 1.5, paint: top.fill},
        {part: 'strap', t0: 0.86, t1: 1, extra: 8, paint: top.fill},
        {part: 'torso', t0: -0.24, t1: running ? 0.3 : 0.36, extra: running ? 6 : 2, paint: bottoms.fill},
        running
            ? {part: 'thigh', t0: 0, t1: 0.4, extra: 7, paint: bottoms.fill, flatEnd: true}
            : {part: 'thigh', t0: 0, t1: 1, extra: 2, paint: bottoms.fill},
        ...(running
            ? []
            : [{part: 'shin', t0: 0, t1: 0.9, extra: 2, paint: bottoms.fill, flatEnd: true} as Cover])
    ]
    const figure = drawFigure(POSES[poseName], {skin: pick(SKIN, hash), hair: pick(HAIR, hash >>> 4), covers})
    return {svg: figure.subject, form: figure.form, defs: top.defs + bottoms.defs}
}

/**
 * Places figures in a band: `x0`..`x1` across, feet on `floor`, `height` tall. Figures are spaced evenly and
 * each sits on a soft contact shadow.
 */
export const figureBand = (
    poses: PoseName[],
    palette: Palette,
    seed: string,
    area: {x0: number; x1: number; floor: number; height: number}
) => {
    const slot = (area.x1 - area.x0) / poses.length
    let svg = ''
    let form = ''
    let defs = ''
    poses.forEach((poseName, i) => {
        const figure = campaignFigure(poseName, palette, seed, i)
        const bounds = poseBounds(POSES[poseName])
        // `height` is the room from the floor up: the whole pose, raised arms included, fits under it.
        const fit = Math.min(area.height / (940 - bounds.top), slot / (bounds.right - bounds.left))
        const centre = area.x0 + slot * (i + 0.5)
        const mid = (bounds.left + bounds.right) / 2
        const shadow = `<ellipse cx="${mid}" cy="940" rx="${
            (bounds.right - bounds.left) * 0.42
        }" ry="14" fill="${darken(palette.ground, 0.5)}" fill-opacity="0.18"/>`
        const place = `translate(${n(centre)} ${n(area.floor)}) scale(${fit.toFixed(
            4
        )}) translate(${-mid} -940)`
        svg += `<g transform="${place}">${shadow}${figure.svg}</g>`
        form += `<g transform="${place}">${figure.form}</g>`
        defs += figure.defs
    })
    return {svg, form, defs}
}
