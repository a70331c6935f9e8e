import {Heading} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {RecommenderCarousel} from '../../../components/recommendations/recommender-carousel'
import type {RecommendationCarousel} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'

const messages = defineMessages({
    label: {id: 'content.recommendationCarousel.label', defaultMessage: 'Recommended for you'}
})

/**
 * "Dynamic recommendations" (spec 001 §3.3: apiSelector, grid, addToBag, title, recommender id): the products
 * the named recommender picks, as a carousel or a grid, optionally with an add-to-bag button on each tile.
 * Shopper-independent HTML: the products load in the browser when the block comes into view.
 */
const RecommendationCarouselBlock = ({item}: BlockProps<RecommendationCarousel>) => {
    const intl = useIntl()
    const recommenderId = item.recommenderId || item.apiSelector
    if (!recommenderId) return null
    const title = item.title || intl.formatMessage(messages.label)
    return (
        <BlockSection px={GUTTER} mb={{base: 12, md: 20}}>
            <RecommenderCarousel
                recommenderId={recommenderId}
                label={title}
                header={
                    item.title ? (
                        <Heading
                            as="h2"
                            fontSize={{base: '2xl', md: '3xl'}}
                            fontWeight={700}
                            textTransform="uppercase"
                        >
                            {item.title}
                        </Heading>
                    ) : undefined
                }
                layout={item.grid ? 'grid' : 'carousel'}
                addToBag={Boolean(item.addToBag)}
                bleed={GUTTER.base}
            />
        </BlockSection>
    )
}

export default RecommendationCarouselBlock
