/**
 * Media fragments as the delivery API returns them. `defaultHost` is the media host to use; the sandbox
 * rewrites it to its own public host, so URLs are always built from the fragment, never from configuration.
 */
import type {CORE_SCHEMAS} from './schemas'

export interface ImageLink {
    _meta: {schema: typeof CORE_SCHEMAS.imageLink}
    id: string
    name: string
    endpoint: string
    defaultHost: string
    mimeType?: string
}

export interface VideoLink {
    _meta: {schema: typeof CORE_SCHEMAS.videoLink}
    id: string
    name: string
    endpoint: string
    defaultHost: string
    mimeType?: string
}

/**
 * Device-specific media: mobile sources apply at widths of 639px or less, tablet ones up to 1112px; a poster
 * shows before a video starts.
 */
export interface ResponsiveMedia {
    image?: ImageLink
    imageMobile?: ImageLink
    imageTablet?: ImageLink
    video?: VideoLink
    videoMobile?: VideoLink
    videoTablet?: VideoLink
    poster?: ImageLink
    /** Alternative text for the image; empty means decorative. */
    imageAltText?: string
}
