import {useLayoutEffect, type MutableRefObject, type RefObject} from 'react'
import {SearchSuggestions} from './search-suggestions'
import {useSuggestionsCombobox, type SuggestionSelection} from './use-suggestions-combobox'

export type ComboboxInputProps = ReturnType<typeof useSuggestionsCombobox>['inputProps']

export interface ComboboxState {
    expanded: boolean
    activeId?: string
}

export interface LiveSuggestionsProps {
    id: string
    query: string
    onSelect: (selection: SuggestionSelection) => void
    input: RefObject<HTMLInputElement>
    /** Where the search box finds the combobox's focus and keyboard handlers for its input. */
    handlers: MutableRefObject<ComboboxInputProps | null>
    /** Told when the list opens or closes and when the active option changes (the input's ARIA state). */
    onStateChange: (state: ComboboxState) => void
}

/**
 * The search box's suggestions, in a chunk of their own: the combobox's behaviour, its data and its list are
 * loaded when the shopper first comes to the box, not with every page. The input stays the search box's own,
 * so nothing typed while this loads is lost; the input's handlers are lent to it through `handlers`.
 */
const LiveSuggestions = ({id, query, onSelect, input, handlers, onStateChange}: LiveSuggestionsProps) => {
    const suggestions = useSuggestionsCombobox({
        id,
        query,
        onSelect,
        // The focus that asked for this chunk happened before it arrived (never rendered on the server).
        initiallyFocused: document.activeElement === input.current
    })
    const {inputProps} = suggestions
    useLayoutEffect(() => {
        handlers.current = inputProps
        return () => {
            handlers.current = null
        }
    })
    const expanded = inputProps['aria-expanded']
    const activeId = inputProps['aria-activedescendant']
    useLayoutEffect(() => onStateChange({expanded, activeId}), [expanded, activeId, onStateChange])
    return <SearchSuggestions {...suggestions.listProps} />
}

export default LiveSuggestions
