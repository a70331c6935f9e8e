import {Box, chakra, Flex, SimpleGrid, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {refinementMessages} from './messages'
import type {RefinementGroup, RefinementOption} from './refinement-model'
import {isLightSwatch, swatchBackground} from './swatch-colours'

export interface RefinementValuesProps {
    group: RefinementGroup
    onToggle: (attributeId: string, value: string) => void
}

/**
 * Each value is a toggle button (aria-pressed): multi-select groups add and remove values, single-choice
 * groups (price, sale, new) replace the chosen value or remove it when pressed again (spec 001 §4.5).
 */
const ValueButton = chakra('button', {
    baseStyle: {
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        w: 'full',
        minH: '44px',
        textAlign: 'start',
        fontSize: 'sm',
        color: 'text.primary',
        _hover: {textDecoration: 'underline', textUnderlineOffset: '3px'},
        _focusVisible: {boxShadow: 'outline', outline: 'none'}
    }
})

const Indicator = ({checked, round}: {checked: boolean; round: boolean}) => (
    <Box
        as="span"
        aria-hidden="true"
        display="block"
        flexShrink={0}
        boxSize="18px"
        border="1px solid"
        borderColor={checked ? 'brand.ink' : 'border.field'}
        borderRadius={round ? 'full' : 'none'}
        bg={checked ? 'brand.ink' : 'transparent'}
        boxShadow={checked ? 'inset 0 0 0 3px white' : undefined}
    />
)

const Count = ({count}: {count: number}) => (
    <Text as="span" aria-hidden="true" ms="auto" color="text.muted" fontSize="xs">
        {count}
    </Text>
)

const ListValues = ({group, onToggle}: RefinementValuesProps) => {
    const intl = useIntl()
    return (
        <Box>
            {group.options.map((option) => {
                const checked = group.selected.includes(option.value)
                return (
                    <ValueButton
                        key={option.value}
                        type="button"
                        aria-pressed={checked}
                        aria-label={intl.formatMessage(refinementMessages.value, {
                            label: option.label,
                            count: option.hitCount
                        })}
                        onClick={() => onToggle(group.attributeId, option.value)}
                    >
                        <Indicator checked={checked} round={group.singleChoice} />
                        <span>{option.label}</span>
                        <Count count={option.hitCount} />
                    </ValueButton>
                )
            })}
        </Box>
    )
}

const Swatch = ({option}: {option: RefinementOption}) => (
    <Box
        as="span"
        aria-hidden="true"
        display="block"
        flexShrink={0}
        boxSize="22px"
        borderRadius="full"
        background={swatchBackground(option.presentationId ?? option.value)}
        border="1px solid"
        borderColor={isLightSwatch(option.presentationId ?? option.value) ? 'grey.300' : 'transparent'}
    />
)

const ColourValues = ({group, onToggle}: RefinementValuesProps) => {
    const intl = useIntl()
    return (
        <SimpleGrid columns={2} columnGap={4}>
            {group.options.map((option) => {
                const checked = group.selected.includes(option.value)
                return (
                    <ValueButton
                        key={option.value}
                        type="button"
                        aria-pressed={checked}
                        aria-label={intl.formatMessage(refinementMessages.value, {
                            label: option.label,
                            count: option.hitCount
                        })}
                        onClick={() => onToggle(group.attributeId, option.value)}
                    >
                        <Box
                            as="span"
                            display="block"
                            flexShrink={0}
                            p="2px"
                            borderRadius="full"
                            border="1px solid"
                            borderColor={checked ? 'brand.ink' : 'transparent'}
                        >
                            <Swatch option={option} />
                        </Box>
                        <span>{option.label}</span>
                    </ValueButton>
                )
            })}
        </SimpleGrid>
    )
}

const SizeValues = ({group, onToggle}: RefinementValuesProps) => {
    const intl = useIntl()
    return (
        <Flex wrap="wrap" gap={2}>
            {group.options.map((option) => {
                const checked = group.selected.includes(option.value)
                return (
                    <chakra.button
                        key={option.value}
                        type="button"
                        aria-pressed={checked}
                        aria-label={intl.formatMessage(refinementMessages.value, {
                            label: option.label,
                            count: option.hitCount
                        })}
                        onClick={() => onToggle(group.attributeId, option.value)}
                        minW="52px"
                        h="44px"
                        px={3}
                        fontSize="sm"
                        border="1px solid"
                        borderColor={checked ? 'brand.ink' : 'border.subtle'}
                        bg={checked ? 'brand.ink' : 'transparent'}
                        color={checked ? 'text.inverse' : 'text.primary'}
                        _hover={{borderColor: 'brand.ink'}}
                        _focusVisible={{boxShadow: 'outline', outline: 'none'}}
                    >
                        {option.label}
                    </chakra.button>
                )
            })}
        </Flex>
    )
}

const isColour = (group: RefinementGroup) =>
    group.attributeId === 'c_refinementColor' || group.options.every((option) => option.presentationId)

/** The values of one refinement: colour swatches, size boxes, or a list with counts. */
export const RefinementValues = (props: RefinementValuesProps) => {
    if (isColour(props.group)) return <ColourValues {...props} />
    if (props.group.attributeId === 'c_size') return <SizeValues {...props} />
    return <ListValues {...props} />
}
