import type {Point} from '../svg'
import {corner, type OutlineNode, symmetric} from '../raster/outline'

/**
 * The measurements of an upper-body garment as it stands on an invisible mannequin (front view, centre line
 * x = 400, garment units). One block describes a bra, a tank or a parka; the builders only change numbers.
 */
export interface TopBlock {
    /** Half width of the neck opening and the neckline's depth below the shoulder line, front and back. */
    neckW: number
    neckDepth: number
    backNeckDepth: number
    /** A V neckline comes to a point instead of a curve. */
    vNeck?: boolean
    /** Shoulder line at the neck, shoulder point half width and drop. */
    sy: number
    shoulder: number
    slope: number
    /** Armpit half width and height; waist; hem. */
    chest: number
    ay: number
    waist: number
    wy: number
    hem: number
    hy: number
    /** How far the hem's centre dips below its corners (negative: a curved-up crop). */
    hemCurve: number
    sleeve?: SleeveBlock
    /** Sleeveless: strap width at the shoulder and how deep the armhole curves in (racer cuts). */
    strap?: number
    armholeIn?: number
    /** Bra cut: straps rise narrow from the cups, the neckline falls steeply beside them. */
    braCut?: boolean
}

export interface SleeveBlock {
    /** Degrees from vertical that the sleeve hangs out at. */
    angle: number
    length: number
    /** Width at the armhole and at the cuff. */
    top: number
    end: number
    /** Rib cuff length (0: plain hem). */
    cuff: number
}

const P = (x: number, y: number): Point => [x, y]

/** Left half of the body outline (front or back neckline), centre top to centre bottom. */
export const bodyHalf = (b: TopBlock, back = false): OutlineNode[] => {
    const depth = back ? b.backNeckDepth : b.neckDepth
    const neckline: OutlineNode[] =
        b.vNeck && !back
            ? [corner(P(400, b.sy + depth))]
            : [P(400, b.sy + depth), P(400 - b.neckW * 0.62, b.sy + depth * 0.72)]
    const hemNodes: OutlineNode[] = [corner(P(400 - b.hem, b.hy)), P(400, b.hy + b.hemCurve)]
    if (b.sleeve || b.strap === undefined) {
        return [
            ...neckline,
            corner(P(400 - b.neckW, b.sy)),
            corner(P(400 - b.shoulder, b.sy + b.slope)),
            corner(P(400 - b.chest, b.ay)),
            P(400 - (b.chest + b.waist) / 2 - (b.chest - b.waist) * 0.15, (b.ay + b.wy) / 2),
            P(400 - b.waist, b.wy),
            ...hemNodes
        ]
    }
    const outer = 400 - b.neckW - b.strap
    const inset = b.armholeIn ?? 0
    if (b.braCut) {
        const h = b.ay - b.sy
        const steepNeck: OutlineNode[] = b.vNeck
            ? [corner(P(400, b.sy + depth)), P(400 - b.neckW * 0.55, b.sy + depth * 0.5)]
            : [
                  P(400, b.sy + depth),
                  P(400 - b.neckW * 0.6, b.sy + depth * 0.86),
                  P(400 - b.neckW * 0.94, b.sy + depth * 0.42)
              ]
        return [
            ...steepNeck,
            corner(P(400 - b.neckW, b.sy)),
            corner(P(outer, b.sy + 3)),
            P(outer + 6 + inset * 0.5, b.sy + h * 0.36),
            P(outer + 2 + inset, b.sy + h * 0.68),
            P(400 - b.chest + 26, b.ay - h * 0.07),
            corner(P(400 - b.chest, b.ay)),
            P(400 - b.waist, b.wy),
            ...hemNodes
        ]
    }
    return [
        ...neckline,
        corner(P(400 - b.neckW, b.sy)),
        corner(P(outer, b.sy + 4)),
        P(outer + inset * 0.6, b.sy + (b.ay - b.sy) * 0.3),
        P(outer - 6 + inset, b.sy + (b.ay - b.sy) * 0.62),
        P(400 - b.chest + 20 + inset * 0.3, b.ay - (b.ay - b.sy) * 0.1),
        corner(P(400 - b.chest, b.ay)),
        P(400 - b.waist, b.wy),
        ...hemNodes
    ]
}

export const bodyOutline = (b: TopBlock, back = false) => symmetric(bodyHalf(b, back))

