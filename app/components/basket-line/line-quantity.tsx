import {Flex, IconButton, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {lineMessages as messages} from './messages'

const Sign = ({plus}: {plus?: boolean}) => (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={plus ? 'M4 12h16M12 4v16' : 'M4 12h16'} stroke="currentColor" strokeWidth="1.75" />
    </svg>
)

export interface LineQuantityProps {
    name: string
    value: number
    onChange: (value: number) => void
    isDisabled?: boolean
    max?: number
}

/** The line's − value + control; labelled with the product name so each line's buttons are distinct. */
export const LineQuantity = ({name, value, onChange, isDisabled, max = 10}: LineQuantityProps) => {
    const intl = useIntl()
    return (
        <Flex
            role="group"
            aria-label={intl.formatMessage(messages.quantity)}
            align="center"
            border="1px solid"
            borderColor="grey.300"
            h="36px"
        >
            <IconButton
                variant="ghost"
                size="sm"
                minW="34px"
                h="34px"
                aria-label={intl.formatMessage(messages.decrease, {name})}
                icon={<Sign />}
                isDisabled={isDisabled || value <= 1}
                onClick={() => onChange(value - 1)}
            />
            <Text as="span" minW="24px" textAlign="center" fontSize="sm" fontWeight={600} aria-live="polite">
                {value}
            </Text>
            <IconButton
                variant="ghost"
                size="sm"
                minW="34px"
                h="34px"
                aria-label={intl.formatMessage(messages.increase, {name})}
                icon={<Sign plus />}
                isDisabled={isDisabled || value >= max}
                onClick={() => onChange(value + 1)}
            />
        </Flex>
    )
}
