/**
 * Listing-page content: the per-category item (`category/{categoryId}`) and the blocks it places around the
 * product grid. Filter values use the listing query syntax (`c_product-type=A|B,c_size=X`), pushed as
 * `?limit=24&refine=...&sort=best-matches`.
 */
import type {Colour, CommonBlock, CtaStyle} from './common'
import type {ImageLink, VideoLink} from './media'
import type {SCHEMAS} from './schemas'
import type {ContentBlock} from './blocks'

export interface CategoryContent extends CommonBlock<typeof SCHEMAS.categoryContent, CategoryContent> {
    categoryId: string
    topBanner?: TopBanner
    visualFilterCarousel?: VisualFilterCarousel
    filterBanner?: CategoryFilterBanner | UrlFilterBanner | SaleFilterBanner
    countdownStrip?: CountdownStrip
    /** Tiles placed in the grid; position is 0-based among product tiles. */
    gridContentSpots?: {position: number; content: ContentBlock}[]
    /** Blocks under the grid (carousels, copy for SEO). */
    belowGrid?: ContentBlock[]
}

export interface FilterOption {
    copy: string
    /** Refine expression; empty clears every selection. */
    filter: string
}

export interface FilterBannerHeader {
    copy: string
    size?: string
    sizeMobile?: string
    weight?: 'regular' | 'bold'
    colour?: Colour
    isH1?: boolean
    positioning?: 'left' | 'centre'
}

export interface CategoryFilterBanner
    extends CommonBlock<typeof SCHEMAS.categoryFilterBanner, CategoryFilterBanner> {
    plpBannerCopy?: string
    mainColor?: Colour
    header?: FilterBannerHeader
    sizeCtaList?: FilterOption[]
    categoryCtaList?: FilterOption[]
    cta?: CtaStyle
}

export interface UrlFilterOption extends FilterOption {
    image?: ImageLink
    video?: VideoLink
    className?: string
    dataLabel?: string
    /** Navigates instead of refining when set. */
    url?: string
}

export interface UrlFilterBanner extends CommonBlock<typeof SCHEMAS.urlFilterBanner, UrlFilterBanner> {
    header?: FilterBannerHeader
    urlFilter: {cattegoryFilters: UrlFilterOption[]}
    cta?: CtaStyle
}

/** Sale pages: at most one option per row selected; clicking the selected option clears it. */
export interface SaleFilterBanner extends CommonBlock<typeof SCHEMAS.saleFilterBanner, SaleFilterBanner> {
    header?: FilterBannerHeader
    saleFilter: {
        cattegoryFilters: FilterOption[]
        sizeFilters: FilterOption[]
        order?: 'category-first' | 'size-first'
    }
    cta?: CtaStyle
}

export interface VisualFilterCarousel
    extends CommonBlock<typeof SCHEMAS.visualFilterCarousel, VisualFilterCarousel> {
    /** Tabbed text links or round image icons. */
    style: 'tabs' | 'round'
    items: {vanityUrl: string; label: string; secondLabel?: string; image?: ImageLink; dataLabel?: string}[]
}

export interface CountdownStrip extends CommonBlock<typeof SCHEMAS.countdownStrip, CountdownStrip> {
    copy: string
    countdownDate: string
    link?: string
    backgroundColour?: Colour
    textColour?: Colour
}

/** Category introduction with a 50px collapsed Read More / Read Less toggle. */
export interface TopBanner extends CommonBlock<typeof SCHEMAS.topBanner, TopBanner> {
    header: string
    /** HTML. */
    copy: string
    readMore?: boolean
}

export interface StackedLinks extends CommonBlock<typeof SCHEMAS.stackedLinks, StackedLinks> {
    header?: string
    links: {text: string; url: string}[]
}
