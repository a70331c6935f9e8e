import {Button, chakra, Flex, VisuallyHidden} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {CloseIcon} from '../icons'
import {refinementMessages} from './messages'
import type {SelectedChip} from './refinement-model'

export interface SelectedChipsProps {
    chips: SelectedChip[]
    onRemove: (attributeId: string, value: string) => void
    onClearAll: () => void
}

/** The chosen filters, each removable, with 'Clear all' once anything is chosen. */
export const SelectedChips = ({chips, onRemove, onClearAll}: SelectedChipsProps) => {
    const intl = useIntl()
    if (!chips.length) return null
    const heading = intl.formatMessage(refinementMessages.selected)
    return (
        <Flex as="section" aria-label={heading} wrap="wrap" align="center" gap={2}>
            <VisuallyHidden as="h2">{heading}</VisuallyHidden>
            {chips.map((chip) => (
                <chakra.button
                    key={`${chip.attributeId}=${chip.value}`}
                    type="button"
                    onClick={() => onRemove(chip.attributeId, chip.value)}
                    aria-label={intl.formatMessage(refinementMessages.remove, {
                        label: `${chip.attributeLabel} ${chip.label}`
                    })}
                    display="inline-flex"
                    alignItems="center"
                    gap={2}
                    h="32px"
                    px={3}
                    fontSize="xs"
                    bg="bg.subtle"
                    border="1px solid"
                    borderColor="transparent"
                    _hover={{borderColor: 'brand.ink'}}
                    _focusVisible={{boxShadow: 'outline', outline: 'none'}}
                >
                    {chip.label}
                    <CloseIcon boxSize="10px" aria-hidden="true" />
                </chakra.button>
            ))}
            <Button variant="link" size="sm" fontSize="xs" ms={1} onClick={onClearAll}>
                {intl.formatMessage(refinementMessages.clearAll)}
            </Button>
        </Flex>
    )
}
