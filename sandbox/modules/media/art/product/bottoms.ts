import {darken, isDark, lighten} from '../colour'
import type {Fabric} from '../fabric'
import {corner, curve, outline, type OutlineNode, symmetric} from '../raster/outline'
import {n, type Point} from '../svg'
import type {BottomBlock, BottomSpec} from './bottom-specs'
import {Drawing, type Drawn} from './drawing'
import {interior, logo, reflective, ribs, zipColours} from './top-parts'

const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** Leg centre offset and half width at height y (left leg; mirrored for the right). */
const legAt = (b: BottomBlock, y: number) => {
    const t = Math.max(0, Math.min(1, (y - b.crotchY) / Math.max(1, b.hemY - b.crotchY)))
    const centre = lerp(b.legX, b.hemLegX, t)
    let half: number
    if (y <= b.kneeY)
        half = lerp(b.thigh, b.knee, Math.max(0, (y - b.crotchY) / Math.max(1, b.kneeY - b.crotchY)))
    else half = lerp(b.knee, b.hem, (y - b.kneeY) / Math.max(1, b.hemY - b.kneeY))
    if (b.hemY < b.kneeY) half = lerp(b.thigh, b.hem, t)
    return {centre, half}
}

const outlineHalf = (b: BottomBlock, back: boolean): OutlineNode[] => {
    const hem = legAt(b, b.hemY)
    const outerHem = 400 - hem.centre - hem.half
    const innerHem = 400 - hem.centre + hem.half
    const nodes: OutlineNode[] = [
        [400, b.waistY + (back ? -6 : 10)],
        corner([400 - b.waistW, b.waistY]),
        [400 - lerp(b.waistW, b.hipW, 0.7), lerp(b.waistY, b.hipY, 0.55)],
        [400 - b.hipW, b.hipY]
    ]
    const crotch = legAt(b, b.crotchY + 40)
    nodes.push([400 - crotch.centre - crotch.half, b.crotchY + 40])
    if (b.kneeY < b.hemY - 40) {
        const knee = legAt(b, b.kneeY)
        nodes.push([400 - knee.centre - knee.half, b.kneeY])
        const calf = legAt(b, lerp(b.kneeY, b.hemY, 0.45))
        nodes.push([400 - calf.centre - calf.half - 3, lerp(b.kneeY, b.hemY, 0.45)])
    }
    if (b.split) {
        nodes.push(corner([outerHem + 2, b.hemY - b.split]))
        nodes.push([outerHem + 18, b.hemY - b.split * 0.25])
        nodes.push(corner([outerHem + 48, b.hemY + 2]))
    } else nodes.push(corner([outerHem, b.hemY]))
    nodes.push(corner([innerHem, b.hemY + (b.split ? 6 : 0)]))
    if (b.kneeY < b.hemY - 40) {
        const knee = legAt(b, b.kneeY)
        nodes.push([400 - knee.centre + knee.half, b.kneeY])
    }
    const upper = legAt(b, b.crotchY + 60)
    nodes.push([Math.min(396, 400 - upper.centre + upper.half), b.crotchY + 60])
    nodes.push([400, b.crotchY])
    return nodes
}

