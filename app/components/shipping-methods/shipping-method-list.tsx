import {Box, RadioGroup, Stack, Text} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {useIntl} from 'react-intl'
import type {ShippingMethod} from '../../commerce/checkout'
import {currencyDisplayFor} from '../../region/currency'
import {Price} from '../price'
import {shippingMessages as messages} from './messages'
import {RadioCard} from '../radio-card'

export interface ShippingMethodListProps {
    methods: readonly ShippingMethod[]
    value?: string
    onChange: (id: string) => void
    currency: string
    isLoading?: boolean
    /** No destination yet: nothing to price. */
    awaitingAddress?: boolean
    error?: string
}

/** The delivery methods for the address, each with its arrival estimate and price (0 shows 'FREE'). */
export const ShippingMethodList = ({
    methods,
    value,
    onChange,
    currency,
    isLoading,
    awaitingAddress,
    error
}: ShippingMethodListProps) => {
    const intl = useIntl()
    const money = (amount: number) =>
        intl.formatNumber(amount, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
    return (
        <Box as="fieldset" aria-describedby={error ? 'shipping-method-error' : undefined}>
            <Text as="legend" textStyle="label" mb={3}>
                {intl.formatMessage(messages.legend)}
            </Text>
            {awaitingAddress ? (
                <Text color="text.muted" fontSize="sm">
                    {intl.formatMessage(messages.enterAddress)}
                </Text>
            ) : isLoading && !methods.length ? (
                <Stack aria-label={intl.formatMessage(messages.loading)}>
                    <Skeleton h="64px" />
                    <Skeleton h="64px" />
                </Stack>
            ) : !methods.length ? (
                <Text color="text.muted" fontSize="sm">
                    {intl.formatMessage(messages.none)}
                </Text>
            ) : (
                <RadioGroup value={value ?? ''} onChange={onChange} name="shipping-method">
                    <Stack spacing={0} border="1px solid" borderColor="border.subtle">
                        {methods.map((method, index) => (
                            <RadioCard
                                key={method.id}
                                value={method.id}
                                borderTop={index ? '1px solid' : undefined}
                                borderColor="border.subtle"
                                bg={value === method.id ? 'bg.subtle' : undefined}
                            >
                                <Box flex="1">
                                    <Text fontWeight="medium">{method.name ?? method.id}</Text>
                                    {method.c_estimatedArrivalTime || method.description ? (
                                        <Text fontSize="sm" color="text.secondary">
                                            {method.c_estimatedArrivalTime ?? method.description}
                                        </Text>
                                    ) : null}
                                    {method.c_amountToFreeShipping ? (
                                        <Text fontSize="xs" color="text.accent" mt={1}>
                                            {intl.formatMessage(messages.freeAway, {
                                                amount: money(method.c_amountToFreeShipping)
                                            })}
                                        </Text>
                                    ) : null}
                                </Box>
                                <Price price={method.price ?? 0} currency={currency} fontSize="sm" />
                            </RadioCard>
                        ))}
                    </Stack>
                </RadioGroup>
            )}
            {error ? (
                <Text id="shipping-method-error" role="alert" color="text.error" fontSize="sm" mt={2}>
                    {error}
                </Text>
            ) : null}
        </Box>
    )
}
