/**
 * Painting the form layer of a scene (see scene.ts). Red is volume: panels are filled, and a gap (a line of
 * zero volume) between two panels makes each round off on its own, like a sleeve set into a body. Green is
 * relief around 128: grooves below, ridges above. Blue is sheen. Every helper keeps the other channels of the
 * panel it draws on, so a groove never punches a hole in the volume.
 */

const rgb = (volume: number, relief: number, sheen: number) =>
    `rgb(${Math.round(volume)},${Math.round(Math.max(0, Math.min(255, relief)))},${Math.round(sheen)})`

/** Sheen 0..1 as the blue channel. */
const blue = (sheen: number) => Math.max(0, Math.min(255, sheen * 255))

/** A panel: full volume, flat relief. */
export const formPanel = (d: string, sheen: number, extra = '') =>
    `<path d="${d}" fill="${rgb(255, 128, blue(sheen))}"${extra}/>`

/** A softer panel (lower volume): bands and trims that sit flatter than the body they are sewn to. */
export const formFlat = (d: string, sheen: number, volume = 150) =>
    `<path d="${d}" fill="${rgb(volume, 128, blue(sheen))}"/>`

/** Cuts a line of zero volume along `d` (drawn before the panel that should stand on its own). */
export const formGap = (d: string, width = 6) =>
    `<path d="${d}" fill="none" stroke="${rgb(
        0,
        128,
        0
    )}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A panel standing apart from what is behind it: its outline is cut first, then it is filled. */
export const formPiece = (d: string, sheen: number, gap = 7) =>
    `<path d="${d}" fill="${rgb(255, 128, blue(sheen))}" stroke="${rgb(0, 128, 0)}" stroke-width="${gap}"/>` +
    formPanel(d, sheen)

/** A groove (seam, fold valley): `strength` 0..1 of full depth. */
export const formGroove = (d: string, sheen: number, width: number, strength = 1) =>
    `<path d="${d}" fill="none" stroke="${rgb(
        255,
        128 - 127 * strength,
        blue(sheen)
    )}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A ridge (fold crest, piping, quilted channel). */
export const formRidge = (d: string, sheen: number, width: number, strength = 1) =>
    `<path d="${d}" fill="none" stroke="${rgb(
        255,
        128 + 127 * strength,
        blue(sheen)
    )}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A filled area raised or sunk as a whole (a pocket bag, a moulded cup). */
export const formRaise = (d: string, sheen: number, strength: number) =>
    `<path d="${d}" fill="${rgb(255, 128 + 127 * strength, blue(sheen))}"/>`
