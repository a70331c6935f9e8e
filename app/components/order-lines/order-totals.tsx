import {Divider, Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CheckoutBasket, Order} from '../../commerce/checkout'
import {currencyDisplayFor} from '../../region/currency'
import {
    donationAmount,
    giftCardPaymentTotal,
    merchandiseSubtotal,
    needsDelivery,
    taxLine
} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {useTaxLabel} from '../tax-line/use-tax-label'
import {orderLineMessages as messages} from './messages'

const Row = ({label, value, strong}: {label: string; value: string; strong?: boolean}) => (
    <Flex justify="space-between" fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? 'semibold' : 'normal'}>
        <Text color={strong ? 'text.primary' : 'text.secondary'}>{label}</Text>
        <Text>{value}</Text>
    </Flex>
)

/**
 * Subtotal (products and e-gift cards), discounts, delivery (pending until a method is chosen; none for a bag
 * of e-gift cards only), donation, gift cards and the total.
 */
export const OrderTotals = ({source}: {source: CheckoutBasket | Order}) => {
    const intl = useIntl()
    const {site} = useSite()
    const tax = taxLine(source, site.country)
    const taxText = useTaxLabel(tax)
    const currency = source.currency ?? 'GBP'
    const money = (amount: number) =>
        intl.formatNumber(amount, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
    const discount = (source.productTotal ?? 0) - (source.productSubTotal ?? 0)
    const donation = donationAmount(source)
    const giftCards = giftCardPaymentTotal(source)
    const delivery = source.shippingTotal
    const total = source.orderTotal ?? source.productTotal ?? 0
    const toPay = source.c_amountToAuthorize
    return (
        <Stack spacing={2}>
            <Row label={intl.formatMessage(messages.subtotal)} value={money(merchandiseSubtotal(source))} />
            {discount < 0 ? (
                <Row label={intl.formatMessage(messages.discount)} value={money(discount)} />
            ) : null}
            {needsDelivery(source) ? (
                <Row
                    label={intl.formatMessage(messages.delivery)}
                    value={
                        delivery === null || delivery === undefined
                            ? intl.formatMessage(messages.deliveryPending)
                            : money(delivery)
                    }
                />
            ) : null}
            {donation > 0 ? (
                <Row label={intl.formatMessage(messages.donation)} value={money(donation)} />
            ) : null}
            {!tax.included ? (
                <Row
                    label={taxText.label}
                    value={tax.amount === undefined ? taxText.pending : money(tax.amount)}
                />
            ) : null}
            <Divider my={2} borderColor="border.subtle" />
            <Row label={intl.formatMessage(messages.total)} value={money(total)} strong />
            {tax.included && tax.amount !== undefined ? (
                <Row label={taxText.label} value={money(tax.amount)} />
            ) : null}
            {giftCards > 0 ? (
                <>
                    <Row label={intl.formatMessage(messages.giftCards)} value={money(-giftCards)} />
                    {typeof toPay === 'number' ? (
                        <Row label={intl.formatMessage(messages.toPay)} value={money(toPay)} strong />
                    ) : null}
                </>
            ) : null}
        </Stack>
    )
}
