import {memo, useRef} from 'react'
import {Box, Heading} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {
    CATEGORY_RECOMMENDATIONS,
    useCategoryRecommendationIds
} from '../../commerce/catalog/use-recommendations'
import {RecommendedProducts} from './recommended-products'
import {useNearViewport} from '../../hooks/use-near-viewport'

const messages = defineMessages({
    title: {id: 'recommendations.completeTheLook', defaultMessage: 'Complete the look'}
})

/**
 * The category page's recommendation carousel: six products (spec 000 §9 "Category recommendation carousel: 6
 * products") that complete the look of the category's best sellers. Loaded when the shopper scrolls near it.
 */
export const CategoryRecommendations = memo(function CategoryRecommendations({
    categoryId
}: {
    categoryId: string
}) {
    const intl = useIntl()
    const container = useRef<HTMLDivElement>(null)
    const near = useNearViewport(container)
    const ids = useCategoryRecommendationIds(categoryId, near)
    const title = intl.formatMessage(messages.title)
    return (
        <Box ref={container} pt={{base: 12, md: 16}} data-category-recommendations={categoryId}>
            <RecommendedProducts
                ids={ids}
                placeholders={CATEGORY_RECOMMENDATIONS}
                recommenderName={`category-${categoryId}`}
                label={title}
                header={
                    <Heading
                        as="h2"
                        fontSize={{base: 'xl', md: '2xl'}}
                        fontWeight={600}
                        letterSpacing="tight"
                    >
                        {title}
                    </Heading>
                }
            />
        </Box>
    )
})
