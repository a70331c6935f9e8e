import type {Fabric} from '../fabric'
import {corner, curve, outline, type OutlineNode, symmetric} from '../raster/outline'
import {n} from '../svg'
import {Drawing, type Drawn} from './drawing'
import {bodyHalf, bodyOutline, cuffOutline, hemBandOutline, sleeveOutline, type TopBlock} from './top-block'
import {
    centreZip,
    drawcords,
    hoodBack,
    hoodFront,
    interior,
    kangaroo,
    logo,
    onSleeve,
    quilting,
    reflective,
    ribs,
    sidePockets,
    sleeveQuilting,
    standCollar
} from './top-parts'
import type {BackStyle, TopSpec} from './top-specs'

/** Back outlines of sleeveless tops: where the straps meet the back decides the silhouette. */
const backHalf = (b: TopBlock, style: BackStyle): OutlineNode[] => {
    const strap = b.strap ?? 40
    const outer = 400 - b.neckW - strap
    const sides: OutlineNode[] = [
        corner([400 - b.chest, b.ay]),
        [400 - b.waist, b.wy],
        corner([400 - b.hem, b.hy]),
        [400, b.hy + b.hemCurve]
    ]
    switch (style) {
        case 'racer':
            // One strap down the spine; the armholes cut in towards it.
            return [
                [400, b.sy + 8],
                corner([400 - b.neckW + 8, b.sy]),
                [400 - 34, b.sy + (b.ay - b.sy) * 0.55],
                [400 - b.chest * 0.62, b.ay - 8],
                ...sides
            ]
        case 'ushape':
        case 'cross':
        case 'keyhole': {
            const low = b.sy + (style === 'keyhole' ? 70 : b.backNeckDepth)
            return [
                [400, low],
                [400 - b.neckW * 0.8, low - 10],
                corner([400 - b.neckW, b.sy]),
                corner([outer, b.sy + 4]),
                [outer - 6, b.sy + (b.ay - b.sy) * 0.5],
                ...sides
            ]
        }
        default:
            return bodyHalf(b, true)
    }
}

const hasSleeves = (spec: TopSpec) => Boolean(spec.block.sleeve)

const drawSleeves = (g: Drawing, spec: TopSpec) => {
    const b = spec.block
    if (!b.sleeve) return
    for (const side of [1, -1] as const) {
        const nodes = sleeveOutline(b, side)
        g.extent(nodes)
        const clip = g.piece(outline(nodes), {apart: true})
        g.within(clip, () => {
            // Folds where the sleeve bends and bunches at the cuff.
            const elbow = [
                onSleeve(b, side, 0.5, 0.15),
                onSleeve(b, side, 0.55, 0.55),
                onSleeve(b, side, 0.5, 0.95)
            ] as [number, number][]
            if (b.sleeve && b.sleeve.length > 300) {
                g.fold(curve(elbow), 14, 0.45)
                g.fold(curve([onSleeve(b, side, 0.8, 0.1), onSleeve(b, side, 0.84, 0.6)]), 10, 0.35)
            } else g.fold(curve([onSleeve(b, side, 0.55, 0.1), onSleeve(b, side, 0.62, 0.7)]), 12, 0.3)
            if (spec.quilted) sleeveQuilting(g, b, side)
            if (spec.reflective)
                reflective(g, curve([onSleeve(b, side, 0.02, 0.12), onSleeve(b, side, 0.9, 0.12)]))
            if (b.sleeve && b.sleeve.cuff > 0) {
                const cuff = cuffOutline(b, side)
                g.paint(`<path d="${outline(cuff)}" fill="${g.fabric.trim}"/>`)
                g.seam(outline(cuff.slice(0, 1).concat(cuff.slice(3)), false), 1)
                const a = onSleeve(b, side, 1 - b.sleeve.cuff / b.sleeve.length, 0)
                const e = onSleeve(b, side, 1, 0)
                for (let u = 0.08; u < 1; u += 0.09) {
                    const p0 = onSleeve(b, side, a[1] - a[1] + 1 - b.sleeve.cuff / b.sleeve.length, u)
                    const p1 = onSleeve(b, side, 1, u)
                    g.fold(`M${n(p0[0])} ${n(p0[1])} L${n(p1[0])} ${n(p1[1])}`, 2.4, 0.3)
                }
                void e
            } else {
                const h0 = onSleeve(b, side, 1 - 16 / (b.sleeve?.length ?? 1), -0.1)
                const h1 = onSleeve(b, side, 1 - 16 / (b.sleeve?.length ?? 1), 1.1)
                g.stitch(`M${n(h0[0])} ${n(h0[1])} L${n(h1[0])} ${n(h1[1])}`)
            }
        })
        g.seam(outline([nodes[5], nodes[6], nodes[0]] as OutlineNode[], false), 1.1)
    }
}

