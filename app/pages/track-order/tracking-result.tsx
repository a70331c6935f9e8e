import {Badge, Box, Flex, Heading, List, ListItem, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {TrackedOrder} from '../../commerce/customer'
import {Link} from '../../components/link'
import {trackMessages as messages} from './messages'
import {stageLabel} from './stage-label'

/** The tracking service's answer: the order's stage and each parcel with its carrier link. */
export const TrackingResult = ({order}: {order: TrackedOrder}) => {
    const intl = useIntl()
    return (
        <Stack spacing={6} borderWidth="1px" borderColor="border.subtle" p={{base: 5, md: 8}} role="status">
            <Flex justify="space-between" align="flex-start" gap={4} wrap="wrap">
                <Stack spacing={1}>
                    <Heading as="h2" size="sm">
                        {intl.formatMessage(messages.resultHeading, {orderNo: order.orderNo})}
                    </Heading>
                    <Text fontSize="sm" color="text.secondary">
                        {intl.formatMessage(messages.placed, {
                            date: intl.formatDate(order.orderDate, {
                                day: 'numeric',
                                month: 'long',
                                year: 'numeric'
                            })
                        })}
                    </Text>
                </Stack>
                <Badge variant="accent">{stageLabel(intl, order.statusCode, order.status)}</Badge>
            </Flex>
            {order.shipments.map((shipment, index) => (
                <Box key={shipment.shipmentId} borderTopWidth="1px" borderColor="border.subtle" pt={5}>
                    <Flex justify="space-between" gap={4} wrap="wrap" mb={3}>
                        <Text fontWeight="semibold">
                            {order.shipments.length > 1
                                ? intl.formatMessage(messages.parcel, {index: index + 1})
                                : shipment.shippingMethod}
                        </Text>
                        <Text fontSize="sm">{stageLabel(intl, shipment.statusCode, shipment.status)}</Text>
                    </Flex>
                    {shipment.deliveryType === 'COLLECT' && shipment.storeName ? (
                        <Text fontSize="sm" color="text.secondary" mb={2}>
                            {intl.formatMessage(messages.collect, {store: shipment.storeName})}
                        </Text>
                    ) : null}
                    <List fontSize="sm" spacing={1} mb={3}>
                        {shipment.items.map((item) => (
                            <ListItem key={item.productId}>
                                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                                {item.productName}
                            </ListItem>
                        ))}
                    </List>
                    {shipment.trackingUrl && shipment.carrier ? (
                        <Link
                            href={shipment.trackingUrl}
                            variant="inline"
                            fontSize="sm"
                            fontWeight="semibold"
                        >
                            {intl.formatMessage(messages.trackWith, {carrier: shipment.carrier})}
                        </Link>
                    ) : null}
                </Box>
            ))}
        </Stack>
    )
}
