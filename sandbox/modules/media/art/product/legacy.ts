import type {Fabric} from '../fabric'
import {drawerFor} from '../garments'
import type {ProductKind} from '../../../../seed/palette'
import {formPanel} from '../raster/form'
import type {Drawn} from './drawing'

/**
 * Accessories, equipment and gift cards keep their vector drawings (with their own painted shading) and are
 * given a form from their silhouette, so they sit in the same light and cast the same shadow as clothing.
 */
export const legacyDrawn = (kind: ProductKind, fabric: Fabric, back: boolean): Drawn => {
    const drawing = drawerFor(kind)({fabric, view: back ? 'back' : 'front', uid: 'g'})
    const wrap = (markup: string) =>
        drawing.transform ? `<g transform="${drawing.transform}">${markup}</g>` : markup
    const hard = Boolean(drawing.hardSurface)
    return {
        subject: wrap(drawing.svg),
        form: wrap(formPanel(drawing.silhouette, hard ? 0.5 : 0.15)),
        defs: fabric.defs + (drawing.defs ?? ''),
        formDefs: '',
        bounds: {x0: 0, y0: 0, x1: 800, y1: 1000},
        board: true,
        focus: drawing.transform ? {...drawing.focus} : drawing.focus,
        scale: 1,
        // Painted shading already rounds these; the form adds a softer, flatter roll-off.
        light: hard ? {depth: 10, volumeBlur: 14} : {depth: 22}
    }
}
