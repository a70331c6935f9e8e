import {DIGITAL_GIFT_CARD_DESIGNS} from '../../seed/catalog/gift-cards'
import {type ImageView, productImagePath, type ProductKind} from '../../seed/palette'
import type {CatalogView} from './catalog-cache'
import {colourName} from './images'
import {productName} from './texts'

/**
 * Image sets in the image service's style: `GET /is/image/vela/{id}_set` lists the media of a product as
 * `{items: [{type, src}]}`. For the digital gift card the items are its card designs (the storefront's design
 * picker); for a colour (variation group) or any other product, its gallery views.
 */
export const IMAGE_SET_BASE = '/is/image/vela'
const GALLERY: ImageView[] = ['front', 'back', 'detail', 'lifestyle']

export interface ImageSetItem {
    type: 'img'
    src: string
    alt: string
    /** For card designs: the design's colour id (sent back as the chosen design). */
    design?: string
}

export const imageSet = (catalog: CatalogView, id: string, origin: string, locale: string) => {
    const ref = catalog.products.get(id)
    if (!ref) return undefined
    const {master} = ref
    const name = productName(master, locale)
    const item = (colourId: string, view: ImageView, design?: string): ImageSetItem => ({
        type: 'img',
        src: origin + productImagePath(master.kind as ProductKind, colourId, view, master.look),
        alt: `${name}, ${colourName(colourId, locale)}`,
        ...(design ? {design} : {})
    })
    if (master.attributes.c_giftCardType === 'digital') {
        return {
            id: `${id}_set`,
            items: DIGITAL_GIFT_CARD_DESIGNS.map((design) => item(design, 'front', design))
        }
    }
    const colour =
        ref.type === 'variant' || ref.type === 'variation_group'
            ? ref.group.colourId
            : master.layout.colours[0]
    const views: ImageView[] = master.attributes.c_isGiftVoucher ? ['front', 'back'] : GALLERY
    return {id: `${id}_set`, items: views.map((view) => item(colour ?? 'black', view))}
}
