import {type ImageView, productImagePath, type ProductKind} from '../../seed/palette'
import {COLOUR_NAMES} from '../../seed/catalog/vocabulary'
import {translate} from '../../seed/catalog/locales'
import type {CatalogMaster} from './model'

/**
 * Product images on the media host. Every colour has four view types, like the platform's image groups:
 * large (gallery), medium (tiles), small (thumbnails, basket lines) and swatch (colour chips), each group
 * tagged with the colour it shows so clients can match swatches and galleries to a colour.
 */
export const VIEW_TYPES = ['large', 'medium', 'small', 'swatch'] as const
export type ViewType = (typeof VIEW_TYPES)[number]

const WIDTH: Record<ViewType, number> = {large: 1200, medium: 600, small: 200, swatch: 60}

const viewsFor = (master: CatalogMaster, viewType: ViewType): ImageView[] => {
    if (viewType === 'swatch') return ['swatch']
    if (master.attributes.c_isGiftVoucher) return ['front', 'back']
    if (viewType === 'medium') return ['front', 'back']
    return ['front', 'back', 'detail', 'lifestyle']
}

export interface Image {
    alt: string
    title: string
    link: string
    disBaseLink: string
}

export interface ImageGroup {
    viewType: ViewType
    images: Image[]
    variationAttributes?: {id: 'color'; values: {value: string}[]}[]
}

export const colourName = (colourId: string, locale: string) =>
    COLOUR_NAMES[colourId] ? translate(COLOUR_NAMES[colourId], locale) : colourId

export const productImage = (
    origin: string,
    kind: string,
    colourId: string,
    view: ImageView,
    viewType: ViewType,
    label: string,
    look?: string
): Image => {
    const base = origin + productImagePath(kind as ProductKind, colourId, view, look)
    return {alt: label, title: label, link: `${base}?sw=${WIDTH[viewType]}`, disBaseLink: base}
}

/** The colours a master is drawn in; the digital gift card shows its default design. */
export const imageColours = (master: CatalogMaster) =>
    master.groups.length ? master.groups.map((g) => g.colourId) : ['black']

export const imageGroup = (
    origin: string,
    master: CatalogMaster,
    name: string,
    colourId: string,
    viewType: ViewType,
    locale: string
): ImageGroup => {
    const label = `${name}, ${colourName(colourId, locale)}`
    return {
        viewType,
        images: viewsFor(master, viewType).map((view) =>
            productImage(origin, master.kind, colourId, view, viewType, label, master.look)
        ),
        // Items have no colour attribute, so their images apply to the whole product.
        ...(master.type === 'master'
            ? {variationAttributes: [{id: 'color' as const, values: [{value: colourId}]}]}
            : {})
    }
}

/** Image groups for the given colours and view types, grouped view type first like the platform. */
export const imageGroups = (
    origin: string,
    master: CatalogMaster,
    name: string,
    colours: string[],
    viewTypes: readonly ViewType[],
    locale: string
): ImageGroup[] =>
    viewTypes.flatMap((viewType) =>
        colours.map((colourId) => imageGroup(origin, master, name, colourId, viewType, locale))
    )

/** `imgTypes=large,swatch` narrows the view types; unknown names are ignored. */
export const parseViewTypes = (requested: string[]): ViewType[] => {
    const known = requested.filter((type): type is ViewType =>
        (VIEW_TYPES as readonly string[]).includes(type)
    )
    return known.length ? known : [...VIEW_TYPES]
}
