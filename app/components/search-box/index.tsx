import {useId, useRef, useState, type FormEvent, type Ref} from 'react'
import {Box, IconButton, Input, InputGroup, InputRightElement, VisuallyHidden} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useHistory} from 'react-router-dom'
import {SearchIcon} from '../icons'
import {useStorefrontHref} from '../link/use-storefront-href'
import {searchPath} from '../search-suggestions/search-path'
import {SearchSuggestions} from '../search-suggestions/search-suggestions'
import {useSuggestionsCombobox} from '../search-suggestions/use-suggestions-combobox'

const messages = defineMessages({
    landmark: {id: 'search.landmark', defaultMessage: 'Site search'},
    label: {id: 'search.label', defaultMessage: 'Search products'},
    placeholder: {id: 'search.placeholder', defaultMessage: 'Search'},
    submit: {id: 'search.submit', defaultMessage: 'Submit search'}
})

export {searchPath}

interface SearchBoxProps {
    inputRef?: Ref<HTMLInputElement>
    /** Called after navigating to the results (the mobile header closes its search row). */
    onSubmitted?: () => void
}

/**
 * The header's search form. With JavaScript it navigates with the router; without, the form's GET action
 * reaches the same site-prefixed /search page. While the shopper types, a suggestions listbox (products,
 * categories, phrases; popular and recent searches when empty) makes the input a combobox.
 */
export const SearchBox = ({inputRef, onSubmitted}: SearchBoxProps) => {
    const intl = useIntl()
    const history = useHistory()
    const toHref = useStorefrontHref()
    const id = useId()
    const fallbackRef = useRef<HTMLInputElement>(null)
    const ref = inputRef ?? fallbackRef
    const [query, setQuery] = useState('')
    const suggestions = useSuggestionsCombobox({
        id: `${id}-suggestions`,
        query,
        onSelect: ({href}) => {
            history.push(href)
            onSubmitted?.()
        }
    })

    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null
        const term = input?.value.trim() ?? ''
        if (!term) {
            input?.focus()
            return
        }
        history.push(toHref(searchPath(term)))
        input?.blur()
        onSubmitted?.()
    }

    return (
        <Box
            as="form"
            role="search"
            aria-label={intl.formatMessage(messages.landmark)}
            action={toHref('/search')}
            method="get"
            onSubmit={onSubmit}
            w="full"
        >
            <VisuallyHidden as="label" htmlFor={id}>
                {intl.formatMessage(messages.label)}
            </VisuallyHidden>
            <InputGroup size="sm" position="relative">
                <Input
                    {...suggestions.inputProps}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    ref={ref}
                    id={id}
                    name="q"
                    type="search"
                    variant="filled"
                    autoComplete="off"
                    enterKeyHint="search"
                    placeholder={intl.formatMessage(messages.placeholder)}
                    fontSize="sm"
                    h="40px"
                    pe="44px"
                />
                <InputRightElement h="40px" w="44px">
                    <IconButton
                        type="submit"
                        variant="ghost"
                        size="sm"
                        h="40px"
                        minW="40px"
                        _hover={{bg: 'transparent'}}
                        aria-label={intl.formatMessage(messages.submit)}
                        icon={<SearchIcon boxSize="20px" />}
                    />
                </InputRightElement>
                <SearchSuggestions {...suggestions.listProps} />
            </InputGroup>
        </Box>
    )
}
