import {Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Price} from '../../components/price'
import type {PriceView} from '../../components/variation-selector/live-overlay'
import type {ProductBadges} from '../../components/variation-selector/product-document'
import {pdpMessages} from './messages'

export interface ProductSummaryProps {
    name: string
    price: PriceView
    currency: string
    badges?: ProductBadges
    promoMessage?: string
    rating?: number
    reviewCount?: number
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

/** Badges, the product name (the page's h1), its rating, price and promotion message. */
export const ProductSummary = ({
    name,
    price,
    currency,
    badges,
    promoMessage,
    rating,
    reviewCount
}: ProductSummaryProps) => {
    const intl = useIntl()
    const badgeTexts = [badges?.topLeft, badges?.topRight].filter((text): text is string => Boolean(text))
    return (
        <Stack spacing={3}>
            {badgeTexts.length ? (
                <Flex gap={2}>
                    {badgeTexts.map((text) => (
                        <Text
                            key={text}
                            fontSize="2xs"
                            fontWeight={700}
                            letterSpacing="0.08em"
                            textTransform="uppercase"
                            bg={text === 'Sale' ? 'brand.sale' : 'brand.stone'}
                            color={text === 'Sale' ? 'text.inverse' : 'text.primary'}
                            px={2}
                            py={1}
                        >
                            {text}
                        </Text>
                    ))}
                </Flex>
            ) : null}
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
                <Flex align="center" gap={2}>
                    <Stars rating={rating} />
                    <Text fontSize="xs" color="text.secondary">
                        {intl.formatMessage(pdpMessages.reviews, {
                            rating: intl.formatNumber(rating),
                            count: reviewCount
                        })}
                    </Text>
                </Flex>
            ) : null}
            <Price {...price} currency={currency} showDiscount fontSize="lg" />
            {promoMessage ? (
                <Text fontSize="sm" color="brand.accent" fontWeight={500}>
                    {promoMessage}
                </Text>
            ) : null}
        </Stack>
    )
}
