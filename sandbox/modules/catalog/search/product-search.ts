import {translate} from '../../../seed/catalog/locales'
import {SORTING_OPTION_LABELS} from '../../../seed/catalog/vocabulary'
import type {StockRecord} from '../inventory'
import {type PriceScope, rangeOfRows, visibleBooks} from '../prices'
import {computeRefinements} from './facets'
import {type HitOptions, searchHit} from './hits'
import {evaluate} from './evaluate'
import {parseRefinements, priceBuckets} from './refinements'
import {type IndexedMaster, type SearchIndex, textIndexesFor} from './search-index'
import {spellingSuggestions} from './spelling'
import {phraseKey} from './text'
import {searchText} from './text-index'

export const SORTING_OPTIONS = [
    'best-matches',
    'price-low-to-high',
    'price-high-to-low',
    'newest',
    'top-rated'
] as const
export const DEFAULT_SORT = 'best-matches'

export interface SearchParams {
    q?: string
    refine: string[]
    sort?: string
    offset: number
    limit: number
}

/** Lowest price each product sells at for a scope, computed once per catalogue and shopper pricing. */
const priceMemo = new WeakMap<SearchIndex, Map<string, Map<number, number | undefined>>>()

const priceLookup = (index: SearchIndex, scope: PriceScope) => {
    let byScope = priceMemo.get(index)
    if (!byScope) priceMemo.set(index, (byScope = new Map()))
    const key = `${scope.currency}|${visibleBooks(index.catalog, scope).join(',')}`
    let prices = byScope.get(key)
    if (!prices) byScope.set(key, (prices = new Map()))
    const memo = prices
    return (entry: IndexedMaster) => {
        if (!memo.has(entry.doc))
            memo.set(entry.doc, rangeOfRows(index.catalog, entry.master, undefined, scope).min)
        return memo.get(entry.doc)
    }
}

type Comparator = (a: IndexedMaster, b: IndexedMaster) => number

const comparator = (
    sort: string,
    scores: Map<number, number> | undefined,
    priceOf: (e: IndexedMaster) => number | undefined
): Comparator => {
    const byRank: Comparator = (a, b) => a.master.rank - b.master.rank
    const price = (entry: IndexedMaster) => priceOf(entry) ?? Number.MAX_VALUE
    switch (sort) {
        case 'price-low-to-high':
            return (a, b) => price(a) - price(b) || byRank(a, b)
        case 'price-high-to-low':
            return (a, b) => price(b) - price(a) || byRank(a, b)
        case 'newest':
            return (a, b) =>
                b.master.attributes.c_launchDate.localeCompare(a.master.attributes.c_launchDate) ||
                byRank(a, b)
        case 'top-rated':
            return (a, b) =>
                b.master.attributes.c_averageRating - a.master.attributes.c_averageRating ||
                b.master.attributes.c_reviewCount - a.master.attributes.c_reviewCount ||
                byRank(a, b)
        default:
            return scores
                ? (a, b) => (scores.get(b.doc) ?? 0) - (scores.get(a.doc) ?? 0) || byRank(a, b)
                : byRank
    }
}

/** Runs a product search over the in-memory index: text match, refinements, facets, sort and paging. */
export const productSearch = (
    index: SearchIndex,
    params: SearchParams,
    options: Omit<HitOptions, 'stock'> & {stock: Map<string, StockRecord>}
) => {
    const {locale, currency, customerGroups} = options.request
    const query = params.q?.trim() ?? ''
    const scores = searchText(textIndexesFor(index, locale), query)
    const candidates = scores ? index.entries.filter((entry) => scores.has(entry.doc)) : index.entries
    const {selections, selected} = parseRefinements(params.refine)
    const priceOf = priceLookup(index, {currency, customerGroups})
    const sort = (SORTING_OPTIONS as readonly string[]).includes(params.sort ?? '')
        ? (params.sort as string)
        : DEFAULT_SORT
    const evaluation = evaluate(candidates, selections, options.stock, priceOf, priceBuckets(currency))
    const matches = evaluation.hits.sort(comparator(sort, scores, priceOf))
    const page = matches.slice(params.offset, params.offset + params.limit)
    const redirect = query ? index.catalog.redirects.get(phraseKey(query)) : undefined
    return {
        limit: params.limit,
        offset: params.offset,
        total: matches.length,
        query,
        // The platform omits hits when there are none; clients show their no-results page on that.
        ...(page.length
            ? {hits: page.map((entry) => searchHit(entry, evaluation.matching.get(entry.doc) ?? [], options))}
            : {}),
        refinements: computeRefinements({evaluation, selections, catalog: index.catalog, locale, currency}),
        searchPhraseSuggestions: spellingSuggestions(textIndexesFor(index, locale), query, matches.length),
        selectedRefinements: selected,
        selectedSortingOption: sort,
        sortingOptions: SORTING_OPTIONS.map((id) => ({
            id,
            label: translate(SORTING_OPTION_LABELS[id], locale)
        })),
        // Configured search terms lead to a page (storefront path without site prefix) instead of results.
        ...(redirect ? {c_redirect: redirect} : {})
    }
}
