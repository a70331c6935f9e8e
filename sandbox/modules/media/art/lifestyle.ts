import type {ProductKind} from '../../../seed/palette'
import {darken, hashString, lighten, mix, pick, STUDIO_NEUTRALS} from './colour'
import type {Fabric} from './fabric'
import {drawFigure} from './figure/body'
import {POSES, type PoseName} from './figure/pose'
import {canWear, lookFor} from './figure/wear'
import {DRAWERS} from './garments'
import {type Box, fittedViewBox} from './studio'
import {ellipse, n, svgDocument} from './svg'

const POSES_BY_KIND: Partial<Record<ProductKind, PoseName[]>> = {
    leggings: ['warrior', 'tree', 'lunge'],
    shorts: ['run', 'walk'],
    joggers: ['walk', 'stand'],
    'sports-bra': ['stretch', 'warrior'],
    tank: ['stretch', 'run'],
    tee: ['stand', 'walk'],
    'long-sleeve-top': ['stand', 'run'],
    hoodie: ['stand', 'walk'],
    sweatshirt: ['stand', 'walk'],
    jacket: ['walk', 'run'],
    gilet: ['walk', 'stand'],
    'yoga-mat': ['tree', 'warrior'],
    dumbbell: ['stand']
}

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

const handheldDumbbell = (x: number, y: number, colour: string) =>
    `<g transform="translate(${n(x)} ${n(
        y
    )})"><rect x="-34" y="-5" width="68" height="10" rx="4" fill="#8d8d8a"/>` +
    `<rect x="-46" y="-18" width="22" height="36" rx="5" fill="${colour}"/><rect x="24" y="-18" width="22" height="36" rx="5" fill="${colour}"/></g>`

/** The product in use (worn, or with a figure) or in a still life, on a tinted set. */
export const lifestyleShot = (kind: ProductKind, fabric: Fabric, seed: string, box: Box) => {
    const set = backdrop(fabric, seed)
    const hash = hashString(seed)
    let body = set.svg
    let defs = fabric.defs
    if (canWear(kind) || kind === 'yoga-mat' || kind === 'dumbbell') {
        const poseName = pick<PoseName>(POSES_BY_KIND[kind] ?? ['stand'], hash >>> 5)
        const pose = POSES[poseName]
        const look = lookFor(
            canWear(kind) ? kind : 'tee',
            canWear(kind) ? fabric : {...fabric, fill: '#e9e3d8', base: '#e9e3d8'},
            seed
        )
        let props = ''
        if (kind === 'yoga-mat')
            props = `<path d="M150 930 L260 860 H740 L850 930 Z" fill="${fabric.fill}"/><path d="M150 930 H850 V940 H150 Z" fill="${fabric.deep}"/>`
        let held = ''
        if (kind === 'dumbbell')
            held =
                handheldDumbbell(pose.wristL[0], pose.wristL[1] + 8, fabric.base) +
                handheldDumbbell(pose.wristR[0], pose.wristR[1] + 8, fabric.base)
        const figure =
            props +
            ellipse(500, 935, 190, 16, {fill: darken(set.wall, 0.4), 'fill-opacity': 0.25}) +
            drawFigure(pose, look) +
            held
        body += `<g transform="translate(-100 0)">${figure}</g>`
    } else {
        const drawing = DRAWERS[kind]({fabric, view: 'front', uid: 'l'})
        defs += drawing.defs ?? ''
        const base = STILL_LIFE_BASE[kind] ?? 880
        const plinth = mix(set.wall, '#ffffff', 0.35)
        body +=
            leafShadows(seed, darken(set.wall, 0.6)) +
            `<path d="M220 760 V1200 H580 V760 Z" fill="${darken(plinth, 0.04)}"/>` +
            ellipse(400, 760, 180, 36, {fill: lighten(plinth, 0.2)}) +
            ellipse(400, 756, 120, 16, {fill: darken(plinth, 0.3), 'fill-opacity': 0.25}) +
            `<g transform="translate(400 760) scale(0.56) translate(-400 ${-base})">` +
            (drawing.transform ? `<g transform="${drawing.transform}">${drawing.svg}</g>` : drawing.svg) +
            '</g>'
    }
    return svgDocument(box.width, box.height, fittedViewBox(box), defs, body)
}
