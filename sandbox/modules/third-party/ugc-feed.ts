import type {CatalogView} from '../catalog/catalog-cache'
import {colourName} from '../catalog/images'
import {productName} from '../catalog/texts'
import {productImagePath, type ProductKind} from '../../seed/palette'

/** Community handles the stand-in credits photos to (deterministic). */
const HANDLES = [
    'mia.moves',
    'runwithjo',
    'the.lifting.lab',
    'sam_on_the_mat',
    'coastal.strides',
    'ayo.trains',
    'liftedbylena',
    'pilates.priya'
]

export interface UgcPost {
    id: string
    image: string
    alt: string
    handle: string
    productId: string
    productName: string
}

/**
 * The community's photos for a gallery: the shop's best sellers worn (their lifestyle shots), or the photos
 * of one product and its outfit pieces when a product is given. Deterministic for a gallery id.
 */
export const ugcFeed = (
    catalog: CatalogView,
    options: {galleryId: string; productId?: string; limit: number; locale: string; origin: string}
): UgcPost[] => {
    const wearable = catalog.masters.filter(
        (master) => !master.attributes.c_isGiftVoucher && master.layout.colours.length > 0
    )
    const product = options.productId ? catalog.products.get(options.productId)?.master : undefined
    const pool = product
        ? [
              product,
              ...wearable.filter(
                  (master) =>
                      master.id !== product.id && master.primaryCategoryId === product.primaryCategoryId
              )
          ]
        : [...wearable].sort((a, b) => a.rank - b.rank)
    const seed = [...options.galleryId].reduce((sum, char) => sum + char.charCodeAt(0), 0)
    return pool.slice(0, options.limit).map((master, index) => {
        const colour = String(master.layout.colours[(seed + index) % master.layout.colours.length] ?? 'black')
        const name = String(productName(master, options.locale))
        const handle = HANDLES[(seed + index) % HANDLES.length] ?? 'vela'
        return {
            id: [options.galleryId, master.id, colour].join('-'),
            image: options.origin + productImagePath(master.kind as ProductKind, colour, 'lifestyle'),
            alt: `@${handle} wearing ${name}, ${String(colourName(colour, options.locale))}`,
            handle,
            productId: master.id,
            productName: name
        }
    })
}
