import type {ReactNode} from 'react'
import {Badge, Box, Divider, Flex, Grid, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useParams} from 'react-router-dom'
import {useCustomerOrder, type CustomerAddress} from '../../../commerce/customer'
import {Link} from '../../../components/link'
import {orderMessages, orderStatusLabel, orderStatusTone} from '../../../components/order-summary-card'
import {Price} from '../../../components/price'
import {useTaxLabel} from '../../../components/tax-line/use-tax-label'
import {taxLine} from '../../../rules/basket'
import {useSite} from '../../../site/site-context'
import {AccountSkeleton} from '../account-skeleton'
import {AddressLines} from '../overview/address-lines'
import {ordersMessages as messages} from './messages'

const Block = ({title, children}: {title: string; children: ReactNode}) => (
    <Stack spacing={3}>
        <Heading as="h2" size="label" color="text.secondary">
            {title}
        </Heading>
        {children}
    </Stack>
)

/** /account/orders/{orderNo}: what was ordered, where it goes, how it was paid and what it cost. */
export const OrderDetail = () => {
    const intl = useIntl()
    const {site} = useSite()
    const {orderNo} = useParams<{orderNo: string}>()
    const {order, status} = useCustomerOrder(orderNo)
    const tax = taxLine(order ?? {}, site.country)
    const taxText = useTaxLabel(tax)
    const back = (
        <Link href="/account/orders" variant="inline" fontSize="sm">
            {`← ${intl.formatMessage(messages.back)}`}
        </Link>
    )
    if (status === 'error')
        return (
            <Stack spacing={4}>
                {back}
                <Text role="alert">{intl.formatMessage(messages.notFound)}</Text>
            </Stack>
        )
    if (!order) return <AccountSkeleton cards={2} />

    const currency = order.currency ?? 'GBP'
    const shipment = order.shipments?.[0]
    const card = order.paymentInstruments?.[0]?.paymentCard
    const row = (label: string, amount: number | undefined, strong = false) =>
        amount === undefined ? null : (
            <Flex justify="space-between" fontWeight={strong ? 'semibold' : 'normal'}>
                <Text>{label}</Text>
                <Price price={amount} currency={currency} />
            </Flex>
        )

    return (
        <Stack spacing={8}>
            {back}
            <Flex justify="space-between" align="flex-start" gap={4} wrap="wrap">
                <Stack spacing={1}>
                    <Heading as="h1" size="lg">
                        {intl.formatMessage(orderMessages.orderNumber, {orderNo: order.orderNo})}
                    </Heading>
                    {order.creationDate ? (
                        <Text color="text.secondary">
                            {intl.formatMessage(orderMessages.placedOn, {
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
            <Grid templateColumns={{base: '1fr', md: '3fr 2fr'}} gap={{base: 8, md: 12}}>
                <Block title={intl.formatMessage(messages.items)}>
                    <Stack
                        as="ul"
                        listStyleType="none"
                        divider={<Divider borderColor="border.subtle" />}
                        spacing={4}
                    >
                        {(order.productItems ?? []).map((item) => (
                            <Flex as="li" key={item.itemId ?? item.productId} justify="space-between" gap={4}>
                                <Box>
                                    <Text fontWeight="medium">{item.productName ?? item.productId}</Text>
                                    <Text fontSize="sm" color="text.secondary">
                                        {intl.formatMessage(messages.quantity, {
                                            quantity: item.quantity ?? 1
                                        })}
                                    </Text>
                                </Box>
                                <Price
                                    price={item.priceAfterItemDiscount ?? item.price ?? 0}
                                    currency={currency}
                                />
                            </Flex>
                        ))}
                    </Stack>
                </Block>
                <Stack spacing={8}>
                    <Block title={intl.formatMessage(messages.summary)}>
                        <Stack spacing={2} fontSize="sm">
                            {row(intl.formatMessage(messages.subtotal), order.productSubTotal)}
                            {row(intl.formatMessage(messages.shipping), order.shippingTotal)}
                            {tax.included ? null : row(taxText.label, tax.amount)}
                            <Divider borderColor="border.subtle" />
                            {row(intl.formatMessage(messages.total), order.orderTotal, true)}
                            {tax.included ? row(taxText.label, tax.amount) : null}
                        </Stack>
                    </Block>
                    {shipment?.shippingAddress ? (
                        <Block title={intl.formatMessage(messages.deliveryTo)}>
                            <AddressLines address={shipment.shippingAddress as CustomerAddress} />
                            {shipment.shippingMethod?.name ? (
                                <Text fontSize="sm" color="text.secondary">
                                    {shipment.shippingMethod.name}
                                </Text>
                            ) : null}
                            {shipment.trackingNumber ? (
                                <Text fontSize="sm">
                                    {intl.formatMessage(messages.trackingNumber, {
                                        number: shipment.trackingNumber
                                    })}
                                </Text>
                            ) : null}
                        </Block>
                    ) : null}
                    {card ? (
                        <Block title={intl.formatMessage(messages.payment)}>
                            <Text fontSize="sm">
                                {intl.formatMessage(messages.cardEnding, {
                                    brand: card.cardType ?? '',
                                    digits: card.numberLastDigits ?? card.maskedNumber?.slice(-4) ?? ''
                                })}
                            </Text>
                        </Block>
                    ) : null}
                </Stack>
            </Grid>
        </Stack>
    )
}
