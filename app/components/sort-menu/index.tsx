import {Button, Menu, MenuButton, MenuItemOption, MenuList, MenuOptionGroup, Text} from '@chakra-ui/react'
import {defineMessages, useIntl, type IntlShape} from 'react-intl'
import {ChevronDownIcon} from '../icons'

const messages = defineMessages({
    sortBy: {id: 'sortMenu.sortBy', defaultMessage: 'Sort by'},
    current: {id: 'sortMenu.current', defaultMessage: 'Sort by: {label}'}
})

const optionMessages = defineMessages({
    'best-matches': {id: 'sortMenu.bestMatches', defaultMessage: 'Recommended'},
    'price-low-to-high': {id: 'sortMenu.priceLowToHigh', defaultMessage: 'Price: low to high'},
    'price-high-to-low': {id: 'sortMenu.priceHighToLow', defaultMessage: 'Price: high to low'},
    newest: {id: 'sortMenu.newest', defaultMessage: 'Newest'},
    'top-rated': {id: 'sortMenu.topRated', defaultMessage: 'Top rated'}
})

export interface SortOption {
    id: string
    label?: string
}

/** The storefront's wording for the sorting options it knows; the platform's label for any other. */
export const sortLabel = (intl: IntlShape, option: SortOption): string => {
    const message = Object.prototype.hasOwnProperty.call(optionMessages, option.id)
        ? optionMessages[option.id as keyof typeof optionMessages]
        : undefined
    return message ? intl.formatMessage(message) : option.label || option.id
}

export interface SortMenuProps {
    options: SortOption[]
    /** The selected option's id (best-matches by default). */
    value: string
    onChange: (id: string) => void
}

/** The listing's sort order: a menu of radio items; choosing one changes the URL (and resets the offset). */
export const SortMenu = ({options, value, onChange}: SortMenuProps) => {
    const intl = useIntl()
    if (!options.length) return null
    const current = options.find((option) => option.id === value) ?? options[0]
    const label = sortLabel(intl, current)
    return (
        <Menu placement="bottom-end" isLazy gutter={4}>
            <MenuButton
                as={Button}
                variant="ghost"
                size="sm"
                h="40px"
                px={3}
                me={-3}
                fontWeight={500}
                fontSize="sm"
                rightIcon={<ChevronDownIcon boxSize="14px" aria-hidden="true" />}
                aria-label={intl.formatMessage(messages.current, {label})}
            >
                <Text as="span" color="text.muted" me={1} display={{base: 'none', sm: 'inline'}}>
                    {intl.formatMessage(messages.sortBy)}:
                </Text>
                {label}
            </MenuButton>
            <MenuList
                borderRadius="none"
                boxShadow="panel"
                borderColor="border.subtle"
                py={2}
                zIndex="dropdown"
            >
                <MenuOptionGroup
                    type="radio"
                    value={current.id}
                    onChange={(id) => {
                        if (typeof id === 'string' && id !== current.id) onChange(id)
                    }}
                >
                    {options.map((option) => (
                        <MenuItemOption key={option.id} value={option.id} fontSize="sm" minH="44px">
                            {sortLabel(intl, option)}
                        </MenuItemOption>
                    ))}
                </MenuOptionGroup>
            </MenuList>
        </Menu>
    )
}
