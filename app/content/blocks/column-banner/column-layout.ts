import {columnsUseCarousel} from '../../../rules/content/layout-rules'
import type {ColumnBanner} from '../../model'

export interface ColumnLayout {
    mobileCarousel: boolean
    desktopCarousel: boolean
}

/**
 * The spec's column rule (rules/content) for both layouts at once, so the server can send CSS for each and
 * the browser never re-lays the block out after hydration.
 */
export const columnLayout = (options: ColumnBanner['displayOptions'], columnCount: number): ColumnLayout => {
    const input = {carousel: Boolean(options?.carousel), sitsOnPlp: Boolean(options?.sitsOnPLP), columnCount}
    return {
        mobileCarousel: columnsUseCarousel({...input, isMobile: true}),
        desktopCarousel: columnsUseCarousel({...input, isMobile: false})
    }
}

/** Flex-basis of a column: a peeking slide in carousel mode, an equal share otherwise. */
export const columnBasis = ({mobileCarousel, desktopCarousel}: ColumnLayout, count: number, gap: string) => ({
    base: mobileCarousel ? '82%' : '100%',
    md: desktopCarousel ? '30%' : `calc((100% - ${Math.max(0, count - 1)} * ${gap}) / ${Math.max(1, count)})`
})
