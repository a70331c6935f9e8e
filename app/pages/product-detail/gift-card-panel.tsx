import {Box, Flex, Stack, Text, chakra} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useHistory} from 'react-router-dom'
import {useProduct} from '../../commerce/catalog/use-products'
import {VariationPanel, type ProductDoc, type Selection} from '../../components/variation-selector'
import {productDetailPath} from '../../rules/product/product-link'
import {DEFAULT_GIFT_CARD_TYPE, type GiftCardType} from '../../rules/product/gift-card-product'
import {useSite} from '../../site/site-context'
import {DigitalGiftCard} from './digital-gift-card'

const messages = defineMessages({
    type: {id: 'giftCard.type', defaultMessage: 'Gift card type'},
    digital: {id: 'giftCard.digital', defaultMessage: 'E-Gift Card'},
    physical: {id: 'giftCard.physical', defaultMessage: 'Physical Gift Card'},
    digitalNote: {id: 'giftCard.digitalNote', defaultMessage: 'Sent by email on the date you choose'},
    physicalNote: {id: 'giftCard.physicalNote', defaultMessage: 'Posted in a VELA gift envelope'},
    value: {id: 'giftCard.value', defaultMessage: 'Value'}
})

const Input = chakra('input')
const isServer = typeof window === 'undefined'

export interface GiftCardPanelProps {
    product: ProductDoc
    selection: Selection
    onSelect: (attributeId: string, value: string) => void
}

/**
 * The gift card product (spec 001 §4.6): a switch between the digital card (default; a value and the
 * recipient's details) and the physical card (its values are sizes, the address comes at checkout). Each type
 * is its own product, linked by c_linkedGiftCardId; switching moves to the other product's page.
 */
export const GiftCardPanel = ({product, selection, onSelect}: GiftCardPanelProps) => {
    const intl = useIntl()
    const history = useHistory()
    const {buildUrl} = useSite()
    const type: GiftCardType = product.c_giftCardType ?? DEFAULT_GIFT_CARD_TYPE
    const linkedId = product.c_linkedGiftCardId
    // Warm the other card's document so the switch is instant (browser only: the page is already served).
    useProduct(isServer ? undefined : linkedId)
    const switchTo = (next: GiftCardType) => {
        if (next !== type && linkedId) history.replace(buildUrl(productDetailPath(linkedId)))
    }
    const options: {value: GiftCardType; label: string; note: string}[] = [
        {
            value: 'digital',
            label: intl.formatMessage(messages.digital),
            note: intl.formatMessage(messages.digitalNote)
        },
        {
            value: 'physical',
            label: intl.formatMessage(messages.physical),
            note: intl.formatMessage(messages.physicalNote)
        }
    ]
    return (
        <Stack spacing={6}>
            <Box as="fieldset">
                <Text as="legend" fontSize="sm" fontWeight={600} mb={3}>
                    {intl.formatMessage(messages.type)}
                </Text>
                <Flex gap={2}>
                    {options.map((option) => {
                        const checked = option.value === type
                        return (
                            <Box key={option.value} flex="1" position="relative">
                                <Input
                                    type="radio"
                                    id={`gift-card-type-${option.value}`}
                                    name="gift-card-type"
                                    checked={checked}
                                    disabled={!linkedId && !checked}
                                    onChange={() => switchTo(option.value)}
                                    position="absolute"
                                    opacity={0}
                                    w="1px"
                                    h="1px"
                                    sx={{'&:focus-visible + label': {boxShadow: 'outline'}}}
                                />
                                <Box
                                    as="label"
                                    htmlFor={`gift-card-type-${option.value}`}
                                    display="block"
                                    border="1px solid"
                                    borderColor={checked ? 'brand.ink' : 'grey.300'}
                                    p={3}
                                    cursor="pointer"
                                >
                                    <Text fontSize="sm" fontWeight={600}>
                                        {option.label}
                                    </Text>
                                    <Text fontSize="xs" color="text.secondary">
                                        {option.note}
                                    </Text>
                                </Box>
                            </Box>
                        )
                    })}
                </Flex>
            </Box>
            {type === 'digital' ? (
                <DigitalGiftCard product={product} />
            ) : (
                <VariationPanel
                    product={product}
                    selection={selection}
                    onSelect={onSelect}
                    idPrefix="gift-card"
                />
            )}
        </Stack>
    )
}
