/**
 * Search suggestions for the header's search box.
 *
 * Mounting (in the search box, which owns the input and its text):
 *
 *     const [query, setQuery] = useState('')
 *     const suggestions = useSuggestionsCombobox({
 *         id: listboxId,                       // e.g. `${useId()}-suggestions`
 *         query,
 *         onSelect: ({href}) => history.push(href)  // href is site-prefixed already
 *     })
 *     <Box position="relative">                // the popup is absolutely placed under it
 *         <Input value={query} onChange={(e) => setQuery(e.target.value)} {...suggestions.inputProps} />
 *         <SearchSuggestions {...suggestions.listProps} />
 *     </Box>
 *
 * `inputProps` makes the input the combobox (role, aria-expanded, aria-controls, aria-activedescendant) and
 * handles Arrow Up/Down, Enter and Escape; Enter with no active option is left to the form, which submits the
 * typed phrase. Chain the handlers if the input needs its own onKeyDown/onFocus/onBlur.
 */
export * from './recent-searches'
export * from './search-path'
export * from './search-suggestions'
export * from './suggestion-model'
export * from './use-suggestions-combobox'
