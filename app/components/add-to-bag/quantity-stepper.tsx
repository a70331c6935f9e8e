import {Flex, IconButton, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {addToBagMessages} from './messages'

export interface QuantityStepperProps {
    value: number
    onChange: (value: number) => void
    min?: number
    max?: number
}

const Minus = () => (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12h14" stroke="currentColor" strokeWidth="1.5" />
    </svg>
)
const Plus = () => (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="1.5" />
    </svg>
)

/** Quantity as a − / value / + control; the value is announced when it changes. */
export const QuantityStepper = ({value, onChange, min = 1, max = 10}: QuantityStepperProps) => {
    const intl = useIntl()
    const label = intl.formatMessage(addToBagMessages.quantity)
    return (
        <Flex
            role="group"
            aria-label={label}
            align="center"
            border="1px solid"
            borderColor="grey.300"
            h="44px"
        >
            <IconButton
                variant="ghost"
                h="42px"
                aria-label={intl.formatMessage(addToBagMessages.decrease)}
                icon={<Minus />}
                isDisabled={value <= min}
                onClick={() => onChange(Math.max(min, value - 1))}
            />
            <Text
                as="span"
                aria-live="polite"
                aria-atomic="true"
                minW="28px"
                textAlign="center"
                fontWeight={600}
            >
                {value}
            </Text>
            <IconButton
                variant="ghost"
                h="42px"
                aria-label={intl.formatMessage(addToBagMessages.increase)}
                icon={<Plus />}
                isDisabled={value >= max}
                onClick={() => onChange(Math.min(max, value + 1))}
            />
        </Flex>
    )
}
