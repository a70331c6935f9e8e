/**
 * Menus are content hierarchies: a root per menu (`menu/desktop`, `menu/mobile`) whose descendants are
 * navigation nodes (menu/feed items) and image nodes (featured tiles). Children are ordered as delivered.
 */
import type {Colour, CommonBlock, Variation} from './common'
import type {ImageLink, ResponsiveMedia, VideoLink} from './media'
import type {SCHEMAS} from './schemas'

export interface NavigationRoot extends CommonBlock<typeof SCHEMAS.navigationRoot, NavigationRoot> {
    title: string
    menuType: 'desktop' | 'mobile'
}

export interface MenuOptions {
    /** Lower ranks sort first among siblings. */
    ranking?: number
    showInMenu?: boolean
}

/** The node fields a customer-group variation may replace. */
export interface NavigationNodeFields {
    title: string
    /** A catalogue category; the link is the category's listing path unless vanityUrl is set. */
    category?: {id: string}
    /** Appended to the listing link, e.g. `refine=c_length=7/8`. */
    urlParams?: string
    vanityUrl?: string
    menuOptions?: MenuOptions
    /** Reporting-only Content-Security-Policy settings for pages opened from this node. */
    cspConfig?: {data?: string; reportingEndpoints?: string}
    countdownDate?: string
    countdownSetup?: {mobileCopy?: string; desktopCopy?: string}
    displayControls?: {
        textColour?: Colour
        backgroundColour?: Colour
        alignment?: 'left' | 'centre' | 'right'
        /** Sale styling: the sale typeface and colour. */
        saleFont?: boolean
    }
    promoCode?: string
    cta?: {ctaLink?: string; ctaText?: string; buttonText?: string; underlineCTA?: boolean; colours?: Colour}
    media?: ResponsiveMedia
}

export interface NavigationNode
    extends Omit<CommonBlock<typeof SCHEMAS.navigationNode>, 'variations'>,
        NavigationNodeFields {
    /** Replaces the node's own fields (not its children) for the listed customer groups. */
    variations?: Variation<Partial<NavigationNodeFields>>[]
}

/** A featured tile inside a menu column. */
export interface ImageNode extends CommonBlock<typeof SCHEMAS.imageNode, ImageNode> {
    menuOptions?: MenuOptions
    content: {
        video?: VideoLink
        image?: ImageLink
        imageAltText?: string
        url: string
        copy?: string
        title?: string
        copyColour?: Colour
        backgroundColor?: Colour
    }
    header?: string
    subCopy?: string
    cta?: {ctaText: string; ctaLink: string}
}

/** Home-page tiles linking to activities or categories; clicks emit a navigation-menu analytics event. */
export interface NavigationImageTiles
    extends CommonBlock<typeof SCHEMAS.navigationImageTiles, NavigationImageTiles> {
    header?: string
    tiles: {label: string; url: string; image: ImageLink; imageAltText?: string; category?: {id: string}}[]
}
