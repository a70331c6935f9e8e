import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {useControllerQuery} from '../controllers/use-controller'
import {useCatalogQuery} from './catalog-query'
import {useCategoryTree} from './use-categories'

export type SuggestionResult = ShopperSearchTypes.SuggestionResult

/** Suggestions start from this many characters (a single letter matches too much to help). */
export const SUGGESTIONS_MIN_LENGTH = 2
/** Products, categories and phrases per section. */
export const SUGGESTIONS_LIMIT = 5
/** Suggestions for a phrase barely change; typing back and forth reuses them. */
const SUGGESTIONS_STALE_TIME = 60_000

/**
 * Search suggestions (SCAPI getSearchSuggestions) for what the shopper has typed: products, categories and
 * phrases. Browser-only in practice (the search box has nothing typed on the server); pass an already
 * debounced phrase.
 */
export const useSearchSuggestions = (phrase: string) => {
    const client = useCommerceApi('shopperSearch')
    const q = phrase.trim()
    return useCatalogQuery(
        'search-suggestions',
        {q, limit: SUGGESTIONS_LIMIT, expand: ['images', 'prices']},
        (options) =>
            client.getSearchSuggestions(options as Parameters<typeof client.getSearchSuggestions>[0]),
        {
            enabled: q.length >= SUGGESTIONS_MIN_LENGTH,
            staleTime: SUGGESTIONS_STALE_TIME,
            keepPreviousData: true
        }
    )
}

/**
 * The category tree for suggestion links, read only once the suggestions panel opens: the search box sits
 * on every page, and the server should not load the tree for pages that do not show it.
 */
export const useSuggestionCategoryTree = (enabled: boolean) => useCategoryTree({enabled})

interface PopularSuggestionsResponse {
    suggestions?: unknown
    popularSearchPhrases?: {phrase?: unknown}[]
}

/** Popular searches change with the season, not by the minute. */
const POPULAR_STALE_TIME = 600_000

/** The phrases of a popular-suggestions response, whichever of its two forms it uses. */
export const popularPhrases = (response: PopularSuggestionsResponse | undefined, max: number): string[] => {
    const fromList = Array.isArray(response?.suggestions) ? (response?.suggestions as unknown[]) : []
    const fromPhrases = (response?.popularSearchPhrases ?? []).map((entry) => entry?.phrase)
    const phrases = (fromList.length ? fromList : fromPhrases).filter(
        (phrase): phrase is string => typeof phrase === 'string' && phrase.trim().length > 0
    )
    return [...new Set(phrases.map((phrase) => phrase.trim()))].slice(0, max)
}

/** "GET PWA-GetPopularSuggestions with maxSuggestion" (spec 000 §7): site-wide, so server-rendered. */
export const usePopularSuggestions = (max: number, {enabled = true}: {enabled?: boolean} = {}) => {
    const query = useControllerQuery<PopularSuggestionsResponse>(
        'PWA-GetPopularSuggestions',
        {maxSuggestion: max},
        {staleTime: POPULAR_STALE_TIME, enabled}
    )
    return {...query, phrases: popularPhrases(query.data, max)}
}
