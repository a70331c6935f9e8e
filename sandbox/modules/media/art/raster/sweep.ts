import {parseHex} from '../colour'

/** A seamless paper backdrop: a vertical fall-off from `top` through `middle` to `bottom`, darker at the sides. */
export interface Sweep {
    top: string
    middle: string
    bottom: string
    /** Where the middle colour sits (0..1 down the picture). */
    middleAt: number
    /** Darkening at the left and right edges (0..1). */
    vignette: number
}

/** Paints a sweep as packed RGB (no rasteriser: it is only two gradients). */
export const paintSweep = (width: number, height: number, sweep: Sweep) => {
    const [t, m, b] = [parseHex(sweep.top), parseHex(sweep.middle), parseHex(sweep.bottom)]
    const out = Buffer.alloc(width * height * 3)
    const side = new Float32Array(width)
    for (let x = 0; x < width; x++) {
        const u = Math.abs(x / Math.max(1, width - 1) - 0.5) * 2
        side[x] = 1 - sweep.vignette * Math.max(0, (u - 0.4) / 0.6) ** 2
    }
    for (let y = 0; y < height; y++) {
        const v = y / Math.max(1, height - 1)
        const upper = v < sweep.middleAt
        const k = upper ? v / sweep.middleAt : (v - sweep.middleAt) / (1 - sweep.middleAt)
        const from = upper ? t : m
        const to = upper ? m : b
        const r = from[0] + (to[0] - from[0]) * k
        const g = from[1] + (to[1] - from[1]) * k
        const bl = from[2] + (to[2] - from[2]) * k
        for (let x = 0, o = y * width * 3; x < width; x++, o += 3) {
            out[o] = r * side[x]
            out[o + 1] = g * side[x]
            out[o + 2] = bl * side[x]
        }
    }
    return out
}
