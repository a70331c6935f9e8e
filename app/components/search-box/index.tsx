import {useId, useRef, type FormEvent, type Ref} from 'react'
import {Box, IconButton, Input, InputGroup, InputRightElement, VisuallyHidden} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useHistory} from 'react-router-dom'
import {SearchIcon} from '../icons'
import {useStorefrontHref} from '../link/use-storefront-href'

const messages = defineMessages({
    landmark: {id: 'search.landmark', defaultMessage: 'Site search'},
    label: {id: 'search.label', defaultMessage: 'Search products'},
    placeholder: {id: 'search.placeholder', defaultMessage: 'Search'},
    submit: {id: 'search.submit', defaultMessage: 'Submit search'}
})

/** The search results URL for a term (spec 001 §2.2: /search?q=, with the site prefix). */
export const searchPath = (term: string) => `/search?q=${encodeURIComponent(term.trim())}`

interface SearchBoxProps {
    inputRef?: Ref<HTMLInputElement>
    /** Called after navigating to the results (the mobile header closes its search row). */
    onSubmitted?: () => void
}

/**
 * The header's search form. With JavaScript it navigates with the router; without, the form's GET action
 * reaches the same site-prefixed /search page. Suggestions are added by a later change.
 */
export const SearchBox = ({inputRef, onSubmitted}: SearchBoxProps) => {
    const intl = useIntl()
    const history = useHistory()
    const toHref = useStorefrontHref()
    const id = useId()
    const fallbackRef = useRef<HTMLInputElement>(null)
    const ref = inputRef ?? fallbackRef

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
            <InputGroup size="sm">
                <Input
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
            </InputGroup>
        </Box>
    )
}
