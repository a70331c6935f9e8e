import {Box, Flex, Text, chakra} from '@chakra-ui/react'
import type {ReactNode} from 'react'
import {useIntl} from 'react-intl'
import {popoverMessage} from './messages'
import type {VariationOption} from './variation-model'

export interface OptionGroupProps {
    /** Form name of the radio group (unique on the page). */
    name: string
    legend: string
    options: VariationOption[]
    selected?: string
    onSelect: (value: string) => void
    /** Shown right of the legend (the size guide link). */
    aside?: ReactNode
}

const Input = chakra('input')

/**
 * A row of size-like choices as native radios (arrow keys, one tab stop, announced as a radio group). Values
 * that cannot be bought show the spec's popover on hover or focus; sizes that are merely announced (coming
 * soon) stay choosable so the shopper can ask to be emailed.
 */
export const OptionGroup = ({name, legend, options, selected, onSelect, aside}: OptionGroupProps) => {
    const intl = useIntl()
    const selectedName = options.find((option) => option.value === selected)?.name
    return (
        <Box as="fieldset" minW={0}>
            <Flex as="legend" w="100%" justify="space-between" align="baseline" mb={3} float="left">
                <Text as="span" fontSize="sm" fontWeight={600}>
                    {legend}
                    {selectedName ? (
                        <Text as="span" fontWeight={400} color="text.secondary" ml={2}>
                            {selectedName}
                        </Text>
                    ) : null}
                </Text>
                {aside}
            </Flex>
            <Flex wrap="wrap" gap={2} sx={{clear: 'both'}}>
                {options.map((option) => {
                    const id = `${name}-${option.value}`
                    const disabled = option.state === 'out-of-stock' || option.state === 'unavailable'
                    const unavailable = option.state !== 'available'
                    const checked = option.value === selected
                    return (
                        <Box key={option.value} position="relative" data-group="" data-state={option.state}>
                            <Input
                                type="radio"
                                id={id}
                                name={name}
                                value={option.value}
                                checked={checked}
                                disabled={disabled}
                                // The popover is visual only; its wording joins the radio's name for screen readers.
                                aria-label={
                                    option.popover
                                        ? `${option.name}, ${intl.formatMessage(
                                              popoverMessage(option.popover)
                                          )}`
                                        : undefined
                                }
                                onChange={() => onSelect(option.value)}
                                position="absolute"
                                opacity={0}
                                w="1px"
                                h="1px"
                                sx={{'&:focus-visible + label': {boxShadow: 'outline'}}}
                            />
                            <Box
                                as="label"
                                htmlFor={id}
                                display="flex"
                                alignItems="center"
                                justifyContent="center"
                                minW="52px"
                                h="44px"
                                px={3}
                                fontSize="sm"
                                border="1px solid"
                                borderColor={checked ? 'brand.ink' : 'grey.300'}
                                bg={checked ? 'brand.ink' : 'transparent'}
                                color={checked ? 'text.inverse' : unavailable ? 'grey.600' : 'text.primary'}
                                cursor={disabled ? 'not-allowed' : 'pointer'}
                                textDecoration={unavailable ? 'line-through' : undefined}
                                transition="border-color 150ms, background-color 150ms"
                                _hover={disabled || checked ? undefined : {borderColor: 'brand.ink'}}
                            >
                                {option.name}
                            </Box>
                            {option.popover ? (
                                <Box
                                    aria-hidden="true"
                                    data-popover=""
                                    position="absolute"
                                    bottom="calc(100% + 6px)"
                                    left="50%"
                                    transform="translateX(-50%)"
                                    whiteSpace="nowrap"
                                    bg="brand.ink"
                                    color="text.inverse"
                                    fontSize="2xs"
                                    fontWeight={600}
                                    letterSpacing="wider"
                                    px={2}
                                    py={1}
                                    zIndex={2}
                                    pointerEvents="none"
                                    // Out of the layout until shown: a hidden popover by the last size of a
                                    // row would otherwise widen the page on a phone.
                                    display={checked ? 'block' : 'none'}
                                    _groupHover={{display: 'block'}}
                                    sx={{'[data-group]:focus-within > &': {display: 'block'}}}
                                >
                                    {intl.formatMessage(popoverMessage(option.popover))}
                                </Box>
                            ) : null}
                        </Box>
                    )
                })}
            </Flex>
        </Box>
    )
}
