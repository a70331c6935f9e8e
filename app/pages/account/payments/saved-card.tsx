import {Badge, Button, Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CustomerPaymentInstrument} from '../../../commerce/customer'
import {paymentsMessages as messages} from './messages'

const lastDigits = (instrument: CustomerPaymentInstrument) =>
    instrument.paymentCard?.numberLastDigits ?? instrument.paymentCard?.maskedNumber?.slice(-4) ?? '••••'

/** A saved card as the platform returns it: masked, with no security code anywhere. */
export const SavedCard = ({
    instrument,
    onRemove
}: {
    instrument: CustomerPaymentInstrument
    onRemove: () => void
}) => {
    const intl = useIntl()
    const card = instrument.paymentCard
    const digits = lastDigits(instrument)
    return (
        <Flex
            as="li"
            listStyleType="none"
            borderWidth="1px"
            borderColor="border.subtle"
            p={6}
            justify="space-between"
            align="flex-start"
            gap={4}
        >
            <Stack spacing={1}>
                <Flex align="center" gap={3}>
                    <Text fontWeight="semibold">
                        {intl.formatMessage(messages.ending, {
                            brand: card?.cardType ?? intl.formatMessage(messages.card),
                            digits
                        })}
                    </Text>
                    {instrument.default ? (
                        <Badge variant="solid">{intl.formatMessage(messages.default)}</Badge>
                    ) : null}
                </Flex>
                {card?.holder ? (
                    <Text fontSize="sm" color="text.secondary">
                        {card.holder}
                    </Text>
                ) : null}
                {card?.expirationMonth && card.expirationYear ? (
                    <Text fontSize="sm" color="text.secondary">
                        {intl.formatMessage(messages.expires, {
                            month: String(card.expirationMonth).padStart(2, '0'),
                            year: String(card.expirationYear).slice(-2)
                        })}
                    </Text>
                ) : null}
            </Stack>
            <Button
                variant="link"
                size="sm"
                onClick={onRemove}
                aria-label={intl.formatMessage(messages.removeLabel, {digits})}
            >
                {intl.formatMessage(messages.remove)}
            </Button>
        </Flex>
    )
}
