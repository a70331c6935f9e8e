import {isCountryRoot} from '../../region/page-type'

export interface ColumnLayoutInput {
    isMobile: boolean
    /** displayOptions.carousel */
    carousel: boolean
    /** displayOptions.sitsOnPLP */
    sitsOnPlp: boolean
    columnCount: number
}

/**
 * "carousel scrolling is used when there are too many columns: mobile with carousel; on a PLP more than 2
 * columns on mobile or more than 5 on desktop; off a PLP more than 3 columns with carousel on desktop or more
 * than 4 without carousel" (spec 001 §2.6).
 */
export const columnsUseCarousel = ({
    isMobile,
    carousel,
    sitsOnPlp,
    columnCount
}: ColumnLayoutInput): boolean => {
    if (isMobile && carousel) return true
    if (sitsOnPlp) return isMobile ? columnCount > 2 : columnCount > 5
    if (isMobile) return false
    return carousel ? columnCount > 3 : columnCount > 4
}

export interface StripeMessage {
    text?: string
    link?: string
    weight?: number
    hideOnHomepage?: boolean
}

/** "Hidden when hideOnHomepage is set and the path is a country root" (spec 001 §2.6). */
export const visibleStripeMessages = <T extends StripeMessage>(
    messages: readonly T[] | undefined,
    path: string
): T[] => {
    const onHome = isCountryRoot(path)
    return (messages ?? []).filter((message) => !(onHome && message.hideOnHomepage))
}

/** "several messages auto-scroll slowly and snap, a single message is static" */
export const stripeMode = (messageCount: number): 'none' | 'static' | 'scrolling' =>
    messageCount <= 0 ? 'none' : messageCount === 1 ? 'static' : 'scrolling'

/** "Carousel: ... arrows only with more than 2 products on mobile or 3 on desktop" (spec 001 §9). */
export const showCarouselArrows = (productCount: number, isMobile: boolean): boolean =>
    productCount > (isMobile ? 2 : 3)

/** "optional auto-scroll slow 5 s, normal 4 s, fast 3 s" (spec 001 §4.5). */
export const AUTO_SCROLL_MS = {slow: 5000, normal: 4000, fast: 3000} as const

/** Breakpoints: "mobile under 768px, tablet up to 1112px, desktop over 1112px" (spec 001 §9). */
export const deviceForWidth = (width: number): 'mobile' | 'tablet' | 'desktop' =>
    width < 768 ? 'mobile' : width <= 1112 ? 'tablet' : 'desktop'
