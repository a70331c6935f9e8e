import {
    useCallback,
    useId,
    useImperativeHandle,
    useRef,
    useState,
    type FormEvent,
    type KeyboardEvent,
    type Ref
} from 'react'
import loadable from '@loadable/component'
import {Box, IconButton, Input, InputGroup, InputRightElement, VisuallyHidden} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useHistory} from 'react-router-dom'
import {SearchIcon} from '../icons'
import {useStorefrontHref} from '../link/use-storefront-href'
import {listMessages} from '../search-suggestions/list-messages'
import type {ComboboxInputProps, ComboboxState} from '../search-suggestions/live-suggestions'
import {searchPath} from '../search-suggestions/search-path'
import type {SuggestionSelection} from '../search-suggestions/use-suggestions-combobox'

const messages = defineMessages({
    landmark: {id: 'search.landmark', defaultMessage: 'Site search'},
    label: {id: 'search.label', defaultMessage: 'Search products'},
    placeholder: {id: 'search.placeholder', defaultMessage: 'Search'},
    submit: {id: 'search.submit', defaultMessage: 'Submit search'}
})

export {searchPath}

/**
 * The list before its chunk arrives: closed and empty, so the input's aria-controls names an element from the
 * first paint on, as it does once the suggestions are live.
 */
const ClosedList = ({id}: {id: string}) => {
    const intl = useIntl()
    return (
        <Box display="none">
            <Box id={id} role="listbox" aria-label={intl.formatMessage(listMessages.label)} />
        </Box>
    )
}

const LiveSuggestions = loadable(() => import('../search-suggestions/live-suggestions'), {ssr: false})

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
    const listId = `${id}-suggestions`
    const input = useRef<HTMLInputElement>(null)
    // The caller's ref (the header focuses the box) and the search box's own both name the input.
    useImperativeHandle(inputRef, () => input.current as HTMLInputElement)
    const [query, setQuery] = useState('')
    // Suggestions load when the shopper first comes to the box (see live-suggestions.tsx) and stay.
    const [wanted, setWanted] = useState(false)
    const handlers = useRef<ComboboxInputProps | null>(null)
    const [combobox, setCombobox] = useState<ComboboxState>({expanded: false})
    const onStateChange = useCallback(
        (next: ComboboxState) =>
            setCombobox((current) =>
                current.expanded === next.expanded && current.activeId === next.activeId ? current : next
            ),
        []
    )
    const onSelect = useCallback(
        ({href}: SuggestionSelection) => {
            history.push(href)
            onSubmitted?.()
        },
        [history, onSubmitted]
    )

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
                    role="combobox"
                    aria-autocomplete="list"
                    aria-controls={listId}
                    aria-expanded={combobox.expanded}
                    aria-activedescendant={combobox.activeId}
                    onFocus={() => {
                        setWanted(true)
                        handlers.current?.onFocus()
                    }}
                    onBlur={() => handlers.current?.onBlur()}
                    onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handlers.current?.onKeyDown(event)}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    ref={input}
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
                {wanted ? (
                    <LiveSuggestions
                        id={listId}
                        query={query}
                        onSelect={onSelect}
                        input={input}
                        handlers={handlers}
                        onStateChange={onStateChange}
                        fallback={<ClosedList id={listId} />}
                    />
                ) : (
                    <ClosedList id={listId} />
                )}
            </InputGroup>
        </Box>
    )
}
