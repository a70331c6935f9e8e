import {Box, Flex, Text, chakra} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {productImageUrl} from '../image'
import {variationMessages} from './messages'
import type {VariationOption} from './variation-model'

export interface ColourSwatchesProps {
    name: string
    options: VariationOption[]
    selected?: string
    onSelect: (value: string) => void
    /** Swatch image per colour value (the platform's 'swatch' view type). */
    swatches: Record<string, string | undefined>
    /** Row base size: 44px inline, 60px in the drawer (spec 001 §9). */
    size?: 44 | 60
    /** Hide the legend (the drawer has its own title). */
    hideLegend?: boolean
}

const Input = chakra('input')

/** Colour choice as a radio group of swatch images; the chosen colour's name is spelled out beside the legend. */
export const ColourSwatches = ({
    name,
    options,
    selected,
    onSelect,
    swatches,
    size = 44,
    hideLegend = false
}: ColourSwatchesProps) => {
    const intl = useIntl()
    const selectedName = options.find((option) => option.value === selected)?.name
    return (
        <Box as="fieldset" minW={0}>
            <Box
                as="legend"
                mb={3}
                fontSize="sm"
                fontWeight={600}
                {...(hideLegend && {
                    position: 'absolute',
                    w: '1px',
                    h: '1px',
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)'
                })}
            >
                {intl.formatMessage(variationMessages.colour)}
                {selectedName ? (
                    <Text as="span" fontWeight={400} color="text.secondary" ml={2}>
                        {selectedName}
                    </Text>
                ) : null}
            </Box>
            <Flex wrap="wrap" gap={2}>
                {options.map((option) => {
                    const id = `${name}-${option.value}`
                    const checked = option.value === selected
                    const swatch = swatches[option.value]
                    return (
                        <Box key={option.value} position="relative">
                            <Input
                                type="radio"
                                id={id}
                                name={name}
                                value={option.value}
                                checked={checked}
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
                                title={option.name}
                                display="block"
                                w={`${size}px`}
                                h={`${size}px`}
                                p="3px"
                                border="1px solid"
                                borderColor={checked ? 'brand.ink' : 'transparent'}
                                borderRadius="full"
                                cursor="pointer"
                                position="relative"
                                // Sold-out colours stay choosable (their sizes may be coming soon) but read as such.
                                _after={
                                    option.state === 'available'
                                        ? undefined
                                        : {
                                              content: '""',
                                              position: 'absolute',
                                              left: '50%',
                                              top: '12%',
                                              h: '76%',
                                              borderLeft: '1.5px solid',
                                              borderColor: 'grey.600',
                                              transform: 'rotate(45deg)'
                                          }
                                }
                                _hover={{borderColor: checked ? 'brand.ink' : 'grey.400'}}
                            >
                                <Box
                                    as="span"
                                    display="block"
                                    w="100%"
                                    h="100%"
                                    borderRadius="full"
                                    bg="brand.stone"
                                    bgImage={
                                        swatch ? `url("${productImageUrl(swatch, size * 2)}")` : undefined
                                    }
                                    bgSize="cover"
                                    bgPos="center"
                                    boxShadow="inset 0 0 0 1px rgba(17, 17, 17, 0.12)"
                                />
                                <Box
                                    as="span"
                                    position="absolute"
                                    w="1px"
                                    h="1px"
                                    overflow="hidden"
                                    clipPath="inset(50%)"
                                >
                                    {option.name}
                                </Box>
                            </Box>
                        </Box>
                    )
                })}
            </Flex>
        </Box>
    )
}
