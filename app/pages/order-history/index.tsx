import {Heading, Stack} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {ORDER_HISTORY_PAGE_SIZE, useCustomerOrderPage} from '../../commerce/customer'
import {OrderSummaryCard} from '../../components/order-summary-card'
import {AccountLayout} from '../account/account-layout'
import {AccountSkeleton} from '../account/account-skeleton'
import {EmptyOrders} from '../account/orders/empty-orders'
import {ordersMessages} from '../account/orders/messages'

/** The order history as this view pages it (8 per page, spec 000 §9); a customer without orders is welcomed. */
const OrderHistorySection = () => {
    const intl = useIntl()
    const {orders, status} = useCustomerOrderPage(0, ORDER_HISTORY_PAGE_SIZE)
    if (status !== 'done' && orders.length === 0) return <AccountSkeleton cards={2} />
    if (orders.length === 0) return <EmptyOrders headingLevel="h1" />
    return (
        <Stack spacing={8}>
            <Heading as="h1" size="lg">
                {intl.formatMessage(ordersMessages.heading)}
            </Heading>
            <Stack as="ol" listStyleType="none" spacing={4}>
                {orders.map((order) => (
                    <li key={order.orderNo}>
                        <OrderSummaryCard
                            order={order}
                            href={`/account/orders/${encodeURIComponent(order.orderNo ?? '')}`}
                        />
                    </li>
                ))}
            </Stack>
        </Stack>
    )
}

/** /orderhistory (spec 001 §2.1): the account view for a customer without previous orders. */
const OrderHistoryPage = () => {
    const intl = useIntl()
    return (
        <AccountLayout title={intl.formatMessage(ordersMessages.title)}>
            <OrderHistorySection />
        </AccountLayout>
    )
}

export default OrderHistoryPage
