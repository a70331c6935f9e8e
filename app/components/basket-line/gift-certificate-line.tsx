import {Box, Button, Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {BasketGiftCertificateItem} from '../../commerce/basket'
import {GIFT_CARD_EDIT_PARAM} from '../../rules/product/gift-card-product'
import {Link} from '../link'
import {Price} from '../price'
import {lineMessages as messages} from './messages'

export interface GiftCertificateLineProps {
    item: BasketGiftCertificateItem
    currency: string
    onRemove: () => void
    isBusy?: boolean
    error?: string
    compact?: boolean
    onNavigate?: () => void
}

/** YYYY-MM-DD as the shopper's locale writes dates, without time-zone shifts. */
const formatDay = (iso: string | undefined, format: (date: Date) => string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
    return match ? format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : iso
}

/**
 * A digital gift card line: the value, who it is for and from, the message and the delivery date. Every
 * text comes from the shopper and is rendered as plain text (React escapes it), never as markup.
 */
export const GiftCertificateLine = ({
    item,
    currency,
    onRemove,
    isBusy,
    error,
    compact,
    onNavigate
}: GiftCertificateLineProps) => {
    const intl = useIntl()
    const name = intl.formatMessage(messages.eGiftCard)
    const editHref = item.c_productId
        ? `/products/${encodeURIComponent(item.c_productId)}?${GIFT_CARD_EDIT_PARAM}=${encodeURIComponent(
              item.giftCertificateItemId ?? ''
          )}`
        : undefined
    const date = formatDay(item.c_deliveryDate, (value) => intl.formatDate(value, {dateStyle: 'medium'}))
    return (
        <Flex
            as="li"
            gap={{base: 4, md: 5}}
            py={5}
            opacity={isBusy ? 0.6 : 1}
            data-testid="gift-certificate-line"
        >
            <Flex
                flexShrink={0}
                w={compact ? '84px' : {base: '96px', md: '128px'}}
                h={compact ? '56px' : {base: '64px', md: '84px'}}
                bg="brand.ink"
                color="text.inverse"
                align="center"
                justify="center"
                fontFamily="heading"
                fontWeight={700}
                letterSpacing="0.3em"
                fontSize="xs"
                aria-hidden
            >
                VELA
            </Flex>
            <Stack spacing={1} flex="1" minW={0} fontSize="xs" color="text.secondary">
                <Flex justify="space-between" gap={3}>
                    <Text fontSize="sm" fontWeight={600} color="text.primary">
                        {name}
                    </Text>
                    <Price price={item.amount} currency={currency} fontSize="sm" />
                </Flex>
                <Text wordBreak="break-word">
                    {intl.formatMessage(messages.recipient, {
                        name: item.recipientName ?? '',
                        email: item.recipientEmail ?? ''
                    })}
                </Text>
                {item.senderName ? (
                    <Text wordBreak="break-word">
                        {intl.formatMessage(messages.sender, {name: item.senderName})}
                    </Text>
                ) : null}
                {item.message ? (
                    <Box>
                        <Text as="span" fontWeight={600}>
                            {intl.formatMessage(messages.giftMessage)}:{' '}
                        </Text>
                        <Text
                            as="span"
                            whiteSpace="pre-wrap"
                            wordBreak="break-word"
                            data-testid="gift-message"
                        >
                            {item.message}
                        </Text>
                    </Box>
                ) : null}
                {date ? <Text>{intl.formatMessage(messages.deliveryDate, {date})}</Text> : null}
                <Flex gap={4} pt={2} justify="flex-end">
                    {editHref ? (
                        <Link
                            href={editHref}
                            onClick={onNavigate}
                            aria-label={intl.formatMessage(messages.editLabel, {name})}
                            color="text.secondary"
                            textDecoration="underline"
                        >
                            {intl.formatMessage(messages.edit)}
                        </Link>
                    ) : null}
                    <Button
                        variant="link"
                        onClick={onRemove}
                        isDisabled={isBusy}
                        fontSize="xs"
                        color="text.secondary"
                        aria-label={intl.formatMessage(messages.removeLabel, {name})}
                    >
                        {intl.formatMessage(messages.remove)}
                    </Button>
                </Flex>
                {error ? (
                    <Text role="alert" color="text.error">
                        {error}
                    </Text>
                ) : null}
            </Stack>
        </Flex>
    )
}
