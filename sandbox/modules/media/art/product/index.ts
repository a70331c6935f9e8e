import {parseLook} from '../../../../seed/looks'
import {IMAGE_VIEWS, PRODUCT_KINDS, type ImageView, type ProductKind} from '../../../../seed/palette'
import {fabricFor, findColour} from '../fabric'
import {stillLifeScene} from '../lifestyle'
import {placeholderShot} from '../placeholder'
import type {Picture} from '../picture'
import type {Drawn} from './drawing'
import {drawGarment} from './garments'
import {legacyDrawn} from './legacy'
import {onFigureScene} from './on-figure'
import {type Box, productScene} from './studio'
import {swatchScene} from './swatch'

export const isProductKind = (value: string): value is ProductKind =>
    (PRODUCT_KINDS as readonly string[]).includes(value)
export const isImageView = (value: string): value is ImageView =>
    (IMAGE_VIEWS as readonly string[]).includes(value)

/** Natural aspect (width / height) of each view: swatches are square chips, everything else portrait 4:5. */
export const viewAspect = (view: string) => (view === 'swatch' ? 1 : 0.8)

/** True when the image will not show the product as asked (unknown kind, view or colour). */
export const isPlaceholder = (kind: string, colourId: string, view: string) =>
    !isProductKind(kind) || !isImageView(view) || !findColour(colourId)

/** The product drawn front or back: clothing from its kind and look, everything else from its drawing. */
export const drawProduct = (
    kind: ProductKind,
    lookSegment: string,
    colourId: string,
    back: boolean
): Drawn => {
    const fabric = fabricFor(findColour(colourId) ? colourId : 'stone', 'p')
    return drawGarment(kind, parseLook(lookSegment), fabric, back) ?? legacyDrawn(kind, fabric, back)
}

/**
 * One product image. Unknown kinds or views get the generic placeholder; a known kind in an unknown colour is
 * drawn in a neutral stone so the grid stays coherent. Either way `placeholder` is set.
 */
export const renderProduct = (
    kind: string,
    colourId: string,
    view: string,
    box: Box,
    lookSegment = ''
): {picture: Picture; placeholder: boolean} => {
    const seed = `${kind}/${lookSegment}/${colourId}`
    if (!isProductKind(kind) || !isImageView(view))
        return {picture: {svg: placeholderShot(seed, box)}, placeholder: true}
    const known = Boolean(findColour(colourId))
    const colour = known ? colourId : 'stone'
    let picture: Picture
    if (view === 'swatch') {
        const drawn = drawProduct(kind, lookSegment, colour, false)
        picture = {scene: swatchScene(fabricFor(colour, 'p'), box, drawn.sheen ?? 0.2)}
    } else if (view === 'lifestyle') {
        const fabric = fabricFor(colour, 'p')
        const drawn = drawProduct(kind, lookSegment, colour, false)
        const scene = onFigureScene(kind, parseLook(lookSegment), fabric, drawn.sheen ?? 0.2, seed, box)
        picture = {scene: scene ?? stillLifeScene(kind, drawn, fabric, seed, box)}
    } else {
        const drawn = drawProduct(kind, lookSegment, colour, view === 'back')
        picture = {scene: productScene(drawn, seed, box, view === 'detail')}
    }
    return {picture, placeholder: !known}
}