const waistband = (g: Drawing, spec: BottomSpec, back: boolean) => {
    const b = spec.block
    const bottom = b.waistY + b.band
    const w = lerp(b.waistW, b.hipW, Math.min(1, b.band / (b.hipY - b.waistY)) * 0.8)
    const v = spec.crossover && !back
    const nodes: OutlineNode[] = [
        corner([400 - b.waistW - 1, b.waistY - 1]),
        [400, b.waistY + (back ? -6 : 10)],
        corner([400 + b.waistW + 1, b.waistY - 1]),
        corner([400 + w + 2, bottom]),
        v ? corner([400, bottom + 34]) : [400, bottom + 8],
        corner([400 - w - 2, bottom])
    ]
    const contrast = spec.variant === 1
    const paint = contrast
        ? isDark(g.fabric.base)
            ? lighten(g.fabric.trim, 0.22)
            : darken(g.fabric.trim, 0.28)
        : g.fabric.trim
    const clip = g.piece(outline(nodes), {paint, apart: true, volume: 190})
    g.within(clip, () => {
        if (v)
            g.seam(`M${400 - b.waistW} ${b.waistY + 4} Q${400 - 40} ${bottom - 10} 400 ${bottom + 34}`, 1.1)
        else g.stitch(`M${400 - w} ${bottom - 9} Q400 ${bottom - 1} ${400 + w} ${bottom - 9}`)
        g.fold(
            `M${400 - w + 20} ${b.waistY + b.band * 0.5} Q400 ${b.waistY + b.band * 0.56} ${400 + w - 20} ${
                b.waistY + b.band * 0.5
            }`,
            10,
            0.2
        )
        if (spec.kind === 'joggers')
            ribs(g, 400 - b.waistW - 10, 400 + b.waistW + 10, b.waistY - 10, bottom + 10, 8)
        if (back && spec.pocket && spec.kind !== 'joggers') {
            const c = zipColours(g.fabric)
            g.seam(`M${400 - 48} ${b.waistY + b.band * 0.35} H${400 + 48}`, 1.1)
            g.paint(
                `<path d="M${400 - 44} ${n(b.waistY + b.band * 0.35)} H${400 + 44}" stroke="${
                    c.teeth
                }" stroke-width="3" stroke-dasharray="1.6 1.3"/>`
            )
            g.fold(`M${400 - 48} ${b.waistY + b.band * 0.35 + 4} H${400 + 48}`, 10, 0.6)
        }
        if (back && spec.variant !== 1 && !spec.pocket)
            logo(g, 400, b.waistY + b.band * 0.5, Math.min(16, b.band * 0.26))
    })
    g.seam(`M${400 - w - 2} ${bottom} Q400 ${bottom + (v ? 34 : 8)} ${400 + w + 2} ${bottom}`, 1.2)
}

const drawcord = (g: Drawing, b: BottomBlock) => {
    const cord = isDark(g.fabric.base) ? '#e6e3dc' : darken(g.fabric.base, 0.35)
    const y = b.waistY + b.band * 0.55
    for (const side of [-1, 1]) {
        const x = 400 + side * 14
        const d = `M${x} ${y} C${x + side * 4} ${y + 40} ${x + side * 16} ${y + 70} ${x + side * 12} ${
            y + 104
        }`
        g.paint(`<circle cx="${x}" cy="${y}" r="5" fill="${darken(g.fabric.trim, 0.35)}"/>`)
        g.paint(`<path d="${d}" fill="none" stroke="${cord}" stroke-width="5.5" stroke-linecap="round"/>`)
        g.shape(`<path d="${d}" fill="none" stroke="rgb(255,185,30)" stroke-width="5.5"/>`)
    }
}

