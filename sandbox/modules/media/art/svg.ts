/** Small SVG-building helpers shared by every drawing (numbers are rounded to keep documents small). */

export type Point = [number, number]

export const n = (value: number) => (Math.round(value * 10) / 10).toString()
export const pt = ([x, y]: Point) => `${n(x)} ${n(y)}`

export const attrs = (values: Record<string, string | number | undefined>) =>
    Object.entries(values)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : String(value)}"`)
        .join(' ')

export const path = (d: string, extra: Record<string, string | number | undefined> = {}) =>
    `<path ${attrs({d, ...extra})}/>`

export const rect = (
    x: number,
    y: number,
    w: number,
    h: number,
    extra: Record<string, string | number | undefined> = {}
) => `<rect ${attrs({x, y, width: w, height: h, ...extra})}/>`

export const circle = (
    cx: number,
    cy: number,
    r: number,
    extra: Record<string, string | number | undefined> = {}
) => `<circle ${attrs({cx, cy, r, ...extra})}/>`

export const ellipse = (
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    extra: Record<string, string | number | undefined> = {}
) => `<ellipse ${attrs({cx, cy, rx, ry, ...extra})}/>`

export const polyline = (points: Point[], closed = false) =>
    'M' + points.map(pt).join(' L') + (closed ? ' Z' : '')

/**
 * Smooth path through points (Catmull-Rom turned into cubic Béziers): organic outlines such as torsos and
 * landscapes without hand-placing control points.
 */
export const smoothPath = (points: Point[], closed = true, tension = 1) => {
    if (points.length < 3) return polyline(points, closed)
    const count = points.length
    const at = (i: number) =>
        closed ? points[(i + count) % count] : points[Math.max(0, Math.min(count - 1, i))]
    let d = `M${pt(points[0])}`
    const segments = closed ? count : count - 1
    for (let i = 0; i < segments; i++) {
        const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
        const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
        const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
        d += ` C${pt(c1)} ${pt(c2)} ${pt(p2)}`
    }
    return closed ? d + ' Z' : d
}

const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]]
const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]]
const scale = (a: Point, k: number): Point => [a[0] * k, a[1] * k]
export const lerp = (a: Point, b: Point, t: number): Point => add(a, scale(sub(b, a), t))

/**
 * A limb-like shape from `a` (radius ra) to `b` (radius rb); each end is round (a joint) or flat (a hem).
 * Figures are built from these so any pose reads as one continuous body.
 */
export const capsule = (
    a: Point,
    b: Point,
    ra: number,
    rb: number,
    caps: {start?: 'round' | 'flat'; end?: 'round' | 'flat'} = {}
) => {
    const delta = sub(b, a)
    const length = Math.hypot(delta[0], delta[1]) || 1
    const normal: Point = [-delta[1] / length, delta[0] / length]
    const a1 = add(a, scale(normal, ra))
    const a2 = add(a, scale(normal, -ra))
    const b1 = add(b, scale(normal, rb))
    const b2 = add(b, scale(normal, -rb))
    const endCap = caps.end === 'flat' ? `L${pt(b2)}` : `A${n(rb)} ${n(rb)} 0 0 0 ${pt(b2)}`
    const startCap = caps.start === 'flat' ? `L${pt(a1)}` : `A${n(ra)} ${n(ra)} 0 0 0 ${pt(a1)}`
    return `M${pt(a1)} L${pt(b1)} ${endCap} L${pt(a2)} ${startCap} Z`
}

/**
 * The VELA wordmark drawn as strokes (no font needed, so it renders identically everywhere). `x`, `y` is the
 * top-left corner; `height` is the cap height.
 */
export const wordmark = (x: number, y: number, height: number, colour: string, opacity = 1) => {
    const w = height * 0.78
    const gap = height * 0.42
    const stroke = height * 0.13
    const half = stroke / 2
    const letters: string[] = []
    let cx = x
    // V
    letters.push(`M${n(cx)} ${n(y)} L${n(cx + w / 2)} ${n(y + height)} L${n(cx + w)} ${n(y)}`)
    cx += w + gap
    // E
    const ew = w * 0.72
    letters.push(
        `M${n(cx + ew)} ${n(y + half)} H${n(cx + half)} V${n(y + height - half)} H${n(cx + ew)}`,
        `M${n(cx + half)} ${n(y + height / 2)} H${n(cx + ew * 0.9)}`
    )
    cx += ew + gap
    // L
    letters.push(`M${n(cx + half)} ${n(y)} V${n(y + height - half)} H${n(cx + ew)}`)
    cx += ew + gap
    // A
    letters.push(
        `M${n(cx)} ${n(y + height)} L${n(cx + w / 2)} ${n(y)} L${n(cx + w)} ${n(y + height)}`,
        `M${n(cx + w * 0.2)} ${n(y + height * 0.64)} H${n(cx + w * 0.8)}`
    )
    return path(letters.join(' '), {
        fill: 'none',
        stroke: colour,
        'stroke-width': stroke,
        'stroke-linejoin': 'miter',
        'stroke-miterlimit': 10,
        'stroke-opacity': opacity === 1 ? undefined : opacity
    })
}

/** Width of the wordmark for a cap height (for centring). */
export const wordmarkWidth = (height: number) => {
    const w = height * 0.78
    const ew = w * 0.72
    return w * 2 + ew * 2 + height * 0.42 * 3
}

export const centredWordmark = (cx: number, cy: number, height: number, colour: string, opacity = 1) =>
    wordmark(cx - wordmarkWidth(height) / 2, cy - height / 2, height, colour, opacity)

export const svgDocument = (width: number, height: number, viewBox: string, defs: string, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" ` +
    `preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`

/** A repeating tile in user space (garment units), optionally turned or scaled. */
export const pattern = (id: string, size: number, content: string, transform?: string) =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}"` +
    `${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`
