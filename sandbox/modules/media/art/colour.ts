/** Colour arithmetic for the generated artwork: everything is derived from a palette hex so shades stay related. */

export type Rgb = [number, number, number]

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)))

export const parseHex = (hex: string): Rgb => {
    const clean = hex.replace('#', '')
    const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean.padEnd(6, '0')
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0) as Rgb
}

export const toHex = ([r, g, b]: Rgb) =>
    '#' + [r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')

/** Linear blend from `a` (t = 0) to `b` (t = 1). */
export const mix = (a: string, b: string, t: number) => {
    const [ar, ag, ab] = parseHex(a)
    const [br, bg, bb] = parseHex(b)
    return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t])
}

export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount)
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount)

/** Relative luminance (sRGB, 0..1): picks thread and shadow colours that read on any fabric. */
export const luminance = (hex: string) => {
    const channel = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    const [r, g, b] = parseHex(hex).map(channel)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const isDark = (hex: string) => luminance(hex) < 0.18

/** Moves a colour towards readable contrast: lighter on dark fabric, darker on light fabric. */
export const contrastShade = (hex: string, amount: number) =>
    isDark(hex) ? lighten(hex, amount) : darken(hex, amount)

/** Shade for folds and the inside of a garment; very dark colours get lifted so the fold still shows. */
export const foldShade = (hex: string, amount = 0.22) =>
    luminance(hex) < 0.01 ? lighten(hex, amount * 0.5) : darken(hex, amount)

/** Stable 32-bit FNV-1a hash: the same name always yields the same artwork. */
export const hashString = (value: string) => {
    let hash = 0x811c9dc5
    for (let i = 0; i < value.length; i++) {
        hash ^= value.charCodeAt(i)
        hash = Math.imul(hash, 0x01000193)
    }
    return hash >>> 0
}

/** Deterministic pseudo-random sequence (mulberry32) seeded from a string. */
export const seededRandom = (seed: string) => {
    let state = hashString(seed) || 1
    return () => {
        state = (state + 0x6d2b79f5) | 0
        let t = state
        t = Math.imul(t ^ (t >>> 15), t | 1)
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
}

export const pick = <T>(items: readonly T[], seed: string | number): T =>
    items[(typeof seed === 'number' ? seed : hashString(seed)) % items.length]

/** Warm studio neutrals: product backgrounds vary among these so a grid does not look copy-pasted. */
export const STUDIO_NEUTRALS = ['#eeebe6', '#f0ede8', '#ebe8e3', '#efebe4', '#ece9e5', '#f1eee9'] as const
