import {showCarouselArrows} from '../../rules/content/layout-rules'

/** Spec 001 §9: 2.25 slides on mobile, 3 from 768px. */
export const PRODUCT_SLIDES_PER_VIEW = {base: 2.25, md: 3}

export interface SlidesPerView {
    base: number
    md?: number
    lg?: number
}

/**
 * CSS width of one slide so that `perView` slides fit the track, counting the gaps between the slides that
 * are fully visible. Pure CSS, so the server renders the final layout and nothing shifts on hydration.
 */
export const slideWidth = (perView: number, gap: string) => {
    const gaps = Math.max(0, Math.ceil(perView) - 1)
    return `calc((100% - ${gaps} * ${gap}) / ${perView})`
}

/**
 * Spec 001 §9: arrows only with more than 2 products on mobile or 3 on desktop. Expressed as responsive
 * display values, so the rule holds before any script runs.
 */
export const arrowDisplay = (count: number) => ({
    base: showCarouselArrows(count, true) ? 'flex' : 'none',
    md: showCarouselArrows(count, false) ? 'flex' : 'none'
})

/** Where a scroll position sits: the buttons disable themselves at either end. */
export const scrollEdges = (scrollLeft: number, clientWidth: number, scrollWidth: number) => ({
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1
})
