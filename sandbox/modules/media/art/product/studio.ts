import {darken, hashString, lighten, pick} from '../colour'
import type {Scene, SceneLight} from '../raster/scene'
import type {Sweep} from '../raster/sweep'
import {n} from '../svg'
import type {Drawn} from './drawing'

export interface Box {
    width: number
    height: number
}

export const BOARD = {width: 800, height: 1000}

/** Studio sweeps: near-white warm greys, varied a little per product so a grid does not look pasted. */
const SWEEPS = ['#efedea', '#eeece8', '#f0eeeb', '#edebe7', '#efece9', '#eeedeb'] as const

/** The art-space window that shows `board` in a box of another aspect without cropping the board. */
export const fitView = (box: Box, board = {x: 0, y: 0, ...BOARD}) => {
    const target = box.width / box.height
    const current = board.width / board.height
    if (target > current) {
        const width = board.height * target
        return {x: board.x - (width - board.width) / 2, y: board.y, width, height: board.height}
    }
    const height = board.width / target
    return {x: board.x, y: board.y - (height - board.height) / 2, width: board.width, height}
}

/** A seamless paper sweep lit from above: lighter at the top, faint vignette at the sides. */
export const studioSweep = (seed: string): Sweep => {
    const base = pick(SWEEPS, hashString(seed))
    return {
        top: lighten(base, 0.35),
        middle: base,
        bottom: darken(base, 0.035),
        middleAt: 0.62,
        vignette: 0.05
    }
}

/** Places a drawing on the board: its family's scale, centred on the board. */
export const placement = (drawn: Drawn) => {
    const {x0, y0, x1, y1} = drawn.bounds
    const cx = (x0 + x1) / 2
    const cy = (y0 + y1) / 2
    const s = drawn.scale
    return {
        transform: `translate(400 ${n(500 + (drawn.lift ?? 0))}) scale(${n(s)}) translate(${n(-cx)} ${n(
            -cy
        )})`,
        map: (x: number, y: number) => [400 + (x - cx) * s, 500 + (drawn.lift ?? 0) + (y - cy) * s] as const,
        scale: s
    }
}

/** Lighting for a drawing at its board scale (blurs are given in garment units by the drawing). */
const lightFor = (drawn: Drawn, scale: number): Partial<SceneLight> => {
    const base: Partial<SceneLight> = {
        volumeBlur: 24 * scale,
        depth: 40 * scale,
        reliefBlur: 2.4 * scale,
        reliefDepth: 3.4 * scale,
        shadowBlur: 20,
        shadowDx: 5,
        shadowDy: 14,
        shadowStrength: 0.2
    }
    const extra = drawn.light ?? {}
    const scaled: Partial<SceneLight> = {}
    for (const key of ['volumeBlur', 'depth', 'reliefBlur', 'reliefDepth'] as const)
        if (extra[key] !== undefined) scaled[key] = (extra[key] as number) * scale
    return {...base, ...extra, ...scaled}
}

/** Front or back packshot, or the close-up of the drawing's focus. */
export const productScene = (drawn: Drawn, seed: string, box: Box, detail = false): Scene => {
    const sweep = studioSweep(seed)
    const place = placement(drawn)
    let view = fitView(box)
    if (detail) {
        const [fx, fy] = place.map(drawn.focus.x, drawn.focus.y)
        const width = drawn.focus.width * place.scale
        const height = width * 1.25
        view = fitView(box, {x: fx - width / 2, y: fy - height / 2, width, height})
    }
    return {
        width: box.width,
        height: box.height,
        view,
        defs: drawn.defs,
        formDefs: drawn.formDefs,
        backdrop: sweep,
        subject: `<g transform="${place.transform}">${drawn.subject}</g>`,
        form: `<g transform="${place.transform}">${drawn.form}</g>`,
        light: lightFor(drawn, place.scale)
    }
}
