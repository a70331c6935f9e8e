import {isCmsImage, type CmsImageLink} from '../../components/image'
import {SCHEMAS} from '../../content/model/schemas'

export interface GalleryItem {
    image: CmsImageLink
    alt: string
    /** The contributor's handle or a caption, shown under the photo. */
    caption?: string
    /** Where the photo leads (the product worn), when the editor linked one. */
    url?: string
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** One photo as editors may give it: a bare image link, or an entry with image, alt text, caption and link. */
const toItem = (value: unknown): GalleryItem | undefined => {
    if (isCmsImage(value)) return {image: value, alt: ''}
    if (!isObject(value) || !isCmsImage(value.image)) return undefined
    return {
        image: value.image,
        alt: text(value.imageAltText) ?? '',
        caption: text(value.caption) ?? text(value.handle),
        url: text(value.url)
    }
}

export const isGalleryWidget = (item: unknown): item is Json =>
    isObject(item) && isObject(item._meta) && item._meta.schema === SCHEMAS.ugcWidget

/** The photos a gallery widget holds (`items`, or plain `images`), skipping malformed entries. */
export const galleryItems = (widget: Json | undefined): GalleryItem[] => {
    if (!widget) return []
    const list = Array.isArray(widget.items)
        ? widget.items
        : Array.isArray(widget.images)
        ? widget.images
        : []
    return list.flatMap((entry: unknown) => toItem(entry) ?? [])
}