/** The neckline seen from the front: the inside back through the opening, then the trim. */
const frontNeck = (g: Drawing, spec: TopSpec) => {
    const b = spec.block
    if (spec.neck === 'hood' || spec.neck === 'funnel') return
    const top = b.sy + Math.min(b.backNeckDepth, b.neckDepth * 0.45)
    const inside = symmetric([
        [400, top + 2],
        corner([400 - b.neckW + 2, b.sy + 1]),
        [400, b.sy + b.neckDepth + 2]
    ])
    g.paint(`<path d="${outline(inside)}" fill="${interior(g.fabric)}"/>`)
    g.shape(`<path d="${outline(inside)}" fill="rgb(60,70,0)"/>`)
}

const necklineTrim = (g: Drawing, spec: TopSpec, back: boolean) => {
    const b = spec.block
    const depth = back ? b.backNeckDepth : b.neckDepth
    const v = spec.neck === 'v' && !back
    const d = v
        ? `M${400 - b.neckW} ${b.sy} L400 ${b.sy + depth} L${400 + b.neckW} ${b.sy}`
        : curve([
              [400 - b.neckW, b.sy],
              [400 - b.neckW * 0.62, b.sy + depth * 0.72],
              [400, b.sy + depth],
              [400 + b.neckW * 0.62, b.sy + depth * 0.72],
              [400 + b.neckW, b.sy]
          ])
    const width = spec.neck === 'crew' ? 28 : 12
    g.paint(
        `<path d="${d}" fill="none" stroke="${g.fabric.deep}" stroke-width="${
            width + 3
        }" stroke-opacity="0.45"/>`
    )
    g.paint(`<path d="${d}" fill="none" stroke="${g.fabric.trim}" stroke-width="${width}"/>`)
    g.fold(d, width + 4, -0.35)
    if (spec.neck === 'crew') ribs(g, 0, 0, 0, 0)
}

/** Binding round a sleeveless top's edges (drawn clipped to the body, so only its inner half shows). */
const binding = (g: Drawing, nodes: OutlineNode[]) => {
    const d = outline(nodes)
    g.paint(`<path d="${d}" fill="none" stroke="${g.fabric.deep}" stroke-width="14" stroke-opacity="0.22"/>`)
    g.stitch(d, g.fabric.stitch, 1.4, '5 4')
    g.fold(d, 12, -0.3)
}

const hemBand = (g: Drawing, spec: TopSpec) => {
    const b = spec.block
    if (!spec.hemBand) {
        g.stitch(
            `M${400 - b.hem + 6} ${b.hy - 14} Q400 ${b.hy - 14 + b.hemCurve} ${400 + b.hem - 6} ${b.hy - 14}`
        )
        return
    }
    const band = hemBandOutline(b, spec.hemBand)
    const bra = spec.block.strap !== undefined && !spec.block.sleeve && spec.support !== undefined
    g.paint(`<path d="${outline(band)}" fill="${g.fabric.trim}"/>`)
    g.seam(
        `M${400 - b.hem - 30} ${b.hy - spec.hemBand} Q400 ${b.hy - spec.hemBand + b.hemCurve} ${
            400 + b.hem + 30
        } ${b.hy - spec.hemBand}`,
        1.2
    )
    g.fold(`M${400 - b.hem - 30} ${b.hy - spec.hemBand + 3} H${400 + b.hem + 30}`, 8, 0.45)
    if (!bra) ribs(g, 400 - b.hem - 10, 400 + b.hem + 10, b.hy - spec.hemBand, b.hy + 4)
    else if (spec.variant % 2 === 1)
        logo(g, 400, b.hy - spec.hemBand / 2, Math.min(16, spec.hemBand * 0.36), 0.45)
}

