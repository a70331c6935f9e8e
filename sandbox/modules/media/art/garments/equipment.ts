import {darken, lighten} from '../colour'
import {centredWordmark} from '../svg'
import {type Drawer, fill, seam, stitch} from './types'

/** Side-lit cylinder shading (mats, bottles, handles): dark rims and a soft highlight left of centre. */
export const cylinderShade = (id: string, vertical = false) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
    '<stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.28" stop-color="#fff" stop-opacity="0.2"/>' +
    '<stop offset="0.42" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.8" stop-color="#000" stop-opacity="0.12"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.32"/></linearGradient>'

const MAT_ROLL = 'M300 200 A100 28 0 0 1 500 200 V860 A100 28 0 0 1 300 860 Z'
// Unrolled on the floor, seen from a low angle: wider than deep, with the rest of the roll at the far end.
const MAT_FLAT = 'M90 860 L222 600 H578 L710 860 Z'

export const yogaMat: Drawer = (ctx) => {
    const {fabric, view, uid} = ctx
    const shade = `${uid}-cyl`
    const defs = cylinderShade(shade) + cylinderShade(`${shade}v`, true)
    if (view === 'front') {
        let spiral = ''
        for (let i = 1; i <= 5; i++)
            spiral += `<ellipse cx="${400 + i * 2}" cy="200" rx="${100 - i * 17}" ry="${28 - i * 4.8}"/>`
        const strap = (y: number) =>
            fill(`M298 ${y} Q400 ${y + 34} 502 ${y} V${y + 30} Q400 ${y + 64} 298 ${y + 30} Z`, fabric.cord)
        const svg =
            fill(MAT_ROLL, fabric.fill) +
            seam('M468 222 V884', fabric.deep, 3, 0.6) +
            fill(MAT_ROLL, `url(#${shade})`) +
            `<ellipse cx="400" cy="200" rx="100" ry="28" fill="${fabric.highlight}"/>` +
            `<g fill="none" stroke="${fabric.deep}" stroke-width="3" stroke-opacity="0.7">${spiral}</g>` +
            strap(340) +
            strap(690) +
            `<path d="M502 356 C590 420 590 640 502 706" fill="none" stroke="${fabric.cord}" stroke-width="22"/>` +
            stitch('M502 356 C590 420 590 640 502 706', darken(fabric.cord, 0.3), 2)
        return {svg, defs, silhouette: MAT_ROLL, focus: {x: 400, y: 300, width: 300}, hardSurface: true}
    }
    let grip = ''
    for (let i = 1; i < 20; i++) grip += `M${90 + i * 31} 860 L${222 + i * 17.8} 600 `
    const svg =
        fill(MAT_FLAT, fabric.fill) +
        `<path d="${grip}" stroke="${fabric.deep}" stroke-width="1.4" stroke-opacity="0.18"/>` +
        seam('M400 612 V856', fabric.deep, 3, 0.25) +
        fill('M90 860 L710 860 L712 874 L88 874 Z', fabric.deep) +
        `<rect x="212" y="548" width="376" height="80" rx="40" fill="${fabric.fill}"/>` +
        `<rect x="212" y="548" width="376" height="80" rx="40" fill="url(#${shade}v)"/>` +
        centredWordmark(400, 820, 16, fabric.stitch, 0.8)
    return {
        svg,
        defs,
        silhouette: MAT_FLAT + ' M212 548 H588 V628 H212 Z',
        focus: {x: 400, y: 520, width: 320},
        hardSurface: true,
        transform: 'translate(400 500) scale(1.15) translate(-400 -711)'
    }
}

const BOTTLE =
    'M305 330 C305 270 340 246 370 238 V206 H430 V238 C460 246 495 270 495 330 V842 Q495 884 450 884 H350 ' +
    'Q305 884 305 842 Z'

export const waterBottle: Drawer = (ctx) => {
    const {fabric, view, uid} = ctx
    const shade = `${uid}-cyl`
    const cap = darken(fabric.base, 0.55)
    const svg =
        fill(BOTTLE, fabric.fill) +
        fill(
            'M305 820 H495 V842 Q495 884 450 884 H350 Q305 884 305 842 Z',
            fabric.deep,
            ' fill-opacity="0.5"'
        ) +
        fill(BOTTLE, `url(#${shade})`) +
        `<rect x="334" y="320" width="12" height="500" rx="6" fill="#ffffff" fill-opacity="0.22"/>` +
        `<rect x="356" y="146" width="88" height="66" rx="12" fill="${cap}"/>` +
        `<rect x="356" y="146" width="88" height="66" rx="12" fill="url(#${shade})"/>` +
        `<path d="M378 154 C378 96 422 96 422 154" fill="none" stroke="${cap}" stroke-width="16"/>` +
        (view === 'front'
            ? centredWordmark(400, 560, 22, lighten(fabric.stitch, 0.1), 0.95)
            : `<path d="M458 420 H474 M464 470 H474 M458 520 H474 M464 570 H474 M458 620 H474" stroke="${fabric.stitch}" stroke-width="3"/>`)
    return {
        svg,
        defs: cylinderShade(shade),
        silhouette: BOTTLE + ' M356 100 H444 V212 H356 Z',
        focus: {x: 400, y: 230, width: 260},
        hardSurface: true,
        transform: 'translate(400 500) scale(1.08) translate(-400 -500)'
    }
}

