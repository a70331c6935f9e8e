/**
 * Carousels and third-party widgets. Product carousels name a source rather than embedding product data, so
 * prices and stock always come from the commerce platform.
 */
import type {AutoScroll} from '../../rules/content/carousel'
import type {CommonBlock, Cta} from './common'
import type {ImageLink} from './media'
import type {SCHEMAS} from './schemas'

export interface ActivityCarousel extends CommonBlock<typeof SCHEMAS.activityCarousel, ActivityCarousel> {
    header?: string
    items: {title: string; url: string; image: ImageLink; imageAltText?: string}[]
    /** Optional auto-scroll speed: slow 5 s, normal 4 s, fast 3 s; one speed, or one per breakpoint. */
    autoScroll?: AutoScroll
}

export type ProductSource =
    | {
          source: 'category'
          categoryId: string
          limit: number
          /** The platform's sorting option (e.g. `newest`); the category's own order when absent. */
          sort?: string
      }
    | {source: 'products'; productIds: string[]}

export type ProductCarousel = CommonBlock<typeof SCHEMAS.productCarousel, ProductCarousel> &
    ProductSource & {
        header: string
        cta?: Cta
    }

/** Dynamic recommendations from the personalisation service; hidden when it returns nothing. */
export interface RecommendationCarousel
    extends CommonBlock<typeof SCHEMAS.recommendationCarousel, RecommendationCarousel> {
    title: string
    /** The personalisation campaign selector. */
    apiSelector: string
    recommenderId: string
    /** Grid layout instead of a scrolling carousel. */
    grid?: boolean
    addToBag?: boolean
}

/** User-generated-content gallery (shoppers' photos). */
export interface UgcWidget extends CommonBlock<typeof SCHEMAS.ugcWidget, UgcWidget> {
    title?: string
    galleryId: string
    layout: 'carousel' | 'grid'
    /** Limits the gallery to photos tagged with this product. */
    productId?: string
}
