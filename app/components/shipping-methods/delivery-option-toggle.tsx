import {Box, RadioGroup, SimpleGrid, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {DeliveryOption} from '../../commerce/checkout'
import {shippingMessages as messages} from './messages'
import {RadioCard} from '../radio-card'

export interface DeliveryOptionToggleProps {
    value: DeliveryOption
    onChange: (value: DeliveryOption) => void
    isDisabled?: boolean
}

/** Delivery to an address or click and collect (spec 001 §9 "Delivery types: deliverToAddress and clickAndCollect"). */
export const DeliveryOptionToggle = ({value, onChange, isDisabled}: DeliveryOptionToggleProps) => {
    const intl = useIntl()
    const options: {value: DeliveryOption; label: string; hint: string}[] = [
        {
            value: 'DELIVER',
            label: intl.formatMessage(messages.deliver),
            hint: intl.formatMessage(messages.deliverHint)
        },
        {
            value: 'COLLECT',
            label: intl.formatMessage(messages.collect),
            hint: intl.formatMessage(messages.collectHint)
        }
    ]
    return (
        <Box as="fieldset">
            <Text as="legend" textStyle="label" mb={3}>
                {intl.formatMessage(messages.optionLegend)}
            </Text>
            <RadioGroup
                value={value}
                onChange={(next) => onChange(next as DeliveryOption)}
                name="delivery-option"
                isDisabled={isDisabled}
            >
                <SimpleGrid columns={2} spacing={3}>
                    {options.map((option) => (
                        <RadioCard
                            key={option.value}
                            value={option.value}
                            border="1px solid"
                            borderColor={value === option.value ? 'border.strong' : 'border.subtle'}
                        >
                            <Box>
                                <Text fontWeight="medium">{option.label}</Text>
                                <Text fontSize="sm" color="text.secondary">
                                    {option.hint}
                                </Text>
                            </Box>
                        </RadioCard>
                    ))}
                </SimpleGrid>
            </RadioGroup>
        </Box>
    )
}