export const resistanceBand: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const [rx, ry, irx, iry] = view === 'front' ? [270, 140, 220, 100] : [300, 90, 252, 58]
    const ring = (dy: number) =>
        `M${400 - rx} ${500 + dy} A${rx} ${ry} 0 1 0 ${400 + rx} ${500 + dy} A${rx} ${ry} 0 1 0 ${400 - rx} ${
            500 + dy
        } Z ` +
        `M${400 - irx} ${500 + dy} A${irx} ${iry} 0 1 1 ${400 + irx} ${500 + dy} A${irx} ${iry} 0 1 1 ${
            400 - irx
        } ${500 + dy} Z`
    const mid = `M${400 - (rx + irx) / 2} 500 A${(rx + irx) / 2} ${(ry + iry) / 2} 0 1 0 ${
        400 + (rx + irx) / 2
    } 500 A${(rx + irx) / 2} ${(ry + iry) / 2} 0 1 0 ${400 - (rx + irx) / 2} 500`
    const labelY = 500 + (ry + iry) / 2
    const svg =
        `<path d="${ring(24)}" fill="${fabric.deep}" fill-rule="evenodd"/>` +
        `<path d="${ring(0)}" fill="${fabric.fill}" fill-rule="evenodd"/>` +
        stitch(mid, fabric.stitch, 2) +
        `<rect x="352" y="${labelY - 16}" width="96" height="32" rx="3" fill="${fabric.cord}"/>` +
        centredWordmark(400, labelY, 12, fabric.base, 0.95)
    return {
        svg,
        silhouette: ring(12),
        focus: {x: 400, y: 520 + (labelY - 520) * 1.25 - 20, width: 320},
        transform: 'translate(400 520) scale(1.25) translate(-400 -520)'
    }
}

const head = (x: number, y: number, w: number, h: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${colour}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.24}" rx="12" fill="#ffffff" fill-opacity="0.16"/>` +
    `<rect x="${x}" y="${y + h * 0.76}" width="${w}" height="${
        h * 0.24
    }" rx="12" fill="#000000" fill-opacity="0.16"/>`

const dumbbellSide = (dx: number, dy: number, colour: string, handle: string) =>
    `<g transform="translate(${dx} ${dy})">` +
    `<rect x="250" y="-22" width="300" height="44" rx="10" fill="#9a9a98"/>` +
    `<rect x="250" y="-22" width="300" height="44" rx="10" fill="url(#${handle})"/>` +
    head(160, -110, 110, 220, colour) +
    head(530, -110, 110, 220, colour) +
    '</g>'

export const dumbbell: Drawer = (ctx) => {
    const {fabric, view, uid} = ctx
    const handle = `${uid}-bar`
    const defs = cylinderShade(handle, true)
    if (view === 'front') {
        const svg =
            dumbbellSide(-20, 400, darken(fabric.base, 0.08), handle) +
            dumbbellSide(20, 640, fabric.base, handle)
        return {
            svg,
            defs,
            silhouette: 'M140 290 H620 V510 H140 Z M180 530 H660 V750 H180 Z',
            focus: {x: 560, y: 620, width: 260},
            hardSurface: true
        }
    }
    const hex = 'M400 270 L560 362 V546 L400 638 L240 546 V362 Z'
    const svg =
        `<path d="M240 586 L400 678 V828 L240 736 Z" fill="${darken(fabric.base, 0.2)}"/>` +
        `<path d="M560 586 L400 678 V828 L560 736 Z" fill="${darken(fabric.base, 0.35)}"/>` +
        `<path d="${hex}" fill="${lighten(fabric.base, 0.08)}" transform="translate(0 40)"/>` +
        `<circle cx="400" cy="494" r="44" fill="#a3a3a0"/><circle cx="400" cy="494" r="30" fill="#8b8b88"/>`
    return {
        svg,
        defs,
        silhouette: 'M400 310 L560 402 V736 L400 828 L240 736 V402 Z',
        focus: {x: 400, y: 494, width: 300},
        hardSurface: true
    }
}
