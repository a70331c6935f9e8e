import {IMAGE_VIEWS, PRODUCT_KINDS, type ImageView, type ProductKind} from '../../../seed/palette'
import {fabricFor, findColour} from './fabric'
import {DRAWERS} from './garments'
import {lifestyleShot} from './lifestyle'
import {placeholderShot} from './placeholder'
import {type Box, studioShot, swatch} from './studio'

export const isProductKind = (value: string): value is ProductKind =>
    (PRODUCT_KINDS as readonly string[]).includes(value)
export const isImageView = (value: string): value is ImageView =>
    (IMAGE_VIEWS as readonly string[]).includes(value)

/** Natural aspect (width / height) of each view: swatches are square chips, everything else portrait 4:5. */
export const viewAspect = (view: string) => (view === 'swatch' ? 1 : 0.8)

/** True when the image will not show the product as asked (unknown kind, view or colour). */
export const isPlaceholder = (kind: string, colourId: string, view: string) =>
    !isProductKind(kind) || !isImageView(view) || !findColour(colourId)

/**
 * SVG for one product image. Unknown kinds or views get the generic placeholder; a known kind in an unknown
 * colour is drawn in a neutral stone so the grid stays coherent. Either way `placeholder` is set.
 */
export const renderProduct = (kind: string, colourId: string, view: string, box: Box) => {
    const seed = `${kind}/${colourId}`
    if (!isProductKind(kind) || !isImageView(view))
        return {svg: placeholderShot(seed, box), placeholder: true}
    const known = Boolean(findColour(colourId))
    const fabric = fabricFor(known ? colourId : 'stone', 'p')
    let svg: string
    if (view === 'swatch') svg = swatch(fabric, box)
    else if (view === 'lifestyle') svg = lifestyleShot(kind, fabric, seed, box)
    else {
        const drawing = DRAWERS[kind]({fabric, view: view === 'back' ? 'back' : 'front', uid: 'g'})
        svg = studioShot(drawing, fabric, seed, box, view === 'detail' ? 'detail' : 'packshot')
    }
    return {svg, placeholder: !known}
}
