import {useRef} from 'react'
import {Box} from '@chakra-ui/react'
import {useRecommenderIds} from '../../commerce/catalog/use-recommendations'
import type {RecommendationTilesProps} from './recommendation-tiles'
import {RecommendedProducts} from './recommended-products'
import {useNearViewport} from '../../hooks/use-near-viewport'

/** Until the recommender answers, this many placeholders keep the carousel's height. */
const PLACEHOLDERS = 4

export interface RecommenderCarouselProps
    extends Omit<RecommendationTilesProps, 'products' | 'recommenderName'> {
    recommenderId: string
    limit?: number
}

/**
 * A merchant recommender's products (the CMS's "Dynamic recommendations" block and the landing pages' carousels,
 * spec 001 §2.6, §4.5): it waits until it comes into view, collects the recommended SKUs, fetches them in
 * batches of 12 and shows each batch as it arrives, with the recommendation price rule. Nothing at all when the
 * recommender has nothing to show.
 */
export const RecommenderCarousel = ({recommenderId, limit = 24, ...tiles}: RecommenderCarouselProps) => {
    const container = useRef<HTMLDivElement>(null)
    const near = useNearViewport(container)
    const ids = useRecommenderIds(recommenderId, limit, near)
    return (
        <Box ref={container} data-recommender={recommenderId}>
            <RecommendedProducts
                ids={ids}
                placeholders={PLACEHOLDERS}
                recommenderName={recommenderId}
                {...tiles}
            />
        </Box>
    )
}
