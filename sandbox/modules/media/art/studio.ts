import {darken, hashString, lighten, mix, pick, STUDIO_NEUTRALS} from './colour'
import type {Fabric} from './fabric'
import {knitTexture} from './fabric'
import type {Drawing} from './garments/types'
import {CANVAS} from './garments/types'
import {n, svgDocument} from './svg'

export interface Box {
    width: number
    height: number
}

/**
 * Fits the 800 x 1000 art board into the requested box without cropping the product: the view box grows in
 * the short direction and the backdrop (drawn oversize) fills the extra room.
 */
export const fittedViewBox = (box: Box, board = {x: 0, y: 0, width: CANVAS.width, height: CANVAS.height}) => {
    const target = box.width / box.height
    const current = board.width / board.height
    if (Math.abs(target - current) < 0.001) return `${board.x} ${board.y} ${board.width} ${board.height}`
    if (target > current) {
        const width = board.height * target
        return `${n(board.x - (width - board.width) / 2)} ${board.y} ${n(width)} ${board.height}`
    }
    const height = board.width / target
    return `${board.x} ${n(board.y - (height - board.height) / 2)} ${board.width} ${n(height)}`
}

export const studioBackdrop = (seed: string, uid: string) => {
    const base = pick(STUDIO_NEUTRALS, hashString(seed))
    // A vertical sweep, light falling from above (a linear gradient paints several times faster than a radial).
    const defs =
        `<linearGradient id="${uid}-bg" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${lighten(base, 0.3)}"/><stop offset="1" stop-color="${darken(
            base,
            0.03
        )}"/>` +
        '</linearGradient>'
    return {base, defs, svg: `<rect x="-2000" y="-2000" width="4800" height="5000" fill="url(#${uid}-bg)"/>`}
}

const lightingDefs = (uid: string) =>
    `<linearGradient id="${uid}-light" x1="0" y1="0" x2="1" y2="0.35">` +
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>' +
    '<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000000" stop-opacity="0.14"/></linearGradient>'

/** A drawing with its soft cast shadow and light from the top left, on the 800 x 1000 board. */
export const stagedProduct = (drawing: Drawing, uid: string, ground: string) => {
    // Soft shadow without a blur filter (which costs ~10x the whole drawing): the outline stroked ever wider
    // at falling opacity builds a penumbra around a translucent core.
    const shade = darken(ground, 0.55)
    const shadow =
        `<g transform="translate(3 9)" fill="none" stroke="${shade}" stroke-linejoin="round">` +
        [48, 32, 18, 8]
            .map(
                (width) => `<path d="${drawing.silhouette}" stroke-width="${width}" stroke-opacity="0.036"/>`
            )
            .join('') +
        `<path d="${drawing.silhouette}" fill="${shade}" fill-opacity="0.08" stroke="none"/></g>`
    const lighting = drawing.hardSurface ? '' : `<path d="${drawing.silhouette}" fill="url(#${uid}-light)"/>`
    const product = shadow + drawing.svg + lighting
    return {
        defs: lightingDefs(uid) + (drawing.defs ?? ''),
        svg: drawing.transform ? `<g transform="${drawing.transform}">${product}</g>` : product
    }
}

/** The drawing on a neutral sweep, as a packshot or a close-up. */
export const studioShot = (
    drawing: Drawing,
    fabric: Fabric,
    seed: string,
    box: Box,
    view: 'packshot' | 'detail'
) => {
    const uid = 's'
    const backdrop = studioBackdrop(seed, uid)
    const staged = stagedProduct(drawing, uid, backdrop.base)
    let body = backdrop.svg + staged.svg
    let defs = backdrop.defs + fabric.defs + staged.defs
    let viewBox = fittedViewBox(box)
    if (view === 'detail') {
        const {x, y, width} = drawing.focus
        const height = width * 1.25
        viewBox = fittedViewBox(box, {x: x - width / 2, y: y - height / 2, width, height})
        // Close-ups show the knit: the texture is scaled down so ribs stay fine after the zoom.
        const zoom = CANVAS.width / width
        defs += knitTexture(`${uid}-knit`, 1 / zoom)
        const knit = `<path d="${drawing.silhouette}" fill="url(#${uid}-knit)"/>`
        if (!drawing.hardSurface)
            body += drawing.transform ? `<g transform="${drawing.transform}">${knit}</g>` : knit
    }
    return svgDocument(box.width, box.height, viewBox, defs, body)
}

/** A square chip of the fabric with its knit, as colour swatches are shown in a product tile. */
export const swatch = (fabric: Fabric, box: Box) => {
    const defs =
        fabric.defs +
        knitTexture('k', 0.7) +
        '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/>' +
        '<stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>'
    const body =
        `<rect x="-50" y="-50" width="300" height="300" fill="${fabric.fill}"/>` +
        '<rect x="-50" y="-50" width="300" height="300" fill="url(#k)"/>' +
        '<rect x="-50" y="-50" width="300" height="300" fill="url(#sheen)"/>' +
        `<path d="M-10 150 Q100 120 210 160" fill="none" stroke="${mix(fabric.base, '#000', 0.3)}" ` +
        'stroke-width="40" stroke-opacity="0.05"/>'
    return svgDocument(box.width, box.height, '0 0 200 200', defs, body)
}
