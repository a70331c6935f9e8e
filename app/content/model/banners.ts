/**
 * Full-width editorial banners: hero, content banner and the two-column banner. Copy fields are collapsed
 * localized values (see LocalizedValue).
 */
import type {Anchored, Colour, CommonBlock, Countdown, Cta, CtaStyle} from './common'
import type {ImageLink, ResponsiveMedia, VideoLink} from './media'
import type {SCHEMAS} from './schemas'

export interface HeroBanner extends CommonBlock<typeof SCHEMAS.heroBanner, HeroBanner>, Anchored {
    media: ResponsiveMedia
    heroOptions: {
        isFullWidth?: boolean
        mainColor?: Colour
        /** The banner-wide link: clicking anywhere on the hero follows it. */
        ctaText?: string
        ctaLink?: string
    }
    textCopy: {
        title: string
        titleMobile?: string
        subtitle?: string
        subtitleMobile?: string
        /** Heading level for SEO: the home page's first hero is the page's h1. */
        headerSelectorSEO?: 'h1' | 'h2' | 'h3' | 'p'
    }
    ctaList?: Cta[]
    countdown?: Countdown
}

export interface CtaGroup extends CtaStyle {
    weight?: 'regular' | 'bold'
    size?: 'small' | 'medium' | 'large'
    colours?: {text?: Colour; background?: Colour; border?: Colour}
    cta: {copy: string; copyMobile?: string; link: string; isMainLink?: boolean}[]
}

export interface ContentBanner extends CommonBlock<typeof SCHEMAS.contentBanner, ContentBanner>, Anchored {
    contentOptions: {
        alignment?: 'left' | 'centre' | 'right'
        height?: 'small' | 'medium' | 'large'
        /** Darkens the top of the image so light copy stays legible. */
        topGradient?: boolean
        video?: VideoLink
        image?: ImageLink
        imageAltText?: string
        colour?: Colour
    }
    header?: string
    subHeader?: string
    subCopy?: string
    ctaGroups?: CtaGroup[]
    /** Terms and conditions small print. */
    tandcs?: string
}

export interface TwoColumnBanner
    extends CommonBlock<typeof SCHEMAS.twoColumnBanner, TwoColumnBanner>,
        Anchored {
    media: {image?: ImageLink; video?: VideoLink; imageAltText?: string}
    /** HTML copy (p, h2, ul, a, strong); sanitised before rendering. */
    copy: string
    ctaList?: Cta[]
    displayOptions?: {
        imageWidth?: 'Half' | 'Third'
        imagePosition?: 'Left' | 'Right'
        backgroundColour?: Colour
    }
}

export interface Column {
    header?: string
    copy?: string
    ctas?: Cta[]
    video?: VideoLink
    image?: ImageLink
    imageAltText?: string
    backgroundColour?: Colour
}

/** Columns switch to a carousel when there are too many for the layout (rules in spec 001 §2.6). */
export interface ColumnBanner extends CommonBlock<typeof SCHEMAS.columnBanner, ColumnBanner>, Anchored {
    header?: string
    columns: Column[]
    displayOptions?: {carousel?: boolean; isImageOnly?: boolean; sitsOnPLP?: boolean}
}

export interface ContentSpotVariant {
    video?: VideoLink
    image?: ImageLink
    imageAltText?: string
    copyPosition?: 'top' | 'centre' | 'bottom'
    colour?: Colour
    tagline?: string
    header?: string
    copy?: string
    ctaGroups?: CtaGroup[]
    tandcs?: string
}

/** A tile in the product grid: desktop and mobile variants share display options. */
export interface ContentSpot extends CommonBlock<typeof SCHEMAS.contentSpot, ContentSpot> {
    common: {displayOptions?: {spanColumns?: 1 | 2; fullHeight?: boolean}; backgroundColour?: Colour}
    desktop: ContentSpotVariant
    mobile?: ContentSpotVariant
}