/** Sports bra cups: seams under and over the bust, padding raised. */
const cups = (g: Drawing, spec: TopSpec) => {
    const b = spec.block
    const under = b.hy - spec.hemBand
    if (spec.padded || spec.support === 'high') {
        for (const side of [-1, 1])
            g.raise(
                `M${400 + side * 20} ${under - 8} C${400 + side * 30} ${b.ay - 90} ${400 + side * 140} ${
                    b.ay - 80
                } ${400 + side * 138} ${under - 10} Z`,
                0.3
            )
    }
    if (spec.support !== 'light') {
        for (const side of [-1, 1]) {
            const d = `M${400 + side * (b.neckW + (b.strap ?? 30) * 0.5)} ${b.sy + 10} C${400 + side * 92} ${
                b.ay - 60
            } ${400 + side * 90} ${under - 40} ${400 + side * 96} ${under}`
            g.seam(d, 0.8)
        }
    }
    g.fold(`M${400 - 110} ${under - 14} Q400 ${under - 2} ${400 + 110} ${under - 14}`, 12, 0.3)
}

const bodyDetails = (g: Drawing, spec: TopSpec, back: boolean) => {
    const b = spec.block
    const bottom = b.hy - spec.hemBand
    // Drape: soft folds from the armpits and across the waist.
    g.fold(
        curve([
            [400 - b.chest + 6, b.ay + 20],
            [400 - b.chest + 60, b.ay + 90],
            [400 - b.chest + 80, b.ay + 170]
        ]),
        22,
        0.25
    )
    g.fold(
        curve([
            [400 + b.chest - 6, b.ay + 24],
            [400 + b.chest - 54, b.ay + 100],
            [400 + b.chest - 70, b.ay + 180]
        ]),
        22,
        0.22
    )
    if (b.hy - b.wy > 80)
        g.fold(
            `M${400 - b.waist + 40} ${b.wy + 20} Q400 ${b.wy + 40} ${400 + b.waist - 50} ${b.wy + 8}`,
            20,
            0.18
        )
    if (spec.ribbed) ribs(g, 400 - b.chest - 40, 400 + b.chest + 40, b.sy - 10, bottom, 9)
    if (spec.seamless) {
        for (const y of [b.wy - 20, b.wy + 10])
            g.fold(`M${400 - b.chest} ${y} Q400 ${y + 12} ${400 + b.chest} ${y}`, 5, 0.3)
        g.fold(
            curve([
                [400 - 50, b.ay],
                [400 - 70, b.wy],
                [400 - 52, bottom]
            ]),
            5,
            0.25
        )
        g.fold(
            curve([
                [400 + 50, b.ay],
                [400 + 70, b.wy],
                [400 + 52, bottom]
            ]),
            5,
            0.25
        )
    }
    if (spec.quilted) quilting(g, b, back ? b.sy - 20 : b.sy + 20, bottom)
    if (spec.reflective)
        reflective(
            g,
            back
                ? `M${400 - 90} ${b.ay + 30} Q400 ${b.ay + 50} ${400 + 90} ${b.ay + 30}`
                : `M${400 + 60} ${b.ay - 40} l60 -8`
        )
    if (back) {
        if (spec.variant === 2 && hasSleeves(spec))
            g.seam(`M${400 - b.chest} ${b.ay - 40} Q400 ${b.ay - 20} ${400 + b.chest} ${b.ay - 40}`, 1)
        if (spec.variant === 3 && spec.neck !== 'hood') logo(g, 400, b.sy + 70, 14)
        if (spec.back === 'keyhole') {
            const d = `M400 ${b.sy + 110} C${380} ${b.sy + 130} ${378} ${b.sy + 170} 400 ${b.sy + 186} C422 ${
                b.sy + 170
            } 420 ${b.sy + 130} 400 ${b.sy + 110} Z`
            g.paint(`<path d="${d}" fill="${interior(g.fabric)}"/>`)
            g.shape(`<path d="${d}" fill="rgb(40,90,0)"/>`)
        }
        if (spec.back === 'cross') {
            for (const side of [-1, 1])
                g.seam(
                    `M${400 + side * (b.neckW + 8)} ${b.sy} L${400 - side * 110} ${b.hy - spec.hemBand}`,
                    1.2,
                    3
                )
        }
        return
    }
    if (spec.pocket === 'kangaroo') kangaroo(g, b, bottom - 6)
    if (spec.pocket === 'split') sidePockets(g, b, bottom - 90, false)
    if (spec.pocket === 'zip') sidePockets(g, b, b.wy + 40, true)
    if (spec.support) cups(g, spec)
    const chestLogo = spec.support ? spec.variant === 0 : spec.zip === 'none' ? spec.variant !== 3 : true
    if (chestLogo && !spec.support) logo(g, 400 + Math.min(84, b.chest * 0.5), b.ay - 36, 11)
    if (spec.support && chestLogo) logo(g, 400, b.sy + b.neckDepth + 26, 9)
}

