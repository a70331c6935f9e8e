import {useEffect, type ReactNode} from 'react'
import {Box, Button, Flex, Heading, SimpleGrid, Stack, Text} from '@chakra-ui/react'
import {Skeleton} from '../../components/skeleton'
import {useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {usePurchaseTracking} from '../../analytics/hooks/use-purchase-tracking'
import {
    firstShipment,
    forgetOrderId,
    isCollection,
    useShopperOrder,
    type Order
} from '../../commerce/checkout'
import {useHydrated} from '../../hooks/use-hydrated'
import {needsDelivery} from '../../rules/basket'
import {OrderLineList, OrderTotals} from '../../components/order-lines'
import {AddressSummary} from '../../components/shipping-address-form'
import {PageHead} from '../../components/seo/page-head'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {confirmationMessages as messages} from './messages'
import {PaymentSummary} from './payment-summary'

const Section = ({title, children}: {title: string; children: ReactNode}) => (
    <Box>
        <Text textStyle="label" mb={3}>
            {title}
        </Text>
        {children}
    </Box>
)

const OrderDetails = ({order}: {order: Order}) => {
    const intl = useIntl()
    const shipment = firstShipment(order)
    const collecting = isCollection(shipment)
    return (
        <SimpleGrid columns={{base: 1, lg: 2}} spacing={{base: 10, lg: 16}} alignItems="start">
            <Stack spacing={8}>
                {/* A bag of e-gift cards only was sent by email: there is no postal delivery to show. */}
                {needsDelivery(order) ? (
                    <Section title={intl.formatMessage(collecting ? messages.collection : messages.delivery)}>
                        {collecting ? (
                            <Text fontSize="sm" mb={2}>
                                {intl.formatMessage(messages.collectFrom, {
                                    store: shipment?.c_storeName ?? ''
                                })}
                            </Text>
                        ) : null}
                        <AddressSummary address={shipment?.shippingAddress} />
                        {shipment?.shippingMethod?.name && !collecting ? (
                            <Text fontSize="sm" color="text.secondary" mt={2}>
                                {shipment.shippingMethod.name}
                            </Text>
                        ) : null}
                    </Section>
                ) : null}
                <Section title={intl.formatMessage(messages.payment)}>
                    <PaymentSummary order={order} />
                </Section>
                {order.billingAddress ? (
                    <Section title={intl.formatMessage(messages.billing)}>
                        <AddressSummary address={order.billingAddress} />
                    </Section>
                ) : null}
            </Stack>
            <Box bg="bg.subtle" p={{base: 5, md: 8}}>
                <Heading as="h2" fontSize="md" letterSpacing="wide" textTransform="uppercase" mb={6}>
                    {intl.formatMessage(messages.summary)}
                </Heading>
                <Stack spacing={6}>
                    <OrderLineList source={order} compact />
                    <OrderTotals source={order} />
                </Stack>
            </Box>
        </SimpleGrid>
    )
}

/**
 * The order confirmation (spec 000 §2; spec 001 §2.1): order number, lines, totals, delivery or collection
 * details, payment summary and 'continue shopping'. The stored pending order id is cleared here.
 */
export const ConfirmationView = ({
    orderNo,
    crossBorder = false
}: {
    orderNo?: string
    crossBorder?: boolean
}) => {
    const intl = useIntl()
    const {buildUrl} = useSite()
    const hydrated = useHydrated()
    useCachePolicy('private')
    useEffect(() => forgetOrderId(), [])
    const {order, isLoading, isError} = useShopperOrder(orderNo)
    const email = order?.customerInfo?.email
    usePurchaseTracking(order)

    return (
        <Box maxW="1100px" mx="auto" px={{base: 4, md: 8}} py={{base: 10, md: 16}}>
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Stack spacing={4} textAlign="center" align="center" mb={{base: 10, md: 14}}>
                <Flex
                    aria-hidden
                    boxSize="56px"
                    borderRadius="full"
                    bg="brand.accent"
                    color="text.inverse"
                    align="center"
                    justify="center"
                    fontSize="xl"
                >
                    ✓
                </Flex>
                <Heading as="h1" fontSize={{base: '2xl', md: '3xl'}}>
                    {intl.formatMessage(crossBorder ? messages.crossBorderThanks : messages.thanks)}
                </Heading>
                {orderNo ? (
                    <Text fontSize="lg" fontWeight="medium">
                        {intl.formatMessage(messages.orderNumber, {orderNo})}
                    </Text>
                ) : null}
                <Text color="text.secondary">
                    {email
                        ? intl.formatMessage(messages.emailSent, {email})
                        : intl.formatMessage(messages.emailSoon)}
                </Text>
                <Button as={RouterLink} to={buildUrl('/')} mt={2}>
                    {intl.formatMessage(messages.continueShopping)}
                </Button>
            </Stack>
            {!orderNo ? null : order ? (
                <OrderDetails order={order} />
            ) : isError ? (
                <Text textAlign="center" color="text.secondary">
                    {intl.formatMessage(messages.loadFailed)}
                </Text>
            ) : isLoading || !hydrated ? (
                <SimpleGrid columns={{base: 1, lg: 2}} spacing={16}>
                    <Stack spacing={4}>
                        <Skeleton h="16px" w="30%" />
                        <Skeleton h="80px" />
                        <Skeleton h="16px" w="30%" />
                        <Skeleton h="40px" />
                    </Stack>
                    <Skeleton h="280px" />
                </SimpleGrid>
            ) : null}
        </Box>
    )
}
