import {Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {Order} from '../../commerce/checkout'
import {currencyDisplayFor} from '../../region/currency'
import {GIFT_CARD_PAYMENT_METHOD_ID} from '../../rules/basket'
import {PAYMENT_BRAND_NAMES, paymentKindOf} from '../../rules/checkout'
import {confirmationMessages as messages} from './messages'

/** How the order was paid: the card (brand and last digits only), Apple Pay, PayPal, Klarna or Afterpay, gift cards. */
export const PaymentSummary = ({order}: {order: Order}) => {
    const intl = useIntl()
    const currency = order.currency ?? 'GBP'
    const money = (amount: number) =>
        intl.formatNumber(amount, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
    return (
        <Stack spacing={1} fontSize="sm" color="text.secondary">
            {(order.paymentInstruments ?? []).map((instrument) => {
                const card = {
                    brand: instrument.paymentCard?.cardType ?? '',
                    digits:
                        instrument.paymentCard?.numberLastDigits ??
                        instrument.paymentCard?.maskedNumber?.slice(-4) ??
                        ''
                }
                const kind = paymentKindOf(instrument.paymentMethodId)
                const label =
                    instrument.paymentMethodId === GIFT_CARD_PAYMENT_METHOD_ID
                        ? intl.formatMessage(messages.giftCard, {
                              code: instrument.maskedGiftCertificateCode ?? ''
                          })
                        : kind === 'redirect'
                        ? PAYMENT_BRAND_NAMES[instrument.paymentMethodId ?? '']
                        : kind === 'wallet'
                        ? intl.formatMessage(messages.walletCard, card)
                        : intl.formatMessage(messages.card, card)
                return (
                    <Flex key={instrument.paymentInstrumentId} justify="space-between" gap={4}>
                        <Text>{label}</Text>
                        {instrument.amount !== undefined ? <Text>{money(instrument.amount)}</Text> : null}
                    </Flex>
                )
            })}
        </Stack>
    )
}
