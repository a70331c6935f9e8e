import {darken, isDark, lighten, mix} from '../colour'
import type {Fabric} from '../fabric'
import {corner, curve, outline, type OutlineNode, symmetric} from '../raster/outline'
import {n, type Point, wordmark, wordmarkWidth} from '../svg'
import type {Drawing} from './drawing'
import {sleeveFrame, type TopBlock, widthAt} from './top-block'

/** Inside of the garment seen through an opening: a shade of the lining, sunk into the form. */
export const interior = (fabric: Fabric) =>
    isDark(fabric.base) ? mix(fabric.base, '#3a3a3a', 0.45) : darken(fabric.base, 0.42)

/** Zip hardware colours that read on the fabric. */
export const zipColours = (fabric: Fabric) => ({
    tape: isDark(fabric.base) ? lighten(fabric.trim, 0.12) : darken(fabric.trim, 0.3),
    teeth: isDark(fabric.base) ? '#5a5a5a' : darken(fabric.base, 0.55),
    puller: isDark(fabric.base) ? '#8d8d8d' : '#2b2b2b'
})

/** A centre-front zip from y0 to y1: tape, teeth and a puller at the top. */
export const centreZip = (g: Drawing, y0: number, y1: number, flap = false) => {
    const c = zipColours(g.fabric)
    if (flap) {
        // A storm flap covers the teeth: a placket with its own shadow line.
        g.paint(`<path d="M394 ${n(y0)} H414 V${n(y1)} H394 Z" fill="${g.fabric.fill}"/>`)
        g.seam(`M414 ${n(y0)} V${n(y1)}`, 1.2, 2)
        g.stitch(`M408 ${n(y0 + 6)} V${n(y1 - 4)}`)
        g.fold(`M414 ${n(y0)} V${n(y1)}`, 6, 0.7)
    } else {
        g.paint(`<path d="M395 ${n(y0)} H405 V${n(y1)} H395 Z" fill="${c.tape}"/>`)
        g.paint(
            `<path d="M400 ${n(y0)} V${n(y1)}" stroke="${
                c.teeth
            }" stroke-width="5" stroke-dasharray="2 1.6"/>`
        )
        g.fold(`M400 ${n(y0)} V${n(y1)}`, 7, 0.45)
    }
    g.paint(
        `<rect x="394" y="${n(y0 + 4)}" width="12" height="16" rx="3" fill="${c.puller}"/>` +
            `<rect x="396.5" y="${n(y0 + 16)}" width="7" height="26" rx="3.5" fill="${c.puller}"/>`
    )
    g.shape(
        `<rect x="396.5" y="${n(y0 + 16)}" width="7" height="26" rx="3.5" fill="rgb(255,200,${Math.round(
            g.sheen * 255
        )})"/>`
    )
}

/** Ribbing: fine parallel grooves across a band, `direction` 0 vertical ribs, 1 ribs along the band. */
export const ribs = (g: Drawing, x0: number, x1: number, y0: number, y1: number, pitch = 7) => {
    let d = ''
    for (let x = x0 + pitch / 2; x < x1; x += pitch) d += `M${n(x)} ${n(y0)} V${n(y1)} `
    g.paint(`<path d="${d}" stroke="${g.fabric.deep}" stroke-width="1.2" stroke-opacity="0.28"/>`)
    g.fold(d, 2.2, 0.35)
}

/** Tone-on-tone wordmark (printed or embroidered), centred on (cx, cy). */
export const logo = (g: Drawing, cx: number, cy: number, height: number, contrast = 0.35) => {
    const ink = isDark(g.fabric.base)
        ? lighten(g.fabric.trim, contrast)
        : darken(g.fabric.trim, contrast * 0.7)
    g.paint(wordmark(cx - wordmarkWidth(height) / 2, cy - height / 2, height, ink, 0.9))
}