/** The four corners of a sleeve (left side), plus the armhole seam's middle. */
export const sleeveFrame = (b: TopBlock, side: 1 | -1 = 1) => {
    const s = b.sleeve as SleeveBlock
    const rad = (s.angle * Math.PI) / 180
    const d: Point = [-Math.sin(rad), Math.cos(rad)]
    const q: Point = [Math.cos(rad), Math.sin(rad)]
    const shoulder = P(400 - b.shoulder, b.sy + b.slope)
    const armpit = P(400 - b.chest + 4, b.ay)
    const outerEnd = P(shoulder[0] + d[0] * s.length, shoulder[1] + d[1] * s.length)
    const innerEnd = P(outerEnd[0] + q[0] * s.end, outerEnd[1] + q[1] * s.end)
    const mid = P((shoulder[0] + armpit[0]) / 2 + 8, (shoulder[1] + armpit[1]) / 2)
    const flip = (p: Point): Point => (side === 1 ? p : [800 - p[0], p[1]])
    return {
        shoulder: flip(shoulder),
        armpit: flip(armpit),
        outerEnd: flip(outerEnd),
        innerEnd: flip(innerEnd),
        mid: flip(mid),
        /** Unit vector down the sleeve and across it (towards the body), mirrored with the side. */
        d: (side === 1 ? d : [-d[0], d[1]]) as Point,
        q: (side === 1 ? q : [-q[0], q[1]]) as Point
    }
}

/** Sleeve outline: cap along the armhole seam, outer edge, cuff, inner edge. */
export const sleeveOutline = (b: TopBlock, side: 1 | -1 = 1): OutlineNode[] => {
    const f = sleeveFrame(b, side)
    // The outer edge bows out slightly at the elbow, as a sleeve does on an arm.
    const s = b.sleeve as SleeveBlock
    const bow = s.length > 250 ? 10 : 4
    const elbow = P(
        (f.shoulder[0] + f.outerEnd[0]) / 2 - f.q[0] * bow,
        (f.shoulder[1] + f.outerEnd[1]) / 2 - f.q[1] * bow
    )
    const innerMid = P(
        (f.armpit[0] + f.innerEnd[0]) / 2 + f.q[0] * 3,
        (f.armpit[1] + f.innerEnd[1]) / 2 + f.q[1] * 3
    )
    return [
        corner(f.shoulder),
        elbow,
        corner(f.outerEnd),
        corner(f.innerEnd),
        innerMid,
        corner(f.armpit),
        f.mid
    ]
}

/** A band across the sleeve end (rib cuff) as a quadrilateral, left side. */
export const cuffOutline = (b: TopBlock, side: 1 | -1 = 1): OutlineNode[] => {
    const f = sleeveFrame(b, side)
    const s = b.sleeve as SleeveBlock
    const back = (p: Point): Point => [p[0] - f.d[0] * s.cuff, p[1] - f.d[1] * s.cuff]
    // The cuff narrows a touch where it gathers.
    const pinch = (p: Point, toward: Point): Point => [
        p[0] + (toward[0] - p[0]) * 0.06,
        p[1] + (toward[1] - p[1]) * 0.06
    ]
    return [
        corner(back(f.outerEnd)),
        corner(pinch(f.outerEnd, f.innerEnd)),
        corner(pinch(f.innerEnd, f.outerEnd)),
        corner(back(f.innerEnd))
    ]
}

/** Horizontal band at the hem: from `height` above the hem down to it, following the side seams. */
export const hemBandOutline = (b: TopBlock, height: number): OutlineNode[] => {
    const top = b.hy - height
    const t = (top - b.wy) / Math.max(1, b.hy - b.wy)
    const half = b.waist + (b.hem - b.waist) * Math.max(0, Math.min(1, t))
    const pinch = height > 30 ? 8 : 3
    return [
        corner(P(400 - half, top)),
        corner(P(400 - b.hem + pinch, b.hy)),
        P(400, b.hy + b.hemCurve),
        corner(P(400 + b.hem - pinch, b.hy)),
        corner(P(400 + half, top)),
        P(400, top + b.hemCurve)
    ]
}

/** Half width of the body at height y (between armpit and hem), for placing pockets and seams. */
export const widthAt = (b: TopBlock, y: number) => {
    if (y <= b.ay) return b.chest
    if (y <= b.wy) return b.chest + ((b.waist - b.chest) * (y - b.ay)) / Math.max(1, b.wy - b.ay)
    return b.waist + ((b.hem - b.waist) * (y - b.wy)) / Math.max(1, b.hy - b.wy)
}
