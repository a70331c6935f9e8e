import {Badge, Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {Order} from '../../commerce/customer'
import {Link} from '../link'
import {Price} from '../price'
import {orderMessages as messages} from './messages'
import {orderStatusLabel, orderStatusTone} from './order-status'

const SHOWN_ITEMS = 3

export interface OrderSummaryCardProps {
    order: Order
    /** Where 'View order' leads; no link when omitted. */
    href?: string
    headingLevel?: 'h2' | 'h3'
}

/** One order at a glance: number, date, status, what was bought and the total. */
export const OrderSummaryCard = ({order, href, headingLevel = 'h2'}: OrderSummaryCardProps) => {
    const intl = useIntl()
    const items = order.productItems ?? []
    const count = items.reduce((sum, item) => sum + (item.quantity ?? 0), 0)
    return (
        <Box as="article" borderWidth="1px" borderColor="border.subtle" p={{base: 5, md: 6}} bg="bg.canvas">
            <Flex justify="space-between" align="flex-start" gap={4} wrap="wrap">
                <Stack spacing={1}>
                    <Heading as={headingLevel} size="xs">
                        {intl.formatMessage(messages.orderNumber, {orderNo: order.orderNo})}
                    </Heading>
                    {order.creationDate ? (
                        <Text fontSize="sm" color="text.secondary">
                            {intl.formatMessage(messages.placedOn, {
                                date: intl.formatDate(order.creationDate, {
                                    day: 'numeric',
                                    month: 'long',
                                    year: 'numeric'
                                })
                            })}
                        </Text>
                    ) : null}
                </Stack>
                <Badge variant={orderStatusTone(order)}>{intl.formatMessage(orderStatusLabel(order))}</Badge>
            </Flex>
            <Stack as="ul" listStyleType="none" spacing={1} mt={4} fontSize="sm">
                {items.slice(0, SHOWN_ITEMS).map((item) => (
                    <Text as="li" key={item.itemId ?? item.productId} noOfLines={1}>
                        {item.quantity && item.quantity > 1 ? `${item.quantity} × ` : ''}
                        {item.productName ?? item.productId}
                    </Text>
                ))}
                {items.length > SHOWN_ITEMS ? (
                    <Text as="li" color="text.secondary">
                        {intl.formatMessage(messages.more, {count: items.length - SHOWN_ITEMS})}
                    </Text>
                ) : null}
            </Stack>
            <Flex
                justify="space-between"
                align="center"
                mt={5}
                pt={4}
                borderTopWidth="1px"
                borderColor="border.subtle"
                gap={4}
            >
                <Flex gap={3} align="baseline" fontSize="sm">
                    <Text color="text.secondary">{intl.formatMessage(messages.items, {count})}</Text>
                    <Text aria-hidden color="text.muted">
                        ·
                    </Text>
                    <Text color="text.secondary">{intl.formatMessage(messages.total)}</Text>
                    {order.currency ? (
                        <Price
                            price={order.orderTotal ?? 0}
                            currency={order.currency}
                            fontWeight="semibold"
                        />
                    ) : null}
                </Flex>
                {href ? (
                    <Link
                        href={href}
                        variant="inline"
                        fontSize="sm"
                        fontWeight="semibold"
                        aria-label={intl.formatMessage(messages.viewLabel, {orderNo: order.orderNo})}
                    >
                        {intl.formatMessage(messages.view)}
                    </Link>
                ) : null}
            </Flex>
        </Box>
    )
}
