import {capsule, lerp, n, smoothPath, type Point} from '../svg'
import type {Pose} from './pose'

/** Where on the body a garment piece sits; `t0`..`t1` run along the limb (0 = joint nearest the torso). */
export interface Cover {
    part: 'torso' | 'upperArm' | 'foreArm' | 'thigh' | 'shin' | 'foot' | 'hood' | 'strap'
    t0: number
    t1: number
    /** Extra radius: 1-2 for second-skin fabrics, 8-14 for sweats and jackets. */
    extra: number
    paint: string
    /** Shine of the fabric (0 matte .. 1 satin); skin is 0.12. */
    sheen?: number
    /** Hem at the far end is flat (sleeve, leg opening) unless the piece runs on past a joint. */
    flatEnd?: boolean
    flatStart?: boolean
}

export interface Look {
    skin: string
    hair: string
    covers: Cover[]
    /** Extra markup drawn over the finished figure (zips, wordmarks), in figure space. */
    overlay?: (frame: Frame) => string
}

// Half-widths of the torso along the spine (t = 0 pelvis, 1 neck base); side views list front and back depths.
const FRONT_WIDTHS: [number, number][] = [
    [-0.22, 26],
    [-0.12, 60],
    [0.04, 74],
    [0.24, 66],
    [0.42, 56],
    [0.6, 64],
    [0.76, 72],
    [0.9, 84],
    [0.97, 56],
    [1.03, 22]
]
const SIDE_FRONT: [number, number][] = [
    [-0.22, 18],
    [-0.12, 38],
    [0.04, 44],
    [0.24, 40],
    [0.42, 36],
    [0.6, 46],
    [0.72, 58],
    [0.86, 40],
    [1.03, 20]
]
const SIDE_BACK: [number, number][] = [
    [-0.22, 18],
    [-0.12, 52],
    [0.04, 60],
    [0.24, 46],
    [0.42, 34],
    [0.6, 38],
    [0.76, 44],
    [0.9, 42],
    [1.03, 22]
]

const widthAt = (table: [number, number][], t: number) => {
    if (t <= table[0][0]) return table[0][1]
    for (let i = 1; i < table.length; i++) {
        const [t1, w1] = table[i]
        const [t0, w0] = table[i - 1]
        if (t <= t1) return w0 + ((w1 - w0) * (t - t0)) / (t1 - t0)
    }
    return table[table.length - 1][1]
}

/** Spine frame derived from a pose: where shoulders and hips sit, and which way is "front". */
export interface Frame {
    pose: Pose
    at(t: number, offset: number): Point
    shoulderL: Point
    shoulderR: Point
    hipL: Point
    hipR: Point
}

export const frameFor = (pose: Pose): Frame => {
    const [nx, ny] = pose.neck
    const [px, py] = pose.pelvis
    const length = Math.hypot(nx - px, ny - py)
    const up: Point = [(nx - px) / length, (ny - py) / length]
    // Screen-right when upright: in a side pose that is the direction the figure faces.
    const right: Point = [-up[1], up[0]]
    const flip = right[0] < 0 ? -1 : 1
    const side: Point = [right[0] * flip, right[1] * flip]
    const at = (t: number, offset: number): Point => [
        px + up[0] * length * t + side[0] * offset,
        py + up[1] * length * t + side[1] * offset
    ]
    const front = pose.view === 'front'
    return {
        pose,
        at,
        shoulderL: at(0.9, front ? -74 : 2),
        shoulderR: at(0.9, front ? 74 : 6),
        hipL: at(-0.04, front ? -42 : 0),
        hipR: at(-0.04, front ? 42 : 4)
    }
}

/** Torso outline between t0 and t1 with `extra` room, as a smooth closed path. */
export const torsoPath = (frame: Frame, t0: number, t1: number, extra: number) => {
    const front = frame.pose.view === 'front'
    const steps = 8
    const left: Point[] = []
    const right: Point[] = []
    for (let i = 0; i <= steps; i++) {
        const t = t0 + ((t1 - t0) * i) / steps
        const back = (front ? widthAt(FRONT_WIDTHS, t) : widthAt(SIDE_BACK, t)) + extra
        const fore = (front ? widthAt(FRONT_WIDTHS, t) : widthAt(SIDE_FRONT, t)) + extra
        left.push(frame.at(t, -back))
        right.push(frame.at(t, fore))
    }
    return smoothPath([...left, ...right.reverse()], true, 0.8)
}

const LIMB_RADII = {
    upperArm: [23, 17],
    foreArm: [16, 11],
    thigh: [42, 27],
    shin: [26, 15],
    foot: [15, 12]
} as const

export type LimbPart = keyof typeof LIMB_RADII

export const limbEnds = (frame: Frame, part: LimbPart, side: 'L' | 'R'): [Point, Point] => {
    const p = frame.pose
    const L = side === 'L'
    switch (part) {
        case 'upperArm':
            return [L ? frame.shoulderL : frame.shoulderR, L ? p.elbowL : p.elbowR]
        case 'foreArm':
            return [L ? p.elbowL : p.elbowR, L ? p.wristL : p.wristR]
        case 'thigh':
            return [L ? frame.hipL : frame.hipR, L ? p.kneeL : p.kneeR]
        case 'shin':
            return [L ? p.kneeL : p.kneeR, L ? p.ankleL : p.ankleR]
        case 'foot':
            return [L ? p.ankleL : p.ankleR, L ? p.toeL : p.toeR]
    }
}

export const limbSegment = (
    frame: Frame,
    part: LimbPart,
    side: 'L' | 'R',
    t0: number,
    t1: number,
    extra: number,
    caps = {}
) => {
    const [a, b] = limbEnds(frame, part, side)
    const [ra, rb] = LIMB_RADII[part]
    return capsule(
        lerp(a, b, t0),
        lerp(a, b, t1),
        ra + (rb - ra) * t0 + extra,
        ra + (rb - ra) * t1 + extra,
        caps
    )
}

export const coverPath = (frame: Frame, cover: Cover, side: 'L' | 'R') => {
    const caps = {start: cover.flatStart ? 'flat' : 'round', end: cover.flatEnd ? 'flat' : 'round'} as const
    if (cover.part === 'torso') return torsoPath(frame, cover.t0, cover.t1, cover.extra)
    if (cover.part === 'hood') {
        // Worn down: a soft roll behind the neck, rising to the back of the head.
        const [nx, ny] = frame.pose.neck
        return (
            `M${n(nx - 74)} ${n(ny + 34)} C${n(nx - 86)} ${n(ny - 30)} ${n(nx - 50)} ${n(ny - 78)} ${n(
                nx
            )} ${n(ny - 78)} ` +
            `C${n(nx + 50)} ${n(ny - 78)} ${n(nx + 86)} ${n(ny - 30)} ${n(nx + 74)} ${n(ny + 34)} Z`
        )
    }
    if (cover.part === 'strap') {
        const shoulder = side === 'L' ? frame.shoulderL : frame.shoulderR
        const base = frame.at(cover.t0, (side === 'L' ? -1 : 1) * (frame.pose.view === 'front' ? 44 : 10))
        return capsule(base, lerp(shoulder, frame.pose.neck, 0.35), cover.extra, cover.extra * 0.8)
    }
    return limbSegment(frame, cover.part, side, cover.t0, cover.t1, cover.extra, caps)
}
