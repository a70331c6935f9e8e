import {Box, Heading} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {zoneRecommendations} from '../../analytics/personalisation/zone-recommendations'
import {
    MAX_RECOMMENDATIONS,
    useRecommendations,
    type PreferredRecommendations,
    type RecommendationMode
} from '../../commerce/catalog/use-recommendations'
import type {SlidesPerView} from '../carousel'
import {RecommendationTiles} from './recommendation-tiles'

/** The recommender each recommendation type reports as (spec 001 §7.3 viewReco/clickReco). */
const RECOMMENDER_NAMES: Record<RecommendationMode, string> = {
    1: 'pdp-cross-sell',
    2: 'pdp-up-sell',
    3: 'pdp-similar'
}

export interface RecommendationsCarouselProps {
    productId: string
    title: string
    mode?: RecommendationMode
    /** Off inside a panel whose own heading already names it. */
    showTitle?: boolean
    slidesPerView?: SlidesPerView
}

/**
 * 'You may also like' is the personalisation service's slot below the product (its zone 'pdp-below') for a
 * shopper who allows personalisation; the platform's similar products otherwise (spec 001 §7.3).
 */
const PERSONALISED_ZONES: Partial<Record<RecommendationMode, PreferredRecommendations>> = {
    3: (productId) => zoneRecommendations('pdp-below', {products: [productId], limit: MAX_RECOMMENDATIONS})
}

/** A carousel of products recommended for a product ('You may also like'); nothing when there are none. */
export const RecommendationsCarousel = ({
    productId,
    title,
    mode = 3,
    showTitle = true,
    slidesPerView = {base: 2.25, md: 3, lg: 4}
}: RecommendationsCarouselProps) => {
    const {products, isLoading, recoUUID, recommenderName} = useRecommendations(
        productId,
        mode,
        PERSONALISED_ZONES[mode]
    )
    if (!isLoading && products.length === 0) return null
    const heading = showTitle ? (
        <Heading as="h2" fontSize={{base: 'xl', md: '2xl'}} fontWeight={600} letterSpacing="tight">
            {title}
        </Heading>
    ) : undefined
    if (isLoading) {
        return (
            <Box aria-hidden="true">
                {heading}
                <Box display="flex" gap={4} mt={showTitle ? 6 : 0} overflow="hidden">
                    {[0, 1, 2].map((index) => (
                        <Skeleton
                            key={index}
                            flex="0 0 auto"
                            w={{base: '60%', md: '38%'}}
                            sx={{aspectRatio: '4 / 5'}}
                        />
                    ))}
                </Box>
            </Box>
        )
    }
    return (
        <RecommendationTiles
            recommenderName={recommenderName ?? RECOMMENDER_NAMES[mode]}
            recoUUID={recoUUID}
            label={title}
            header={heading}
            products={products}
            slidesPerView={slidesPerView}
        />
    )
}
