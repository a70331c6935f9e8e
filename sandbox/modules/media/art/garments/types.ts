import type {Fabric} from '../fabric'

/** Everything a drawing needs: the fabric, which side is shown and a prefix for unique element ids. */
export interface GarmentContext {
    fabric: Fabric
    view: 'front' | 'back'
    uid: string
}

/**
 * A product drawn on the 800 x 1000 studio canvas. `silhouette` (path data) casts the shadow and receives the
 * studio lighting; `focus` is the centre and width of the close-up used by the `detail` view.
 */
export interface Drawing {
    svg: string
    silhouette: string
    focus: {x: number; y: number; width: number}
    /** Extra definitions (gradients) the drawing refers to. */
    defs?: string
    /** Products that are not fabric (cards, bottles) skip the soft-fabric lighting overlay. */
    hardSurface?: boolean
    /** Scales small products up on the board (applied to the drawing, its shadow and its lighting). */
    transform?: string
}

export type Drawer = (ctx: GarmentContext) => Drawing

/** Stitch line: a dashed thread that follows a seam. */
export const stitch = (d: string, colour: string, width = 2.2) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="7 5" stroke-linecap="round" stroke-opacity="0.85"/>`

/** A seam: a thin darker line where two panels meet. */
export const seam = (d: string, colour: string, width = 2.4, opacity = 0.75) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="${opacity}"/>`

/** A soft fold: wide, faint, rounded stroke so fabric looks draped rather than printed. */
export const fold = (d: string, colour: string, width = 10, opacity = 0.16) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="${opacity}"/>`

export const fill = (d: string, paint: string, extra = '') => `<path d="${d}" fill="${paint}"${extra}/>`

/**
 * The usual garment recipe: the silhouette in the fabric, interior details clipped to it (so seams never spill
 * over the edge), then a fine outline. `under` is drawn first (inside of the back, a hood lying behind).
 */
export const panel = (ctx: GarmentContext, silhouette: string, inner: string, under = '', over = '') => {
    const clipId = `${ctx.uid}-clip`
    const outline = `<path d="${silhouette}" fill="none" stroke="${ctx.fabric.deep}" stroke-width="1.6" stroke-opacity="0.45"/>`
    return {
        defs: `<clipPath id="${clipId}"><path d="${silhouette}"/></clipPath>`,
        svg:
            under +
            fill(silhouette, ctx.fabric.fill) +
            `<g clip-path="url(#${clipId})">${inner}</g>` +
            outline +
            over
    }
}
