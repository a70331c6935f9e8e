import {Alert, AlertDescription, Heading, SimpleGrid, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useReportPageLoaded} from '../../../analytics/hooks/use-report-page-loaded'
import {combineStatuses, customerOrderClass} from '../../../rules/account'
import {
    useAddresses,
    useCustomerOrderPage,
    useRegisteredCustomer,
    useWishlist
} from '../../../commerce/customer'
import {OrderSummaryCard} from '../../../components/order-summary-card'
import {accountMessages} from '../messages'
import {AddressLines} from './address-lines'
import {DashboardCard} from './dashboard-card'
import {overviewMessages as messages} from './messages'

/** /account: a greeting and the four things shoppers come back for. */
export const AccountOverview = () => {
    const intl = useIntl()
    const {customer, status: customerStatus} = useRegisteredCustomer()
    const {addresses} = useAddresses()
    const {orders, total, status: ordersStatus} = useCustomerOrderPage(0)
    const {items, loadStatus: wishlistStatus} = useWishlist()
    const status = combineStatuses([customerStatus, ordersStatus, wishlistStatus])
    const address = addresses.find((candidate) => candidate.preferred) ?? addresses[0]
    const latest = orders[0]
    // The page view names the shopper's order class ("no orders, single order, multiple orders", spec 001 §3.1).
    useReportPageLoaded(
        ordersStatus === 'done' ? {customer: {orderClass: customerOrderClass(total)}} : undefined
    )

    return (
        <Stack spacing={8}>
            <Stack spacing={2}>
                <Heading as="h1" size="lg">
                    {customer?.firstName
                        ? intl.formatMessage(messages.greeting, {name: customer.firstName})
                        : intl.formatMessage(messages.greetingNoName)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
            </Stack>
            {status === 'error' ? (
                <Alert status="warning" role="alert" variant="left-accent">
                    <AlertDescription>{intl.formatMessage(accountMessages.loadFailed)}</AlertDescription>
                </Alert>
            ) : null}
            {latest ? (
                <Stack spacing={3}>
                    <Heading as="h2" size="label" color="text.secondary">
                        {intl.formatMessage(messages.latestOrder)}
                    </Heading>
                    <OrderSummaryCard
                        order={latest}
                        href={`/account/orders/${encodeURIComponent(latest.orderNo ?? '')}`}
                        headingLevel="h3"
                    />
                </Stack>
            ) : null}
            <SimpleGrid columns={{base: 1, md: 2}} spacing={5}>
                <DashboardCard
                    title={intl.formatMessage(messages.orders)}
                    linkHref={total ? '/account/orders' : '/shop/new-arrivals'}
                    linkLabel={intl.formatMessage(total ? messages.allOrders : messages.shopNew)}
                >
                    <Text fontSize="sm">
                        {total
                            ? intl.formatMessage(messages.ordersCount, {count: total})
                            : intl.formatMessage(messages.noOrders)}
                    </Text>
                </DashboardCard>
                <DashboardCard
                    title={intl.formatMessage(messages.details)}
                    linkHref="/account/profile"
                    linkLabel={intl.formatMessage(messages.editDetails)}
                >
                    <Text fontSize="sm" fontWeight="semibold">
                        {`${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim()}
                    </Text>
                    <Text fontSize="sm" color="text.secondary" wordBreak="break-all">
                        {customer?.email}
                    </Text>
                </DashboardCard>
                <DashboardCard
                    title={intl.formatMessage(messages.defaultAddress)}
                    linkHref="/account/addresses"
                    linkLabel={intl.formatMessage(messages.manageAddresses)}
                >
                    {address ? (
                        <AddressLines address={address} />
                    ) : (
                        <Text fontSize="sm">{intl.formatMessage(messages.noAddress)}</Text>
                    )}
                </DashboardCard>
                <DashboardCard
                    title={intl.formatMessage(messages.wishlist)}
                    linkHref="/account/wishlist"
                    linkLabel={intl.formatMessage(messages.viewWishlist)}
                >
                    <Text fontSize="sm">
                        {items.length
                            ? intl.formatMessage(messages.wishlistCount, {count: items.length})
                            : intl.formatMessage(messages.wishlistEmpty)}
                    </Text>
                </DashboardCard>
            </SimpleGrid>
        </Stack>
    )
}