/** An upper-body garment, front or back, from its spec. */
export const drawTop = (spec: TopSpec, fabric: Fabric, back: boolean): Drawn => {
    const b = spec.block
    const g = new Drawing(fabric, spec.sheen)
    const sleeveless = !hasSleeves(spec)
    if (spec.neck === 'hood' && !back) hoodFront(g, b)
    if (spec.neck === 'funnel' && !back) standCollar(g, b, 62)
    if (spec.neck === 'mock' && !back) standCollar(g, b, 40)
    if (!back) frontNeck(g, spec)
    const nodes = sleeveless && back ? symmetric(backHalf(b, spec.back)) : bodyOutline(b, back)
    g.extent(nodes)
    const body = g.piece(outline(nodes))
    g.within(body, () => {
        bodyDetails(g, spec, back)
        hemBand(g, spec)
        if (sleeveless) binding(g, nodes)
        if (!sleeveless || spec.neck !== 'scoop') {
            if (spec.neck === 'crew' || spec.neck === 'v' || (back && spec.neck !== 'hood'))
                necklineTrim(g, spec, back)
        }
        if (spec.zip === 'full' && !back)
            centreZip(g, b.sy + (spec.neck === 'funnel' ? -56 : b.neckDepth - 2), b.hy, false)
        if (spec.zip === 'half' && !back) centreZip(g, b.sy - 36, b.ay + 40, false)
    })
    if (spec.neck === 'hood' && back) hoodBack(g, b)
    if (spec.neck === 'funnel' && back) standCollar(g, {...b, neckDepth: 0}, 62)
    drawSleeves(g, spec)
    if (spec.neck === 'hood' && !back && spec.zip === 'none') drawcords(g, b)
    if (spec.neck === 'hood' && !back && spec.zip !== 'none') drawcords(g, b, 150)
    const focus = focusFor(spec, back)
    return g.done(focus, spec.scale)
}

const focusFor = (spec: TopSpec, back: boolean) => {
    const b = spec.block
    if (spec.support) return back ? {x: 400, y: b.sy + 120, width: 320} : {x: 400, y: b.hy - 80, width: 330}
    if (spec.neck === 'hood') return {x: 400, y: b.sy + 30, width: 320}
    if (spec.quilted) return {x: 470, y: b.ay, width: 300}
    if (spec.zip !== 'none') return {x: 400, y: b.sy + 20, width: 280}
    if (b.sleeve && b.sleeve.cuff > 0) {
        const [x, y] = onSleeve(b, 1, 0.9, 0.5)
        return {x, y, width: 260}
    }
    return {x: 430, y: b.sy + 90, width: 300}
}
