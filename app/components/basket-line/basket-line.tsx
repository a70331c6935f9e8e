import {Box, Button, Flex, Stack, Text} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {useIntl} from 'react-intl'
import {ResponsiveImage} from '../image'
import {Link} from '../link'
import {Price} from '../price'
import {LineQuantity} from './line-quantity'
import type {LineView} from './line-model'
import {lineMessages as messages} from './messages'

export interface BasketLineProps {
    line: LineView
    currency: string
    onQuantityChange: (quantity: number) => void
    onRemove: () => void
    /** A request for this line is running. */
    isBusy?: boolean
    /** The last failed change of this line (spec 000 §8: edit failure shows updateError). */
    error?: string
    /** The compact drawer layout (smaller image). */
    compact?: boolean
    /** Called when a link inside the line navigates (the drawer closes itself). */
    onNavigate?: () => void
}

const actionLink = {
    fontSize: 'xs',
    color: 'text.secondary',
    textDecoration: 'underline',
    minH: '32px'
} as const

/** One product line of the bag: picture, name, chosen options, quantity, price, edit and remove. */
export const BasketLine = ({
    line,
    currency,
    onQuantityChange,
    onRemove,
    isBusy,
    error,
    compact,
    onNavigate
}: BasketLineProps) => {
    const intl = useIntl()
    const blocked = line.notAvailable || line.outOfStock
    const notice = line.notAvailable
        ? intl.formatMessage(messages.notAvailable)
        : line.outOfStock
        ? intl.formatMessage(messages.outOfStock)
        : line.availableQuantity !== undefined
        ? intl.formatMessage(messages.onlyLeft, {count: line.availableQuantity})
        : undefined
    const imageWidth = compact ? '84px' : {base: '96px', md: '128px'}
    return (
        <Flex as="li" gap={{base: 4, md: 5}} py={5} opacity={isBusy ? 0.6 : 1} data-testid="basket-line">
            <Link
                href={line.href}
                onClick={onNavigate}
                flexShrink={0}
                w={imageWidth}
                tabIndex={-1}
                aria-hidden
            >
                <Box position="relative" w="100%" pt="133.33%" bg="bg.subtle">
                    {line.image ? (
                        <ResponsiveImage
                            source={line.image.url}
                            alt=""
                            fill
                            sizes={compact ? '84px' : '128px'}
                            widths={[120, 200, 320]}
                        />
                    ) : null}
                </Box>
            </Link>
            <Stack spacing={1.5} flex="1" minW={0}>
                <Flex justify="space-between" gap={3} align="flex-start">
                    <Link
                        href={line.href}
                        onClick={onNavigate}
                        fontSize="sm"
                        fontWeight={600}
                        lineHeight="short"
                        textDecoration="none"
                        _hover={{textDecoration: 'underline'}}
                    >
                        {line.name}
                    </Link>
                    <Price
                        price={line.price}
                        standardPrice={line.standardPrice}
                        isBonus={line.isBonus}
                        currency={currency}
                        fontSize="sm"
                        textAlign="right"
                        flexShrink={0}
                    />
                </Flex>
                {line.attributesPending ? (
                    <Skeleton
                        h="12px"
                        w="55%"
                        mt={1}
                        aria-hidden="true"
                        data-testid="line-attributes-pending"
                    />
                ) : null}
                {line.attributes.length ? (
                    <Text fontSize="xs" color="text.secondary">
                        {line.attributes
                            .map((attribute) =>
                                intl.formatMessage(messages.attribute, {
                                    name:
                                        attribute.name ??
                                        (attribute.id === 'color'
                                            ? intl.formatMessage(messages.colour)
                                            : attribute.id === 'size'
                                            ? intl.formatMessage(messages.size)
                                            : attribute.id),
                                    value: attribute.value
                                })
                            )
                            .join(' · ')}
                    </Text>
                ) : null}
                {notice ? (
                    <Text fontSize="xs" color="text.error" fontWeight={600} data-testid="line-notice">
                        {notice}
                    </Text>
                ) : null}
                <Flex align="center" justify="space-between" gap={3} pt={2} wrap="wrap">
                    {line.notAvailable || line.isBonus ? (
                        <Text fontSize="xs" color="text.secondary">
                            {intl.formatMessage(messages.quantity)}: {line.quantity}
                        </Text>
                    ) : (
                        <LineQuantity
                            name={line.name}
                            value={line.quantity}
                            onChange={onQuantityChange}
                            isDisabled={isBusy || line.outOfStock}
                        />
                    )}
                    <Flex gap={4}>
                        {!blocked && !line.isBonus ? (
                            <Link
                                href={line.editHref}
                                onClick={onNavigate}
                                aria-label={intl.formatMessage(messages.editLabel, {name: line.name})}
                                {...actionLink}
                                display="inline-flex"
                                alignItems="center"
                            >
                                {intl.formatMessage(messages.edit)}
                            </Link>
                        ) : null}
                        {!line.isBonus ? (
                            <Button
                                variant="link"
                                onClick={onRemove}
                                isDisabled={isBusy}
                                aria-label={intl.formatMessage(messages.removeLabel, {name: line.name})}
                                {...actionLink}
                            >
                                {intl.formatMessage(messages.remove)}
                            </Button>
                        ) : null}
                    </Flex>
                </Flex>
                {error ? (
                    <Text role="alert" fontSize="xs" color="text.error">
                        {error}
                    </Text>
                ) : null}
            </Stack>
        </Flex>
    )
}
