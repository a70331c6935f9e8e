import type {Fabric} from '../fabric'
import {formFlat, formGap, formGroove, formPanel, formPiece, formRaise, formRidge} from '../raster/form'
import type {OutlineNode} from '../raster/outline'
import {boundsOf} from '../raster/outline'

export interface Bounds {
    x0: number
    y0: number
    x1: number
    y1: number
}

/**
 * A product drawn on the 800 x 1000 board as two parallel layers: what it looks like (`subject`) and what
 * shape it has (`form`, see raster/form.ts). Builders call the helpers below so both layers stay in step.
 */
export interface Drawn {
    subject: string
    form: string
    defs: string
    formDefs: string
    bounds: Bounds
    /** Centre and width of the close-up for the detail view. */
    focus: {x: number; y: number; width: number}
    /** Board scale: one per family of products, so a cropped hoodie stays shorter than a long one. */
    scale: number
    /** The fabric's sheen (swatches borrow it). */
    sheen?: number
    /** Drawn in place on the whole board (the hand-drawn accessories) rather than framed by its bounds. */
    board?: boolean
    /** Moves the product down (+) or up on the board, after centring (hanging straps, standing bottles). */
    lift?: number
    /** Lighting overrides (puffers want deeper relief, cards almost none). */
    light?: Partial<import('../raster/scene').SceneLight>
}

interface PieceOptions {
    paint?: string
    sheen?: number
    /** Cut a gap round the piece so it rounds off on its own (sleeves, hoods, bands). */
    apart?: boolean
    /** Volume 0..255 when the piece should sit flatter than a full panel. */
    volume?: number
    /** Fine outline in the fabric's deep shade. */
    outline?: boolean
}

export class Drawing {
    subject = ''
    form = ''
    defs = ''
    formDefs = ''
    private clips = 0
    private readonly extents: Bounds[] = []

    constructor(readonly fabric: Fabric, readonly sheen: number, readonly uid = 'g') {}

    /** Registers nodes as part of the product's extent (for framing). */
    extent(nodes: OutlineNode[]) {
        this.extents.push(boundsOf(nodes))
        return this
    }

    bounds(): Bounds {
        return {
            x0: Math.min(...this.extents.map((b) => b.x0)),
            y0: Math.min(...this.extents.map((b) => b.y0)),
            x1: Math.max(...this.extents.map((b) => b.x1)),
            y1: Math.max(...this.extents.map((b) => b.y1))
        }
    }

    /** A fabric piece: painted in the subject, given volume in the form. Returns a clip id for its details. */
    piece(d: string, options: PieceOptions = {}) {
        const paint = options.paint ?? this.fabric.fill
        const sheen = options.sheen ?? this.sheen
        this.subject += `<path d="${d}" fill="${paint}"/>`
        if (options.outline !== false)
            this.subject += `<path d="${d}" fill="none" stroke="${this.fabric.deep}" stroke-width="1.4" stroke-opacity="0.35"/>`
        if (options.volume !== undefined) {
            if (options.apart) this.form += formGap(d, 6)
            this.form += formFlat(d, sheen, options.volume)
        } else this.form += options.apart ? formPiece(d, sheen) : formPanel(d, sheen)
        const id = `${this.uid}-c${this.clips++}`
        const clip = `<clipPath id="${id}"><path d="${d}"/></clipPath>`
        this.defs += clip
        this.formDefs += clip
        return id
    }

    /** Runs `draw` with both layers clipped to a piece. */
    within(clipId: string, draw: () => void) {
        const subject = this.subject
        const form = this.form
        this.subject = ''
        this.form = ''
        draw()
        const inner = {subject: this.subject, form: this.form}
        this.subject = subject + `<g clip-path="url(#${clipId})">${inner.subject}</g>`
        this.form = form + `<g clip-path="url(#${clipId})">${inner.form}</g>`
    }

    /** A seam: a fine darker line and a shallow groove. */
    seam(d: string, strength = 1, width = 2) {
        this.subject += `<path d="${d}" fill="none" stroke="${
            this.fabric.deep
        }" stroke-width="${width}" stroke-opacity="${(0.55 * strength).toFixed(2)}" stroke-linecap="round"/>`
        this.form += formGroove(d, this.sheen, 4, 0.32 * strength)
    }

    /** Topstitching: a dashed thread beside a seam, no relief of its own. */
    stitch(d: string, colour = this.fabric.stitch, width = 1.8, dash = '6 4') {
        this.subject += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round" stroke-opacity="0.8"/>`
    }

    /** A fold: relief only, the light does the rest. `strength` < 0 gives a crest instead of a valley. */
    fold(d: string, width = 14, strength = 0.6) {
        this.form +=
            strength >= 0
                ? formGroove(d, this.sheen, width, strength)
                : formRidge(d, this.sheen, width, -strength)
    }

    /** A raised or sunk area of relief (padded cup, pocket bag). */
    raise(d: string, strength: number) {
        this.form += formRaise(d, this.sheen, strength)
    }

    /** Flat paint on the subject only (prints, logos, reflective trims). */
    paint(markup: string) {
        this.subject += markup
    }

    /** Markup on the form layer only. */
    shape(markup: string) {
        this.form += markup
    }

    done(focus: Drawn['focus'], scale: number, light?: Drawn['light']): Drawn {
        return {
            subject: this.subject,
            form: this.form,
            defs: this.fabric.defs + this.defs,
            formDefs: this.formDefs,
            bounds: this.bounds(),
            focus,
            scale,
            light,
            sheen: this.sheen
        }
    }
}
