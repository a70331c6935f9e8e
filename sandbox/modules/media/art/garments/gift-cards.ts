import {darken, isDark, lighten, mix} from '../colour'
import type {Fabric} from '../fabric'
import {centredWordmark, wordmark} from '../svg'
import type {Drawer} from './types'

const CARD = {width: 520, height: 328}

/** The card face: a tonal gradient, two sweeping arcs and the wordmark; no value, so one image fits all. */
const cardFace = (uid: string, fabric: Fabric, x: number, y: number, angle: number) => {
    const {width, height} = CARD
    const base = fabric.base
    const ink = isDark(base) ? '#f4f1ea' : darken(base, 0.65)
    const gradient =
        `<linearGradient id="${uid}-card" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="${lighten(base, 0.12)}"/><stop offset="1" stop-color="${darken(
            base,
            0.18
        )}"/></linearGradient>` +
        `<clipPath id="${uid}-cardclip"><rect x="0" y="0" width="${width}" height="${height}" rx="22"/></clipPath>`
    const svg =
        `<g transform="translate(${x} ${y}) rotate(${angle})">` +
        `<rect x="0" y="0" width="${width}" height="${height}" rx="22" fill="url(#${uid}-card)"/>` +
        `<g clip-path="url(#${uid}-cardclip)" fill="none" stroke="${ink}">` +
        `<circle cx="${width * 0.92}" cy="${
            height * 1.05
        }" r="230" stroke-width="26" stroke-opacity="0.12"/>` +
        `<circle cx="${width * 0.92}" cy="${
            height * 1.05
        }" r="160" stroke-width="2" stroke-opacity="0.35"/>` +
        `<rect x="0" y="0" width="${width}" height="${height}" fill="${mix(
            base,
            '#ffffff',
            0.5
        )}" stroke="none" fill-opacity="0.06"/>` +
        '</g>' +
        wordmark(40, 40, 30, ink) +
        `<rect x="40" y="${height - 58}" width="90" height="6" rx="3" fill="${ink}" fill-opacity="0.55"/>` +
        '</g>'
    return {svg, defs: gradient}
}

const rotatedRect = (x: number, y: number, angle: number) => {
    const rad = (angle * Math.PI) / 180
    const corner = (dx: number, dy: number) =>
        `${(x + dx * Math.cos(rad) - dy * Math.sin(rad)).toFixed(1)} ${(
            y +
            dx * Math.sin(rad) +
            dy * Math.cos(rad)
        ).toFixed(1)}`
    return `M${corner(0, 0)} L${corner(CARD.width, 0)} L${corner(CARD.width, CARD.height)} L${corner(
        0,
        CARD.height
    )} Z`
}

export const giftCardDigital: Drawer = (ctx) => {
    const {fabric, view, uid} = ctx
    const angle = view === 'front' ? -7 : 5
    const face = cardFace(uid, fabric, 150, 380, angle)
    const behind = `<g transform="translate(170 330) rotate(${angle + 9})"><rect width="${
        CARD.width
    }" height="${CARD.height}" rx="22" fill="${lighten(fabric.base, 0.55)}"/></g>`
    return {
        svg: (view === 'front' ? behind : '') + face.svg,
        defs: face.defs,
        silhouette: rotatedRect(150, 380, angle),
        focus: {x: 300, y: 420, width: 320},
        hardSurface: true
    }
}

export const giftCardPhysical: Drawer = (ctx) => {
    const {fabric, view, uid} = ctx
    const paper = isDark(fabric.base) ? '#efe9df' : mix(fabric.base, '#f4efe6', 0.75)
    const fold = darken(paper, 0.1)
    const envelope = {x: 130, y: 470, w: 540, h: 360}
    const {x, y, w, h} = envelope
    const flap = `M${x} ${y} L${x + w / 2} ${y - 170} L${x + w} ${y} Z`
    const pocket = `M${x} ${y} L${x + w / 2} ${y + h * 0.52} L${x + w} ${y} V${y + h} H${x} Z`
    const face = cardFace(uid, fabric, 150, 300, -4)
    const ribbon = darken(fabric.base, 0.1)
    const svg =
        `<path d="${flap}" fill="${fold}"/>` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${darken(paper, 0.16)}"/>` +
        (view === 'front' ? face.svg : '') +
        `<path d="${pocket}" fill="${paper}"/>` +
        `<path d="M${x} ${y + h} L${x + w / 2} ${y + h * 0.52} L${x + w} ${
            y + h
        }" fill="none" stroke="${fold}" stroke-width="3"/>` +
        (view === 'back'
            ? `<rect x="${x + w / 2 - 22}" y="${y}" width="44" height="${h}" fill="${ribbon}"/>` +
              `<circle cx="${x + w / 2}" cy="${y + h * 0.52}" r="44" fill="${darken(ribbon, 0.15)}"/>` +
              centredWordmark(x + w / 2, y + h * 0.52, 12, paper)
            : '')
    return {
        svg,
        defs: face.defs,
        silhouette: `M${x} ${y - 170} H${x + w} V${y + h} H${x} Z`,
        focus: {x: 330, y: 400, width: 320},
        hardSurface: true
    }
}