/** The hood seen from the front, standing behind the neck with its opening towards us. */
export const hoodFront = (g: Drawing, b: TopBlock) => {
    const {sy, neckW} = b
    const outer = symmetric([
        [400, sy - 156],
        [400 - 70, sy - 140],
        [400 - neckW - 54, sy - 70],
        [400 - neckW - 44, sy + 4],
        corner([400 - neckW - 20, sy + 40]),
        [400, sy + 40]
    ])
    g.extent(outer)
    g.piece(outline(outer), {apart: true})
    const opening = symmetric([
        [400, sy - 118],
        [400 - 52, sy - 104],
        [400 - neckW - 12, sy - 40],
        [400 - neckW + 4, sy + 12],
        [400, sy + b.neckDepth + 4]
    ])
    const d = outline(opening)
    g.paint(`<path d="${d}" fill="${interior(g.fabric)}"/>`)
    g.shape(`<path d="${d}" fill="rgb(70,60,0)"/>`)
    // The hood's edge: a turned-back band with topstitching.
    g.paint(`<path d="${d}" fill="none" stroke="${g.fabric.fill}" stroke-width="14"/>`)
    g.stitch(
        outline((opening as Point[]).map(([x, y]): Point => [400 + (x - 400) * 1.09, y + (y - sy) * 0.06]))
    )
    g.fold(d, 10, -0.5)
    g.seam(`M400 ${sy - 156} Q396 ${sy - 136} 400 ${sy - 119}`, 0.8)
}

/** Drawcords from eyelets at the neckline, hanging over the body. */
export const drawcords = (g: Drawing, b: TopBlock, length = 190) => {
    const cord = isDark(g.fabric.base) ? mix(g.fabric.base, '#f2f0ea', 0.75) : darken(g.fabric.base, 0.2)
    const tip = isDark(g.fabric.base) ? '#d8d5cf' : '#2d2d2d'
    for (const side of [-1, 1]) {
        const x = 400 + side * 34
        const y = b.sy + 44
        const d = `M${x} ${y} C${x + side * 2} ${y + length * 0.4} ${x - side * 6} ${y + length * 0.7} ${
            x - side * 2
        } ${y + length}`
        g.paint(`<circle cx="${x}" cy="${y}" r="6" fill="${darken(g.fabric.base, 0.3)}"/>`)
        g.paint(`<path d="${d}" fill="none" stroke="${cord}" stroke-width="6.5" stroke-linecap="round"/>`)
        g.paint(
            `<rect x="${n(x - side * 2 - 4)}" y="${n(
                y + length - 4
            )}" width="8" height="22" rx="3" fill="${tip}"/>`
        )
        g.shape(`<path d="${d}" fill="none" stroke="rgb(255,190,40)" stroke-width="6.5"/>`)
    }
}

/** The hood lying down the back. */
export const hoodBack = (g: Drawing, b: TopBlock) => {
    const {sy, neckW} = b
    const hood = symmetric([
        [400, sy - 20],
        [400 - neckW - 10, sy - 14],
        [400 - neckW - 40, sy + 60],
        [400 - 118, sy + 190],
        [400 - 70, sy + 262],
        [400, sy + 280]
    ])
    g.piece(outline(hood), {apart: true})
    g.seam(`M400 ${sy - 14} V${sy + 278}`, 1)
    g.fold(`M${400 - 96} ${sy + 120} Q400 ${sy + 170} ${400 + 96} ${sy + 120}`, 16, 0.35)
}

/** Kangaroo pocket on the lower front. */
export const kangaroo = (g: Drawing, b: TopBlock, bottom: number) => {
    const top = bottom - Math.min(190, (bottom - b.ay) * 0.75)
    const tw = 100
    const bw = Math.min(150, widthAt(b, bottom) - 26)
    const pocket: OutlineNode[] = [
        corner([400 - tw, top]),
        corner([400 + tw, top]),
        [400 + bw - 16, (top + bottom) / 2 + 10],
        corner([400 + bw, bottom]),
        corner([400 - bw, bottom]),
        [400 - bw + 16, (top + bottom) / 2 + 10]
    ]
    const d = outline(pocket)
    g.paint(`<path d="${d}" fill="${g.fabric.fill}"/>`)
    g.seam(`M${400 - tw} ${top} H${400 + tw}`, 0.9)
    g.stitch(`M${400 - tw + 4} ${top + 7} H${400 + tw - 4}`)
    for (const side of [-1, 1]) {
        const opening = curve([
            [400 + side * tw, top],
            [400 + side * (bw - 16), (top + bottom) / 2 + 10],
            [400 + side * bw, bottom]
        ])
        g.seam(opening, 1.4, 2.4)
        g.fold(opening, 9, 0.8)
    }
    g.fold(`M${400 - bw + 30} ${bottom - 30} Q400 ${bottom - 46} ${400 + bw - 30} ${bottom - 30}`, 18, 0.25)
}

