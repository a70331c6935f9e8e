import {memo} from 'react'
import {Box, Flex, Text} from '@chakra-ui/react'
import {defineMessages, useIntl, type MessageDescriptor} from 'react-intl'
import {
    fitMarkerPercent,
    fitRatingLabel,
    isFitRatingShown,
    type FitLabel
} from '../../rules/product/product-display'

const messages = defineMessages({
    heading: {id: 'fitRating.heading', defaultMessage: 'Fit'},
    summary: {id: 'fitRating.summary', defaultMessage: 'Customers say: {label}'},
    snug: {id: 'fitRating.snug', defaultMessage: 'Snug'},
    fitted: {id: 'fitRating.fitted', defaultMessage: 'Fitted'},
    justRight: {id: 'fitRating.justRight', defaultMessage: 'Just Right'},
    roomy: {id: 'fitRating.roomy', defaultMessage: 'Roomy'},
    loose: {id: 'fitRating.loose', defaultMessage: 'Loose'},
    scale: {id: 'fitRating.scale', defaultMessage: 'Fit rating {rating} out of 5: {label}'}
})

const LABELS: Record<FitLabel, MessageDescriptor> = {
    Snug: messages.snug,
    Fitted: messages.fitted,
    'Just Right': messages.justRight,
    Roomy: messages.roomy,
    Loose: messages.loose
}

export interface FitRatingProps {
    rating: number | undefined
    /** The product's categories: accessories show no fit (spec 001 §9). */
    categoryIds: readonly string[]
}

/** Customers' fit rating on a Snug-to-Loose scale, the marker at rating/5 (spec 001 §9). */
const FitRatingView = ({rating, categoryIds}: FitRatingProps) => {
    const intl = useIntl()
    if (typeof rating !== 'number' || !Number.isFinite(rating) || !isFitRatingShown(categoryIds)) return null
    const label = intl.formatMessage(LABELS[fitRatingLabel(rating)])
    const percent = fitMarkerPercent(rating)
    return (
        <Box data-testid="fit-rating">
            <Flex justify="space-between" align="baseline" mb={3}>
                <Text fontSize="sm" fontWeight={600}>
                    {intl.formatMessage(messages.heading)}
                </Text>
                <Text fontSize="sm" color="text.secondary">
                    {intl.formatMessage(messages.summary, {label})}
                </Text>
            </Flex>
            <Box
                role="img"
                aria-label={intl.formatMessage(messages.scale, {rating: intl.formatNumber(rating), label})}
                position="relative"
                h="2px"
                bg="grey.300"
                my={2}
            >
                <Box
                    data-testid="fit-marker"
                    position="absolute"
                    top="50%"
                    left={`${percent}%`}
                    w="12px"
                    h="12px"
                    borderRadius="full"
                    bg="brand.ink"
                    transform="translate(-50%, -50%)"
                />
            </Box>
            <Flex justify="space-between" mt={3} aria-hidden="true">
                {(['Snug', 'Just Right', 'Loose'] as FitLabel[]).map((end) => (
                    <Text
                        key={end}
                        fontSize="2xs"
                        letterSpacing="wider"
                        textTransform="uppercase"
                        color="text.muted"
                    >
                        {intl.formatMessage(LABELS[end])}
                    </Text>
                ))}
            </Flex>
        </Box>
    )
}

/** Memoised: the page above renders again as the session, live prices and stock arrive; this changes only with its props. */
export const FitRating = memo(FitRatingView)
