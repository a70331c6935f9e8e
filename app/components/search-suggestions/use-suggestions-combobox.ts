import {useCallback, useEffect, useMemo, useState, type KeyboardEvent} from 'react'
import {
    SUGGESTIONS_LIMIT,
    SUGGESTIONS_MIN_LENGTH,
    usePopularSuggestions,
    useSearchSuggestions,
    useSuggestionCategoryTree
} from '../../commerce/catalog/use-search-suggestions'
import {categoryListingPath, categoryTrail} from '../breadcrumbs/category-trail'
import {BREAKPOINT_PX} from '../../theme/foundations/layout'
import {useStorefrontHref} from '../link/use-storefront-href'
import {RECENT_SEARCH_LIMITS, useRecentSearches} from './recent-searches'
import {
    flatOptions,
    suggestionSections,
    type SuggestionKind,
    type SuggestionSection
} from './suggestion-model'
import {useDebouncedValue} from './use-debounced-value'

/** Typing settles for this long before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 250

export interface SuggestionSelection {
    kind: SuggestionKind
    label: string
    /** Ready to navigate to: site prefix and session parameters included. */
    href: string
}

export interface SuggestionsComboboxOptions {
    /** The listbox element's id (the input's aria-controls). */
    id: string
    /** The search box's current text. */
    query: string
    onSelect: (selection: SuggestionSelection) => void
    /** Whether the input already has focus when the combobox starts (it loads when the shopper comes to it). */
    initiallyFocused?: boolean
}

/**
 * The combobox behaviour of a search box with suggestions (WAI-ARIA combobox with a listbox popup): focus
 * stays in the input; Arrow Down/Up move the active option (aria-activedescendant), Enter chooses it (or
 * submits the typed phrase when none is active), Escape closes the list.
 */
export const useSuggestionsCombobox = ({
    id,
    query,
    onSelect,
    initiallyFocused = false
}: SuggestionsComboboxOptions) => {
    const toHref = useStorefrontHref()
    const [focused, setFocused] = useState(initiallyFocused)
    // Escape or a choice closes the list until the shopper types again.
    const [dismissed, setDismissed] = useState(false)
    const isOpen = focused && !dismissed
    const [activeIndex, setActiveIndex] = useState(-1)
    const settled = useDebouncedValue(query.trim(), SUGGESTIONS_DEBOUNCE_MS)
    const typed = settled.length >= SUGGESTIONS_MIN_LENGTH
    const suggestions = useSearchSuggestions(isOpen ? settled : '')
    const popular = usePopularSuggestions(SUGGESTIONS_LIMIT, {enabled: isOpen})
    // Phones show fewer recent searches. The width is read when the list opens: the header renders on the
    // server, where there is no window to ask, and asking the browser's media queries while the page hydrates
    // cost it a restyle and a second render of the search box for a list nobody has opened yet.
    const wide = useMemo(
        () => !isOpen || window.matchMedia(`(min-width: ${BREAKPOINT_PX.md}px)`).matches,
        [isOpen]
    )
    const recentLimit = wide ? RECENT_SEARCH_LIMITS.suggestions : RECENT_SEARCH_LIMITS.suggestionsMobile
    const recent = useRecentSearches(recentLimit)
    const tree = useSuggestionCategoryTree(isOpen)

    const sections: SuggestionSection[] = useMemo(
        () =>
            suggestionSections({
                listboxId: id,
                query: settled,
                minLength: SUGGESTIONS_MIN_LENGTH,
                result: typed ? suggestions.data : undefined,
                recent: recent.terms,
                popular: popular.phrases,
                categoryPath: (categoryId) => {
                    const trail = categoryTrail(tree.data, categoryId)
                    return trail.length ? categoryListingPath(trail) : undefined
                },
                limit: SUGGESTIONS_LIMIT
            }),
        [id, settled, typed, suggestions.data, recent.terms, popular.phrases, tree.data]
    )
    const options = useMemo(() => flatOptions(sections), [sections])

    // A new phrase brings new options: nothing is active until the shopper moves again.
    useEffect(() => setActiveIndex(-1), [settled])
    useEffect(() => setDismissed(false), [query])

    const select = useCallback(
        (index: number) => {
            const option = options[index]
            if (!option) return
            setDismissed(true)
            setActiveIndex(-1)
            onSelect({kind: option.kind, label: option.label, href: toHref(option.path)})
        },
        [options, onSelect, toHref]
    )

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        const count = options.length
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setDismissed(false)
            if (!count) return
            const step = event.key === 'ArrowDown' ? 1 : -1
            setActiveIndex((current) =>
                current < 0 && step < 0 ? count - 1 : (current + step + count) % count
            )
        } else if (event.key === 'Enter' && isOpen && activeIndex >= 0 && activeIndex < count) {
            event.preventDefault()
            select(activeIndex)
        } else if (event.key === 'Escape' && isOpen) {
            event.preventDefault()
            setDismissed(true)
            setActiveIndex(-1)
        }
    }

    const visible = isOpen && sections.length > 0
    const activeId = visible && activeIndex >= 0 ? options[activeIndex]?.id : undefined
    return {
        isOpen: visible,
        inputProps: {
            role: 'combobox' as const,
            'aria-autocomplete': 'list' as const,
            'aria-expanded': visible,
            'aria-controls': id,
            'aria-activedescendant': activeId,
            onKeyDown,
            onFocus: () => setFocused(true),
            onBlur: () => {
                setFocused(false)
                setActiveIndex(-1)
            }
        },
        listProps: {
            id,
            isOpen: visible,
            sections,
            activeId,
            isLoading: typed && suggestions.isFetching,
            onSelectOption: (optionId: string) =>
                select(options.findIndex((option) => option.id === optionId)),
            onActivateOption: (optionId: string) =>
                setActiveIndex(options.findIndex((option) => option.id === optionId))
        }
    }
}

export type SuggestionsListProps = ReturnType<typeof useSuggestionsCombobox>['listProps']