/** Slanted welt or zip pockets at each side of the front. */
export const sidePockets = (g: Drawing, b: TopBlock, y: number, zipped: boolean) => {
    const c = zipColours(g.fabric)
    for (const side of [-1, 1]) {
        const w = widthAt(b, y)
        const x0 = 400 + side * (w - 70)
        const x1 = 400 + side * (w - 36)
        const d = `M${n(x0)} ${n(y - 50)} L${n(x1)} ${n(y + 46)}`
        if (zipped) {
            g.paint(`<path d="${d}" stroke="${c.tape}" stroke-width="7" stroke-linecap="round"/>`)
            g.paint(`<path d="${d}" stroke="${c.teeth}" stroke-width="3.4" stroke-dasharray="1.8 1.4"/>`)
            g.paint(
                `<rect x="${n(x0 - 4)}" y="${n(y - 50)}" width="8" height="18" rx="3" fill="${c.puller}"/>`
            )
        } else g.seam(d, 1.4, 2.6)
        g.fold(d, 8, 0.8)
    }
}

/** Quilted channels across the body (and sleeves through `across`): stitched grooves the light rounds off. */
export const quilting = (g: Drawing, b: TopBlock, y0: number, y1: number, pitch = 64) => {
    let d = ''
    for (let y = y0 + pitch; y < y1 - 12; y += pitch) {
        const w = widthAt(b, y) + 30
        d += `M${n(400 - w)} ${n(y)} Q400 ${n(y + 8)} ${n(400 + w)} ${n(y)} `
    }
    g.paint(
        `<path d="${d}" fill="none" stroke="${darken(
            g.fabric.base,
            0.25
        )}" stroke-width="1.6" stroke-opacity="0.6"/>`
    )
    g.fold(d, 16, 1)
}

/** Quilting across a sleeve, perpendicular to it. */
export const sleeveQuilting = (g: Drawing, b: TopBlock, side: 1 | -1, pitch = 64) => {
    const f = sleeveFrame(b, side)
    const length = b.sleeve?.length ?? 0
    let d = ''
    for (let t = pitch; t < length - 30; t += pitch) {
        const a = [f.shoulder[0] + f.d[0] * t - f.q[0] * 30, f.shoulder[1] + f.d[1] * t - f.q[1] * 30]
        const e = [a[0] + f.q[0] * 240, a[1] + f.q[1] * 240]
        d += `M${n(a[0])} ${n(a[1])} L${n(e[0])} ${n(e[1])} `
    }
    g.paint(
        `<path d="${d}" fill="none" stroke="${darken(
            g.fabric.base,
            0.25
        )}" stroke-width="1.6" stroke-opacity="0.6"/>`
    )
    g.fold(d, 16, 1)
}

/** Reflective piping: a pale silver line that catches the light (subject only). */
export const reflective = (g: Drawing, d: string) =>
    g.paint(
        `<path d="${d}" fill="none" stroke="#d9dcdf" stroke-width="3.2" stroke-linecap="round" stroke-opacity="0.95"/>`
    )

/** The collar of a jacket or a mock neck: a band standing above the neckline. */
export const standCollar = (g: Drawing, b: TopBlock, height: number) => {
    const {sy, neckW} = b
    const collar = symmetric([
        [400, sy - height + 6],
        corner([400 - neckW - 4, sy - height]),
        corner([400 - neckW - 8, sy + 6]),
        [400, sy + b.neckDepth + 4]
    ])
    // Inside of the collar at the back, then the collar itself.
    const inside = symmetric([
        [400, sy - height + 2],
        corner([400 - neckW, sy - height + 4]),
        [400 - neckW + 4, sy - 8],
        [400, sy + 2]
    ])
    g.paint(`<path d="${outline(inside)}" fill="${interior(g.fabric)}"/>`)
    g.extent(collar)
    g.piece(outline(collar), {apart: true, volume: 200})
    return collar
}

/** A point on the sleeve: `t` along it (0 shoulder), `u` across (0 outer edge, 1 inner). */
export const onSleeve = (b: TopBlock, side: 1 | -1, t: number, u: number): Point => {
    const f = sleeveFrame(b, side)
    const width = (b.sleeve?.top ?? 0) + ((b.sleeve?.end ?? 0) - (b.sleeve?.top ?? 0)) * t
    const along = (b.sleeve?.length ?? 0) * t
    return [
        f.shoulder[0] + f.d[0] * along + f.q[0] * width * u,
        f.shoulder[1] + f.d[1] * along + f.q[1] * width * u
    ]
}
