import type {ProductKind} from '../../../seed/palette'
import {darken, hashString, lighten, mix, pick, STUDIO_NEUTRALS} from './colour'
import type {Fabric} from './fabric'
import type {Drawn} from './product/drawing'
import {type Box, fitView} from './product/studio'
import type {Scene} from './raster/scene'
import {ellipse} from './svg'

// Where each still-life product's base sits on its 800 x 1000 board, so it stands on the plinth.
const STILL_LIFE_BASE: Partial<Record<ProductKind, number>> = {
    bag: 800,
    'water-bottle': 905,
    'resistance-band': 670,
    socks: 770,
    cap: 650,
    'gift-card-digital': 740,
    'gift-card-physical': 830
}

/** Soft shadow of a palm frond across the wall: the "window light" of campaign still lifes. */
export const leafShadows = (seed: string, colour: string) => {
    const sway = (hashString(seed) % 20) - 10
    let leaves = ''
    for (let i = 0; i < 9; i++) {
        const t = i / 8
        const x = 40 + t * 300
        const y = 30 + t * 360 - Math.sin(t * Math.PI) * 60
        for (const side of [-1, 1]) {
            const angle = 40 + sway + side * 58
            leaves += ellipse(x + 70, y, 80 - i * 4, 15, {transform: `rotate(${angle} ${x} ${y})`})
        }
    }
    return `<g fill="${colour}" fill-opacity="0.07" stroke-opacity="0.07"><path d="M40 30 Q220 150 340 390" stroke="${colour}" stroke-width="6" fill="none"/>${leaves}</g>`
}

const backdrop = (fabric: Fabric, seed: string) => {
    const neutral = pick(STUDIO_NEUTRALS, hashString(seed))
    const wall = mix(neutral, fabric.base, 0.16)
    const arch = mix(neutral, fabric.base, 0.34)
    const floor = darken(mix(neutral, fabric.base, 0.1), 0.06)
    return {
        wall,
        svg:
            `<rect x="-2000" y="-2000" width="4800" height="5000" fill="${wall}"/>` +
            `<path d="M190 900 V380 A210 210 0 0 1 610 380 V900 Z" fill="${arch}"/>` +
            `<rect x="-2000" y="900" width="4800" height="3000" fill="${floor}"/>` +
            `<rect x="-2000" y="900" width="4800" height="8" fill="${lighten(
                floor,
                0.25
            )}" fill-opacity="0.5"/>`
    }
}

/** A product that is not worn, in a still life on a plinth against a tinted wall, lit like the packshots. */
export const stillLifeScene = (
    kind: ProductKind,
    drawn: Drawn,
    fabric: Fabric,
    seed: string,
    box: Box
): Scene => {
    const set = backdrop(fabric, seed)
    const plinth = mix(set.wall, '#ffffff', 0.35)
    // Hand-drawn accessories stand at a known height on their board; the others by their bounds.
    const {x0, x1, y1} = drawn.bounds
    const base = drawn.board ? STILL_LIFE_BASE[kind] ?? 880 : y1
    const cx = drawn.board ? 400 : (x0 + x1) / 2
    const scale = drawn.board ? 0.56 : Math.min(0.56 * drawn.scale, 340 / Math.max(1, x1 - x0))
    const transform = `translate(400 760) scale(${scale.toFixed(4)}) translate(${-cx} ${-base})`
    return {
        width: box.width,
        height: box.height,
        view: fitView(box),
        defs: drawn.defs,
        formDefs: drawn.formDefs,
        backdrop:
            set.svg +
            leafShadows(seed, darken(set.wall, 0.6)) +
            `<path d="M220 760 V1200 H580 V760 Z" fill="${darken(plinth, 0.04)}"/>` +
            ellipse(400, 760, 180, 36, {fill: lighten(plinth, 0.2)}) +
            ellipse(400, 756, 120, 16, {fill: darken(plinth, 0.3), 'fill-opacity': 0.25}),
        subject: `<g transform="${transform}">${drawn.subject}</g>`,
        form: `<g transform="${transform}">${drawn.form}</g>`,
        light: {
            volumeBlur: 12 * scale,
            depth: 20 * scale,
            shadowDx: 10,
            shadowDy: 4,
            shadowBlur: 12,
            shadowStrength: 0.16
        }
    }
}
