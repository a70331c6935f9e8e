import type {ReactNode} from 'react'
import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Price} from '../../components/price'
import type {PriceView} from '../../components/variation-selector/live-overlay'
import {pdpMessages} from './messages'
import {REVIEWS_ANCHOR} from './product-panels'

export interface ProductSummaryProps {
    name: string
    price: PriceView
    currency: string
    /** Promotion callouts (c_promos without hidden entries). */
    promos?: string[]
    rating?: number
    reviewCount?: number
    /** Shown under the price (the pay-later message). */
    afterPrice?: ReactNode
}

const Stars = ({rating}: {rating: number}) => (
    <Flex aria-hidden="true" gap="2px" color="brand.ink">
        {[1, 2, 3, 4, 5].map((star) => (
            <svg key={star} width="12" height="12" viewBox="0 0 24 24">
                <path
                    d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
                    fill={rating >= star - 0.25 ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.5"
                />
            </svg>
        ))}
    </Flex>
)

/** The product name (the page's h1), its rating, price and promotion callouts. */
export const ProductSummary = ({
    name,
    price,
    currency,
    promos = [],
    rating,
    reviewCount,
    afterPrice
}: ProductSummaryProps) => {
    const intl = useIntl()
    return (
        <Stack spacing={3}>
            <Heading
                as="h1"
                fontSize={{base: '2xl', md: '3xl'}}
                fontWeight={600}
                letterSpacing="tight"
                lineHeight={1.15}
            >
                {name}
            </Heading>
            {typeof rating === 'number' && reviewCount ? (
                // Opens the reviews panel further down (it listens for #reviews).
                <Flex as="a" href={`#${REVIEWS_ANCHOR}`} align="center" gap={2} alignSelf="flex-start">
                    <Stars rating={rating} />
                    <Text fontSize="xs" color="text.secondary" textDecoration="underline">
                        {intl.formatMessage(pdpMessages.reviews, {
                            rating: intl.formatNumber(rating),
                            count: reviewCount
                        })}
                    </Text>
                </Flex>
            ) : null}
            <Price {...price} currency={currency} showDiscount fontSize="lg" />
            {afterPrice}
            {promos.length ? (
                <Box as="ul" listStyleType="none" data-testid="product-promos">
                    {promos.map((promo) => (
                        <Text as="li" key={promo} fontSize="sm" color="text.accent" fontWeight={500}>
                            {promo}
                        </Text>
                    ))}
                </Box>
            ) : null}
        </Stack>
    )
}
