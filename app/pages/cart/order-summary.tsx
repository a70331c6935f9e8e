import type {ReactNode} from 'react'
import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {Basket} from '../../commerce/basket'
import {
    donationAmount,
    isDigitalOnlyBasket,
    isDonationItem,
    merchandiseSubtotal,
    needsDelivery,
    taxLine
} from '../../rules/basket'
import {DigitalDeliveryNote} from '../../components/mini-basket/digital-delivery-note'
import {currencyDisplayFor} from '../../region/currency'
import {Price} from '../../components/price'
import {useTaxLabel} from '../../components/tax-line/use-tax-label'
import {useSite} from '../../site/site-context'
import {cartMessages as messages} from './messages'

/** One dt/dd pair, grouped in a div (the only wrapper a <dl> allows; an <hr> inside it is invalid). */
const Row = ({
    label,
    children,
    strong,
    muted
}: {
    label: string
    children: ReactNode
    strong?: boolean
    /** A note on the row above it (VAT included in the total). */
    muted?: boolean
}) => (
    <Flex
        {...(strong && {borderTop: '1px solid', borderColor: 'border.subtle', pt: 4, mt: 1.5})}
        justify="space-between"
        align="baseline"
        fontSize={strong ? 'md' : muted ? 'xs' : 'sm'}
        fontWeight={strong ? 600 : 400}
        color={muted ? 'text.secondary' : undefined}
    >
        <Text as="dt">{label}</Text>
        <Box as="dd" textAlign="right">
            {children}
        </Box>
    </Flex>
)

/**
 * The bag's totals: subtotal, order discounts, the charity donation (the SB_DONATION line), delivery ('TBD'
 * until a method is chosen at checkout) and the total. US sales tax is a row added before the total; VAT and
 * GST are already in the prices, so they are shown under the total as included.
 */
export const OrderSummary = ({basket, currency}: {basket: Basket; currency: string}) => {
    const intl = useIntl()
    const {site} = useSite()
    const tax = taxLine(basket, site.country)
    const taxText = useTaxLabel(tax)
    const money = (amount: number) =>
        intl.formatNumber(amount, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
    const discounts = (basket.orderPriceAdjustments ?? []).reduce((sum, item) => sum + (item.price ?? 0), 0)
    const donation = donationAmount(basket)
    const shippingChosen = (basket.shipments ?? []).some((shipment) => shipment.shippingMethod?.id)
    const shipping = (basket.shippingItems ?? [])
        .filter((item) => !isDonationItem(item))
        .reduce((sum, item) => sum + (item.priceAfterItemDiscount ?? item.price ?? 0), 0)
    const tbd = intl.formatMessage(messages.tbd)
    return (
        <Stack spacing={4}>
            <Heading as="h2" fontSize="lg" fontWeight={600}>
                {intl.formatMessage(messages.summary)}
            </Heading>
            <Stack as="dl" spacing={2.5}>
                <Row label={intl.formatMessage(messages.subtotal)}>
                    <Price price={merchandiseSubtotal(basket)} currency={currency} />
                </Row>
                {discounts < 0 ? (
                    <Row label={intl.formatMessage(messages.discounts)}>
                        <Text as="span" color="text.accent">
                            {`-${money(Math.abs(discounts))}`}
                        </Text>
                    </Row>
                ) : null}
                {donation > 0 ? (
                    <Row label={intl.formatMessage(messages.donation)}>
                        <Price price={donation} currency={currency} />
                    </Row>
                ) : null}
                {needsDelivery(basket) ? (
                    <Row label={intl.formatMessage(messages.shipping)}>
                        {shippingChosen ? <Price price={shipping} currency={currency} /> : tbd}
                    </Row>
                ) : null}
                {tax.included ? null : (
                    <Row label={taxText.label}>
                        {tax.amount === undefined ? taxText.pending : money(tax.amount)}
                    </Row>
                )}
                <Row label={intl.formatMessage(messages.total)} strong>
                    {money(basket.orderTotal ?? 0)}
                </Row>
                {tax.included && tax.amount !== undefined ? (
                    <Row label={taxText.label} muted>
                        {money(tax.amount)}
                    </Row>
                ) : null}
            </Stack>
            {isDigitalOnlyBasket(basket) ? <DigitalDeliveryNote /> : null}
        </Stack>
    )
}
