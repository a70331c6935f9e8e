import {Box, Flex, Text, chakra} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {GiftCardType} from '../../rules/product/gift-card-product'
import {giftCardFormMessages as messages} from './messages'

const Radio = chakra('input')

/** "Type: digital (default) or physical" (spec 001 §4.6). */
export const GiftCardTypeSwitch = ({
    value,
    onChange,
    canSwitch = true
}: {
    value: GiftCardType
    onChange: (type: GiftCardType) => void
    /** False: only the current type can be chosen (the other is shown disabled). */
    canSwitch?: boolean
}) => {
    const intl = useIntl()
    const options: {type: GiftCardType; label: string; note: string}[] = [
        {
            type: 'digital',
            label: intl.formatMessage(messages.digital),
            note: intl.formatMessage(messages.digitalNote)
        },
        {
            type: 'physical',
            label: intl.formatMessage(messages.physical),
            note: intl.formatMessage(messages.physicalNote)
        }
    ]
    return (
        <Box as="fieldset">
            <Text as="legend" fontSize="sm" fontWeight={600} mb={3}>
                {intl.formatMessage(messages.type)}
            </Text>
            <Flex gap={2}>
                {options.map((option) => {
                    const checked = option.type === value
                    const id = `gift-card-type-${option.type}`
                    return (
                        <Box key={option.type} flex="1" position="relative">
                            <Radio
                                type="radio"
                                id={id}
                                name="gift-card-type"
                                checked={checked}
                                disabled={!canSwitch && !checked}
                                onChange={() => onChange(option.type)}
                                position="absolute"
                                opacity={0}
                                w="1px"
                                h="1px"
                                sx={{'&:focus-visible + label': {boxShadow: 'outline'}}}
                            />
                            <Box
                                as="label"
                                htmlFor={id}
                                display="block"
                                h="100%"
                                border="1px solid"
                                borderColor={checked ? 'brand.ink' : 'grey.300'}
                                boxShadow={checked ? 'inset 0 0 0 1px #111111' : undefined}
                                p={3}
                                cursor="pointer"
                            >
                                <Text fontSize="sm" fontWeight={600}>
                                    {option.label}
                                </Text>
                                <Text fontSize="xs" color="text.secondary">
                                    {option.note}
                                </Text>
                            </Box>
                        </Box>
                    )
                })}
            </Flex>
        </Box>
    )
}
