import {useState} from 'react'
import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CheckoutBasket} from '../../commerce/checkout'
import {currencyDisplayFor} from '../../region/currency'
import {Collapsible} from '../../components/disclosure'
import {Link} from '../../components/link'
import {OrderLineList, OrderTotals} from '../../components/order-lines'
import {checkoutMessages as messages} from './messages'

const SummaryBody = ({basket}: {basket: CheckoutBasket}) => {
    const intl = useIntl()
    return (
        <Stack spacing={6}>
            <OrderLineList source={basket} compact />
            <OrderTotals source={basket} />
            <Text fontSize="xs" color="text.muted">
                {intl.formatMessage(messages.reassurance)}
            </Text>
        </Stack>
    )
}

const useTotal = (basket: CheckoutBasket) => {
    const intl = useIntl()
    const currency = basket.currency ?? 'GBP'
    return intl.formatNumber(basket.orderTotal ?? basket.productTotal ?? 0, {
        style: 'currency',
        currency,
        currencyDisplay: currencyDisplayFor(currency)
    })
}

/** On phones: a collapsible bar with the total above the steps. */
export const MobileOrderSummary = ({basket}: {basket: CheckoutBasket}) => {
    const intl = useIntl()
    const [open, setOpen] = useState(false)
    const total = useTotal(basket)
    return (
        <Box bg="bg.subtle" mx={{base: -4, md: -8}} px={{base: 4, md: 8}}>
            <Flex
                as="button"
                type="button"
                w="full"
                py={4}
                justify="space-between"
                align="center"
                aria-expanded={open}
                aria-controls="order-summary-mobile"
                onClick={() => setOpen((value) => !value)}
            >
                <Text fontSize="sm" textDecoration="underline" textUnderlineOffset="0.2em">
                    {intl.formatMessage(open ? messages.hideSummary : messages.showSummary)}
                </Text>
                <Text fontWeight="semibold">{total}</Text>
            </Flex>
            <Collapsible open={open}>
                <Box id="order-summary-mobile" pb={6}>
                    <SummaryBody basket={basket} />
                </Box>
            </Collapsible>
        </Box>
    )
}

/** On large screens: a sticky panel beside the steps. */
export const OrderSummary = ({basket}: {basket: CheckoutBasket}) => {
    const intl = useIntl()
    return (
        <Box
            as="aside"
            aria-labelledby="order-summary-title"
            position="sticky"
            top="96px"
            bg="bg.subtle"
            p={8}
        >
            <Flex justify="space-between" align="baseline" mb={6}>
                <Heading
                    as="h2"
                    id="order-summary-title"
                    fontSize="md"
                    letterSpacing="wide"
                    textTransform="uppercase"
                >
                    {intl.formatMessage(messages.summaryTitle)}
                </Heading>
                <Link href="/cart" fontSize="sm" textDecoration="underline">
                    {intl.formatMessage(messages.editBag)}
                </Link>
            </Flex>
            <SummaryBody basket={basket} />
        </Box>
    )
}