const legDetails = (g: Drawing, spec: BottomSpec, back: boolean) => {
    const b = spec.block
    const bandBottom = b.waistY + b.band
    for (const side of [-1, 1]) {
        const x = (offset: number) => 400 + side * offset
        // Side seam a little inside the outline, and folds at the knee and behind it.
        if (!spec.seamless) {
            const pts: Point[] = [
                [x(b.hipW - 6), b.hipY],
                [x(legAt(b, b.crotchY + 60).centre + legAt(b, b.crotchY + 60).half - 8), b.crotchY + 60]
            ]
            if (b.kneeY < b.hemY)
                pts.push(
                    [x(legAt(b, b.kneeY).centre + legAt(b, b.kneeY).half - 7), b.kneeY],
                    [x(legAt(b, b.hemY).centre + legAt(b, b.hemY).half - 6), b.hemY]
                )
            else pts.push([x(legAt(b, b.hemY).centre + legAt(b, b.hemY).half - 8), b.hemY])
            g.seam(curve(pts), 0.45)
        }
        if (b.kneeY < b.hemY - 60) {
            const k = legAt(b, b.kneeY)
            const kneeFold = `M${x(k.centre + k.half - 6)} ${b.kneeY - 8} Q${x(k.centre)} ${
                b.kneeY + (back ? 14 : 6)
            } ${x(k.centre - k.half + 8)} ${b.kneeY - 4}`
            g.fold(kneeFold, 16, back ? 0.6 : 0.35)
            g.fold(
                kneeFold.replace(/ (\d+(\.\d+)?) Q/, (_m, y: string) => ` ${Number(y) + 22} Q`),
                10,
                0.25
            )
        }
        const h = legAt(b, b.hemY - 40)
        if (spec.kind === 'leggings' && b.hemY > 900) {
            for (const dy of [28, 52, 74])
                g.fold(
                    `M${x(h.centre + h.half)} ${b.hemY - dy} q${-side * h.half} ${10} ${
                        -side * h.half * 2
                    } ${-2}`,
                    7,
                    0.35
                )
        }
        if (spec.kind === 'joggers') {
            const k = legAt(b, b.kneeY + 60)
            g.fold(
                curve([
                    [x(k.centre + k.half), b.kneeY + 20],
                    [x(k.centre), b.kneeY + 80],
                    [x(k.centre - k.half + 10), b.kneeY + 120]
                ]),
                22,
                0.35
            )
            g.fold(
                curve([
                    [x(k.centre + k.half - 6), b.crotchY + 40],
                    [x(k.centre + 6), b.crotchY + 110],
                    [x(k.centre - k.half + 14), b.crotchY + 150]
                ]),
                22,
                0.25
            )
        }
        if (spec.pocket && spec.kind === 'leggings') {
            const top = bandBottom + 6
            const bottom = Math.min(b.hemY - 40, b.crotchY + 150)
            const leg = legAt(b, bottom)
            const d = `M${x(b.hipW - 66)} ${top} L${x(leg.centre + 4)} ${bottom - 30} Q${x(
                leg.centre + 8
            )} ${bottom} ${x(leg.centre + leg.half)} ${bottom}`
            g.seam(d, 1)
            g.stitch(d.replace(/M(\S+) /, (_m, v: string) => `M${Number(v) + side * 7} `))
            g.fold(d, 12, 0.4)
        }
        if (spec.contour && !back)
            g.seam(
                curve([
                    [x(b.hipW - 20), bandBottom + 20],
                    [x(b.legX + 10), b.crotchY + 40],
                    [x(b.legX - 20), b.kneeY - 40]
                ]),
                0.8
            )
        if (spec.variant === 3 && !spec.contour && b.kneeY < b.hemY)
            g.seam(
                curve([
                    [x(b.hipW - 4), b.hipY + 40],
                    [x(b.legX + 30), b.crotchY + 120],
                    [x(b.legX - 30), b.kneeY + 40]
                ]),
                0.6
            )
        if (spec.variant === 2 && spec.kind === 'leggings') {
            const y0 = b.kneeY + 40
            const y1 = b.hemY - 30
            const mesh = `M${x(legAt(b, y0).centre + legAt(b, y0).half)} ${y0} L${x(
                legAt(b, y1).centre + legAt(b, y1).half
            )} ${y1} L${x(legAt(b, y1).centre)} ${y1} L${x(legAt(b, y0).centre + 6)} ${y0} Z`
            g.paint(`<path d="${mesh}" fill="${darken(g.fabric.base, 0.18)}" fill-opacity="0.35"/>`)
            g.seam(mesh, 0.6)
        }
        if (spec.reflective)
            reflective(
                g,
                `M${x(legAt(b, b.hemY - 70).centre + legAt(b, b.hemY - 70).half - 4)} ${b.hemY - 90} l${
                    -side * 4
                } 60`
            )
        if (spec.kind === 'joggers' && !back)
            g.seam(
                `M${x(b.waistW - 34)} ${bandBottom} Q${x(b.hipW - 40)} ${bandBottom + 70} ${x(b.hipW - 2)} ${
                    bandBottom + 120
                }`,
                1.4,
                2.4
            )
        if (spec.kind === 'joggers' && back && side === 1) {
            const d = `M${x(40)} ${bandBottom + 30} H${x(120)} V${bandBottom + 120} Q${x(80)} ${
                bandBottom + 130
            } ${x(40)} ${bandBottom + 120} Z`
            g.seam(d, 0.9)
            g.stitch(d)
        }
    }
    // Centre seam and gusset, or the back's yoke and contour.
    if (back) {
        g.seam(`M400 ${bandBottom + 6} V${b.crotchY}`, 0.8)
        g.seam(
            `M${400 - b.hipW + 10} ${bandBottom + 60} Q400 ${bandBottom + 110} ${400 + b.hipW - 10} ${
                bandBottom + 60
            }`,
            spec.contour || spec.kind === 'leggings' ? 0.7 : 0.4
        )
        for (const dy of [24, 42])
            g.fold(
                `M${400 - 30} ${b.crotchY - 80 + dy} Q400 ${b.crotchY - 70 + dy} ${400 + 30} ${
                    b.crotchY - 80 + dy
                }`,
                6,
                0.35
            )
    } else {
        // Leggings have no front seam (a gusset only); shorts and joggers a fly-like centre seam.
        if (spec.kind === 'leggings')
            g.seam(`M${400 - 12} ${b.crotchY - 6} Q400 ${b.crotchY - 34} ${400 + 12} ${b.crotchY - 6}`, 0.35)
        else g.seam(`M400 ${bandBottom + 10} V${b.crotchY - 6}`, 0.6)
        for (const side of [-1, 1])
            g.fold(
                `M${400 + side * (b.hipW - 24)} ${b.hipY - 10} Q${400 + side * 50} ${b.crotchY - 40} ${
                    400 + side * 8
                } ${b.crotchY - 8}`,
                12,
                0.22
            )
    }
    if (spec.ribbed) ribs(g, 400 - b.hipW - 40, 400 + b.hipW + 40, bandBottom, b.hemY + 10, 9)
    if (spec.seamless) {
        for (let y = bandBottom + 30; y < Math.min(b.crotchY + 10, b.hemY); y += 14)
            g.fold(`M${400 - b.hipW} ${y} Q400 ${y + 10} ${400 + b.hipW} ${y}`, 3, 0.28)
    }
    const hemL = legAt(b, b.hemY)
    if (b.cuff) {
        for (const side of [-1, 1]) {
            const cx = 400 + side * hemL.centre
            const d = `M${cx - hemL.half - 4} ${b.hemY - b.cuff} H${cx + hemL.half + 4} V${b.hemY + 2} H${
                cx - hemL.half - 4
            } Z`
            g.paint(`<path d="${d}" fill="${g.fabric.trim}"/>`)
            g.seam(`M${cx - hemL.half - 4} ${b.hemY - b.cuff} H${cx + hemL.half + 4}`, 1)
            ribs(g, cx - hemL.half - 4, cx + hemL.half + 4, b.hemY - b.cuff, b.hemY + 2, 7)
            for (const dx of [-0.5, 0, 0.5])
                g.fold(`M${cx + dx * hemL.half} ${b.hemY - b.cuff - 40} l${dx * 6} 34`, 10, 0.45)
        }
    } else {
        for (const side of [-1, 1]) {
            const cx = 400 + side * hemL.centre
            g.stitch(`M${cx - hemL.half + 3} ${b.hemY - 12} H${cx + hemL.half - 3}`)
        }
    }
}

