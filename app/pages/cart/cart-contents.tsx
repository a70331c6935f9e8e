import {Box, Grid, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {Basket} from '../../commerce/basket'
import {BasketLines} from '../../components/basket-line'
import {DonationOption} from '../../components/donation'
import {CheckoutAction} from '../../components/mini-basket/checkout-action'
import {checkoutBlocks} from '../../components/mini-basket/checkout-blocks'
import {MixedGiftCardError} from '../../components/mini-basket/mixed-gift-card-error'
import {Link} from '../../components/link'
import {PayLaterMessage} from '../../components/pay-later'
import {PromoCodeForm} from '../../components/promo-code'
import {ThresholdBanner} from '../../components/threshold-banner'
import {deliveryThresholdSubtotal} from '../../rules/basket'
import {cartMessages as messages} from './messages'
import {OrderSummary} from './order-summary'

/** The bag page's two columns: the lines (with the delivery banner and the donation), then the summary. */
export const CartContents = ({basket, currency}: {basket: Basket; currency: string}) => {
    const intl = useIntl()
    const blocks = checkoutBlocks(basket)
    // A bag of e-gift cards only has nothing to post: no free-delivery nudge.
    const thresholdSubtotal = deliveryThresholdSubtotal(basket)
    return (
        <Grid
            templateColumns={{base: '1fr', lg: 'minmax(0, 1fr) 400px'}}
            gap={{base: 8, lg: 16}}
            alignItems="start"
        >
            <Stack spacing={6}>
                {thresholdSubtotal !== undefined ? <ThresholdBanner subtotal={thresholdSubtotal} /> : null}
                {blocks.includes('mixed-gift-cards') ? <MixedGiftCardError /> : null}
                <Box borderTop="1px solid" borderBottom="1px solid" borderColor="border.subtle">
                    <BasketLines basket={basket} currency={currency} />
                </Box>
                <DonationOption currency={currency} />
            </Stack>
            <Box position={{lg: 'sticky'}} top={{lg: '112px'}} bg="bg.subtle" p={{base: 5, md: 8}}>
                <Stack spacing={6}>
                    <OrderSummary basket={basket} currency={currency} />
                    <PayLaterMessage amount={basket.orderTotal} currency={currency} context="basket" />
                    <PromoCodeForm basket={basket} defaultOpen />
                    <CheckoutAction blocks={blocks} />
                    <Text fontSize="xs" color="text.secondary" textAlign="center">
                        {intl.formatMessage(messages.secure)}
                    </Text>
                    <Link href="/" fontSize="sm" textAlign="center">
                        {intl.formatMessage(messages.continueShopping)}
                    </Link>
                </Stack>
            </Box>
        </Grid>
    )
}
