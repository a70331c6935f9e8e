import {n, type Point, smoothPath} from '../svg'

/**
 * Garment outlines as a list of nodes: plain points are passed through smoothly, `corner()` points are sharp
 * (a cuff edge, a hem corner). Between two corners the outline is a Catmull-Rom spline, so a pattern piece is
 * described by a handful of measurements instead of hand-placed control points.
 */
export type OutlineNode = Point | {corner: Point}

export const corner = (point: Point): OutlineNode => ({corner: point})

const pointOf = (node: OutlineNode): Point => ('corner' in node ? node.corner : node)
const isCorner = (node: OutlineNode) => !Array.isArray(node)

const spline = (points: Point[], tension: number) => {
    let d = ''
    const count = points.length
    for (let i = 0; i < count - 1; i++) {
        const p0 = points[Math.max(0, i - 1)]
        const p1 = points[i]
        const p2 = points[i + 1]
        const p3 = points[Math.min(count - 1, i + 2)]
        const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
        const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
        d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`
    }
    return d
}

/** Closed (or open) path through the nodes; smooth between corners. */
export const outline = (nodes: OutlineNode[], closed = true, tension = 1) => {
    if (nodes.length < 2) return ''
    const firstCorner = nodes.findIndex(isCorner)
    if (firstCorner < 0) {
        const points = nodes.map(pointOf)
        if (closed) return smoothPath(points, true, tension)
        return `M${n(points[0][0])} ${n(points[0][1])}` + spline(points, tension)
    }
    const ordered = closed
        ? [...nodes.slice(firstCorner), ...nodes.slice(0, firstCorner), nodes[firstCorner]]
        : nodes
    const start = pointOf(ordered[0])
    let d = `M${n(start[0])} ${n(start[1])}`
    let run: Point[] = [start]
    for (let i = 1; i < ordered.length; i++) {
        const point = pointOf(ordered[i])
        run.push(point)
        if (isCorner(ordered[i]) || i === ordered.length - 1) {
            d += run.length === 2 ? ` L${n(point[0])} ${n(point[1])}` : spline(run, tension)
            run = [point]
        }
    }
    return closed ? d + ' Z' : d
}

/** Mirrors nodes about the vertical line x = axis. */
export const mirrorNodes = (nodes: OutlineNode[], axis = 400): OutlineNode[] =>
    nodes.map((node) => {
        const [x, y] = pointOf(node)
        const mirrored: Point = [2 * axis - x, y]
        return isCorner(node) ? corner(mirrored) : mirrored
    })

/**
 * A symmetric piece from its left half, listed from the top of the centre line down to the bottom of it.
 * The right half is the mirror image traversed back up.
 */
export const symmetric = (leftHalf: OutlineNode[], axis = 400) => {
    const right = mirrorNodes(leftHalf, axis).slice(1, -1).reverse()
    return [...leftHalf, ...right]
}

/** Bounding box of the nodes (splines stay close to their nodes, so this frames the piece). */
export const boundsOf = (nodes: OutlineNode[]) => {
    const points = nodes.map(pointOf)
    const xs = points.map((p) => p[0])
    const ys = points.map((p) => p[1])
    return {x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys)}
}

/** Open polyline or curve through points, for seams and folds. */
export const curve = (points: Point[], tension = 1) => outline(points, false, tension)
