import {Alert, AlertDescription, Button, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {ACCOUNT_ORDERS_PAGE_SIZE, useCustomerOrderPage} from '../../../commerce/customer'
import {OrderSummaryCard} from '../../../components/order-summary-card'
import {AccountSkeleton} from '../account-skeleton'
import {EmptyOrders} from './empty-orders'
import {ordersMessages as messages} from './messages'

const pageFrom = (search: string) => {
    const page = Number(new URLSearchParams(search).get('page'))
    return Number.isInteger(page) && page > 0 ? page : 1
}

/** /account/orders: the customer's orders, 10 to a page (spec 001 §9), newest first. */
export const OrdersPage = () => {
    const intl = useIntl()
    const history = useHistory()
    const {pathname, search} = useLocation()
    const page = pageFrom(search)
    const {orders, pageCount, status} = useCustomerOrderPage(page - 1, ACCOUNT_ORDERS_PAGE_SIZE)
    const goTo = (next: number) => history.push(next === 1 ? pathname : `${pathname}?page=${next}`)

    if (status === 'pending' && orders.length === 0) return <AccountSkeleton cards={2} />
    return (
        <Stack spacing={8}>
            <Heading as="h1" size="lg">
                {intl.formatMessage(messages.heading)}
            </Heading>
            {status === 'error' ? (
                <Alert status="error" role="alert" variant="left-accent">
                    <AlertDescription>{intl.formatMessage(messages.loadFailed)}</AlertDescription>
                </Alert>
            ) : null}
            {status === 'done' && orders.length === 0 ? <EmptyOrders /> : null}
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
            {pageCount > 1 ? (
                <Flex
                    as="nav"
                    aria-label={intl.formatMessage(messages.pagination)}
                    justify="space-between"
                    align="center"
                    gap={4}
                >
                    <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => goTo(page - 1)}
                        isDisabled={page <= 1}
                    >
                        {intl.formatMessage(messages.previous)}
                    </Button>
                    <Text fontSize="sm" color="text.secondary" aria-live="polite">
                        {intl.formatMessage(messages.page, {page, count: pageCount})}
                    </Text>
                    <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => goTo(page + 1)}
                        isDisabled={page >= pageCount}
                    >
                        {intl.formatMessage(messages.next)}
                    </Button>
                </Flex>
            ) : null}
        </Stack>
    )
}
