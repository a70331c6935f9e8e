import {AspectRatio, Box, Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useBasketProducts, type Basket, type LineProduct} from '../../commerce/basket'
import type {CheckoutBasket, Order} from '../../commerce/checkout'
import {itemsNewestFirst} from '../../rules/basket'
import {ResponsiveImage} from '../image'
import {Price} from '../price'
import {orderLineMessages as messages} from './messages'

/** `c_imageLink` is a URL, or the platform's image object ({link, disBaseLink, alt}). */
const imageUrlOf = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value
    const image = value as {disBaseLink?: unknown; link?: unknown} | undefined
    const url = image?.disBaseLink ?? image?.link
    return typeof url === 'string' ? url : undefined
}

/**
 * The line's name in the shopper's language: the product as the catalogue names it in the page's locale,
 * else the name the basket or order stored. The platform stores a line's name in the language of the request
 * that added it, and the customer's basket list is read without a locale, so a French shopper's checkout would
 * otherwise name the leggings in English.
 */
export const lineName = (
    item: {productName?: string; productId?: string},
    product: {name?: string} | undefined
): string => product?.name || item.productName || item.productId || ''

/**
 * The chosen option values as shoppers read them ('Black · 7/8 · XS'): the product's value names when the
 * product is loaded, else the stored ids ('black', '7-8').
 */
export const variationLabels = (
    values: Record<string, string> | undefined,
    product: LineProduct | undefined
) =>
    Object.entries(values ?? {})
        .filter(([, value]) => Boolean(value))
        .map(
            ([id, value]) =>
                product?.variationAttributes
                    ?.find((attribute) => attribute.id === id)
                    ?.values?.find((candidate) => candidate.value === value)?.name ?? value
        )

/** The product lines (newest first) and digital gift card lines of a basket or order, as quiet rows. */
export const OrderLineList = ({
    source,
    compact = false
}: {
    source: CheckoutBasket | Order
    compact?: boolean
}) => {
    const intl = useIntl()
    const currency = source.currency ?? 'GBP'
    const thumb = compact ? '64px' : '88px'
    // Only product ids are read from the source, so an order works as well as a basket.
    const {data: products} = useBasketProducts(source as Basket)
    return (
        <Stack as="ul" listStyleType="none" spacing={4} aria-label={intl.formatMessage(messages.linesLabel)}>
            {itemsNewestFirst(source.productItems).map((item) => {
                const variations = variationLabels(
                    item.c_variationValues,
                    products?.get(item.productId ?? '')
                )
                const image = imageUrlOf(item.c_imageLink)
                return (
                    <Flex as="li" key={item.itemId ?? item.productId} gap={4} align="start">
                        <Box w={thumb} flexShrink={0} bg="grey.100">
                            <AspectRatio ratio={4 / 5}>
                                {image ? (
                                    <ResponsiveImage
                                        source={image}
                                        fill
                                        alt=""
                                        sizes={thumb}
                                        widths={[120, 200]}
                                    />
                                ) : (
                                    <Box />
                                )}
                            </AspectRatio>
                        </Box>
                        <Box flex="1" minW={0} fontSize="sm">
                            <Text fontWeight="medium" noOfLines={2}>
                                {lineName(item, products?.get(item.productId ?? ''))}
                            </Text>
                            {variations.length ? (
                                <Text color="text.secondary">{variations.join(' · ')}</Text>
                            ) : null}
                            <Text color="text.secondary">
                                {intl.formatMessage(messages.quantity, {quantity: item.quantity ?? 1})}
                            </Text>
                        </Box>
                        <Price
                            fontSize="sm"
                            price={item.priceAfterItemDiscount ?? item.price}
                            standardPrice={
                                item.price !== undefined &&
                                (item.priceAfterItemDiscount ?? item.price) < item.price
                                    ? item.price
                                    : undefined
                            }
                            isBonus={item.bonusProductLineItem}
                            currency={currency}
                        />
                    </Flex>
                )
            })}
            {(source.giftCertificateItems ?? []).map((item) => (
                <Flex as="li" key={item.giftCertificateItemId} gap={4} justify="space-between" fontSize="sm">
                    <Text>{intl.formatMessage(messages.giftCard, {name: item.recipientName ?? ''})}</Text>
                    <Price price={item.amount} currency={currency} />
                </Flex>
            ))}
        </Stack>
    )
}
