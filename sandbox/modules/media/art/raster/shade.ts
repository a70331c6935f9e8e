/**
 * The "photograph" step: turns flat layers into a lit picture. Pure pixel arithmetic on typed arrays, so the
 * same layers always give the same bytes.
 *
 * Inputs, all at the output size:
 * - `backdrop` RGB: the set (studio sweep, colour fields), already final apart from the cast shadow;
 * - `subject` RGBA: the product or figures in their flat colours;
 * - `volume`: the subject's panels blurred wide (each panel a soft dome, so sleeves, legs and cups round off);
 * - `relief`: seams, folds and quilting blurred narrow, around 128 (below is a groove, above a ridge);
 * - `sheen`: per-pixel shine (0 matte cotton .. 255 satin nylon);
 * - `shadow`: the subject's silhouette blurred, cast onto the backdrop.
 */
export interface ShadeLayers {
    width: number
    height: number
    backdrop: Uint8Array
    subject: Uint8Array
    /** 16-bit planes (0..65535): 8-bit slopes would light up as steps. */
    volume: Uint16Array
    relief: Uint16Array
    sheen: Uint16Array
    shadow: Uint16Array
}

export interface Lighting {
    /** Output pixels per art unit: slopes are measured in art units so every size is lit alike. */
    pixelsPerUnit: number
    /** Height of a fully covered panel, in art units (how round things look). */
    depth: number
    /** Height of a full-strength seam or fold, in art units. */
    reliefDepth: number
    /** Cast shadow offset in pixels and strength (0..1). */
    shadowDx: number
    shadowDy: number
    shadowStrength: number
    /** Photographic grain amplitude in 8-bit levels. */
    grain: number
    /** Key light from the upper left; `ambient` lifts the shaded side. */
    ambient: number
}

// Key light, unit vector: from the upper left, in front of the subject.
const LX = -0.3
const LY = -0.42
const LZ = 0.856
// Half-vector between the key light and the camera (0, 0, 1), for the sheen highlight.
const HN = Math.hypot(LX, LY, LZ + 1)
const HX = LX / HN
const HY = LY / HN
const HZ = (LZ + 1) / HN

/** Grain: a fixed 256 x 256 tile of hashed noise (-0.5..0.5), deterministic and cheap to look up. */
const GRAIN = (() => {
    const tile = new Float32Array(256 * 256)
    for (let y = 0; y < 256; y++) {
        for (let x = 0; x < 256; x++) {
            let h = Math.imul(x, 374761393) + Math.imul(y, 668265263)
            h = Math.imul(h ^ (h >>> 13), 1274126177)
            tile[y * 256 + x] = ((h ^ (h >>> 16)) & 255) / 255 - 0.5
        }
    }
    return tile
})()

/** Surface height per pixel from the blurred volume and relief layers, in art units. */
const heightField = (layers: ShadeLayers, lighting: Lighting) => {
    const {width, height, volume, relief} = layers
    const field = new Float32Array(width * height)
    // A rounded profile: steep at the outline, flat across the middle of a panel.
    const depth = lighting.depth
    const reliefScale = lighting.reliefDepth / 32639
    for (let i = 0; i < field.length; i++) {
        const t = volume[i] / 65535
        field[i] = depth * t * t * (3 - 2 * t) + (relief[i] - 32896) * reliefScale
    }
    return field
}

/** Lights the subject, casts its shadow on the backdrop and adds grain. Returns packed RGB. */
export const shade = (layers: ShadeLayers, lighting: Lighting) => {
    const {width, height, backdrop, subject, volume, sheen, shadow} = layers
    // Clamped array: stores round and clamp to 0..255 by themselves.
    const out = new Uint8ClampedArray(width * height * 3)
    const field = heightField(layers, lighting)
    // Slopes in art units: a pixel step is 1 / pixelsPerUnit units, central differences span two.
    const slope = lighting.pixelsPerUnit / 2
    const ambient = lighting.ambient
    const flat = LZ
    const dx = Math.round(lighting.shadowDx)
    const dy = Math.round(lighting.shadowDy)
    const shadowStrength = lighting.shadowStrength / 65535
    const grain = lighting.grain
    for (let y = 0; y < height; y++) {
        const row = y * width
        const sy = y - dy
        const up = y > 0 ? -width : 0
        const down = y < height - 1 ? width : 0
        const grainRow = (y & 255) * 256
        for (let x = 0; x < width; x++) {
            const i = row + x
            const o = i * 3
            const noise = grain * GRAIN[grainRow + (x & 255)]
            const sx = x - dx
            const cast =
                sy >= 0 && sy < height && sx >= 0 && sx < width ? shadow[sy * width + sx] * shadowStrength : 0
            const lit = 1 - cast
            let r = backdrop[o] * lit
            let g = backdrop[o + 1] * lit
            let b = backdrop[o + 2] * lit
            const a = subject[i * 4 + 3]
            if (a > 0) {
                const left = x > 0 ? -1 : 0
                const right = x < width - 1 ? 1 : 0
                const gx = (field[i + right] - field[i + left]) * slope
                const gy = (field[i + down] - field[i + up]) * slope
                const len = Math.sqrt(gx * gx + gy * gy + 1)
                const nx = -gx / len
                const ny = -gy / len
                const nz = 1 / len
                // Wrapped diffuse so the far side of a tube darkens without going black; 1 on a flat panel.
                const diffuse = Math.max(0, (nx * LX + ny * LY + nz * LZ + 0.3) / (flat + 0.3))
                // Occlusion: where the volume thins (panel edges, seams) less light reaches.
                const occlusion = 0.82 + 0.18 * (volume[i] / 65535)
                const light = (ambient + (1 - ambient) * diffuse) * occlusion
                const s = sheen[i] / 65535
                const facing = Math.max(0, nx * HX + ny * HY + nz * HZ)
                // Two lobes: a broad satin glow and a tighter highlight, both scaled by the fabric's sheen.
                const f2 = facing * facing
                const f8 = f2 * f2 * f2 * f2
                const highlight = s * (22 * f8 + 52 * f8 * f8 * f8)
                // Dark fabrics catch a soft rim where they turn away (the velvet look of black leggings).
                const rim = Math.min(0.25, 1 - nz) * 40 * (0.3 + s)
                // A little of the light is added rather than multiplied, so black fabric still shows its form.
                const lift = highlight + rim + 20 * (diffuse - 0.7) * occlusion
                const cr = subject[i * 4] * light + lift
                const cg = subject[i * 4 + 1] * light + lift
                const cb = subject[i * 4 + 2] * light + lift
                const alpha = a / 255
                r = r * (1 - alpha) + cr * alpha
                g = g * (1 - alpha) + cg * alpha
                b = b * (1 - alpha) + cb * alpha
            }
            out[o] = r + noise
            out[o + 1] = g + noise
            out[o + 2] = b + noise
        }
    }
    return out
}
