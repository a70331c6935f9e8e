import {Box, Flex, RadioGroup, Stack, Text} from '@chakra-ui/react'
import {useIntl, type MessageDescriptor} from 'react-intl'
import {PAYMENT_BRAND_NAMES, PAYMENT_METHOD_IDS} from '../../rules/checkout'
import {RadioCard} from '../radio-card'
import {paymentMessages as messages} from './messages'

const HINTS: Record<string, MessageDescriptor> = {
    [PAYMENT_METHOD_IDS.card]: messages.methodCardHint,
    [PAYMENT_METHOD_IDS.paypal]: messages.methodPaypalHint,
    [PAYMENT_METHOD_IDS.klarna]: messages.methodKlarnaHint,
    [PAYMENT_METHOD_IDS.afterpay]: messages.methodAfterpayHint
}

/** The name a shopper reads for a method id: the card in their language, brands by their own names. */
export const usePaymentMethodLabel = () => {
    const intl = useIntl()
    return (id: string | undefined) =>
        id === PAYMENT_METHOD_IDS.card
            ? intl.formatMessage(messages.methodCard)
            : PAYMENT_BRAND_NAMES[id ?? ''] ?? id ?? ''
}

/** The methods the platform offers for this basket, as one choice (shown only when there is a choice). */
export const PaymentMethodChoice = ({
    methods,
    value,
    onChange
}: {
    methods: readonly string[]
    value: string | undefined
    onChange: (id: string) => void
}) => {
    const intl = useIntl()
    const label = usePaymentMethodLabel()
    if (methods.length < 2) return null
    return (
        <Box as="fieldset">
            <Text as="legend" textStyle="label" mb={3}>
                {intl.formatMessage(messages.methodTitle)}
            </Text>
            <RadioGroup value={value} onChange={onChange} name="payment-method">
                <Stack spacing={0} border="1px solid" borderColor="border.subtle">
                    {methods.map((id, index) => (
                        <RadioCard
                            key={id}
                            value={id}
                            borderTop={index ? '1px solid' : undefined}
                            borderColor="border.subtle"
                            bg={value === id ? 'bg.subtle' : undefined}
                        >
                            <Flex justify="space-between" align="baseline" gap={3} wrap="wrap" w="full">
                                <Text fontWeight="medium">{label(id)}</Text>
                                {HINTS[id] ? (
                                    <Text fontSize="xs" color="text.secondary">
                                        {intl.formatMessage(HINTS[id])}
                                    </Text>
                                ) : null}
                            </Flex>
                        </RadioCard>
                    ))}
                </Stack>
            </RadioGroup>
        </Box>
    )
}