/** A lower-body garment, front or back, from its spec. */
export const drawBottom = (spec: BottomSpec, fabric: Fabric, back: boolean): Drawn => {
    const b = spec.block
    const g = new Drawing(fabric, spec.sheen)
    if (!back) {
        const inside = symmetric([
            [400, b.waistY - 14],
            corner([400 - b.waistW + 2, b.waistY + 1]),
            [400, b.waistY + 10]
        ])
        g.paint(`<path d="${outline(inside)}" fill="${interior(g.fabric)}"/>`)
        g.shape(`<path d="${outline(inside)}" fill="rgb(60,70,0)"/>`)
        g.extent(inside)
    }
    const nodes = symmetric(outlineHalf(b, back))
    g.extent(nodes)
    const body = g.piece(outline(nodes))
    g.within(body, () => legDetails(g, spec, back))
    waistband(g, spec, back)
    if (spec.drawcord && !back) drawcord(g, b)
    const focus = back
        ? {x: 400, y: b.waistY + b.band + 40, width: 300}
        : spec.pocket && spec.kind === 'leggings'
        ? {x: 400 - b.hipW + 60, y: b.waistY + b.band + 60, width: 280}
        : b.cuff
        ? {x: 400 - legAt(b, b.hemY).centre, y: b.hemY - 60, width: 240}
        : {x: 400, y: b.waistY + b.band * 0.6, width: 320}
    return g.done(focus, spec.scale)
}
