import {Box} from '@chakra-ui/react'

export interface FilterButtonProps {
    label: string
    selected: boolean
    /** The editor's accent colour for selected buttons (a CSS colour); the brand ink otherwise. */
    accent?: string
    onClick: () => void
    dataLabel?: string
}

/** A toggle button of a filter banner: pressed while its filter is applied to the listing. */
export const FilterButton = ({label, selected, accent, onClick, dataLabel}: FilterButtonProps) => {
    const ink = accent || 'brand.ink'
    return (
        <Box
            as="button"
            type="button"
            aria-pressed={selected}
            onClick={onClick}
            data-label={dataLabel}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minH="44px"
            minW="44px"
            px={4}
            border="1px solid"
            borderColor={selected ? ink : 'border.subtle'}
            bg={selected ? ink : 'transparent'}
            color={selected ? 'brand.paper' : 'text.primary'}
            fontSize="sm"
            fontWeight={500}
            whiteSpace="nowrap"
            transition="background-color 0.2s, border-color 0.2s, color 0.2s"
            _hover={{borderColor: ink}}
            _focusVisible={{outline: '2px solid', outlineColor: 'brand.ink', outlineOffset: '2px'}}
        >
            {label}
        </Box>
    )
}
