import {useCallback, useEffect, useMemo, useState} from 'react'
import {
    listingSearchParams,
    PAGE_SIZE,
    useAppExclusiveRule,
    useListingQuery,
    useListingSearch,
    useSeedProductSearch,
    type ListingScope
} from '../../commerce/catalog/listing-query'
import type {ProductSearchHit} from '../../commerce/catalog/use-product-search'
import {changeSort, clearRefinements, toggleRefinement} from '../../rules/listing'
import {withoutHiddenProducts} from '../../rules/product'
import {adjacentPage, grownWindow, mergeResults, type Direction} from './listing-window'

export interface ListingSource {
    cgid?: string
    q?: string
    enabled?: boolean
}

/** Where focus goes after a page loaded: the first product it added. */
export interface LoadedPage {
    direction: Direction
    firstIndex: number
}

/**
 * A listing's results and the actions on them (filters, sort, load more), all driven by the URL: every change
 * navigates, and the page reads its state back from the URL. Loaded pages are merged into the shown window
 * and cached under the grown window's key, so neither this visit nor a later one asks for them twice.
 */
export const useListingResults = ({cgid, q, enabled = true}: ListingSource) => {
    const {query, navigate} = useListingQuery({allowCategory: !cgid})
    const rule = useAppExclusiveRule()
    const scope: ListingScope = useMemo(
        () => ({cgid, q, appExclusive: rule.appExclusive, webView: rule.webView}),
        [cgid, q, rule.appExclusive, rule.webView]
    )
    const params = useMemo(() => listingSearchParams(query, scope), [query, scope])
    const {offset = 0, limit = PAGE_SIZE} = params
    const shown = useMemo(() => ({offset, limit}), [offset, limit])
    const search = useListingSearch(params, {enabled: enabled && rule.ready})
    const result = search.data ?? undefined

    const [pending, setPending] = useState<Direction | null>(null)
    const [loadError, setLoadError] = useState(false)
    const [loaded, setLoaded] = useState<LoadedPage | null>(null)
    const page = pending ? adjacentPage(shown, pending) : undefined
    const extra = useListingSearch(page ? {...params, ...page} : params, {enabled: Boolean(page && result)})
    const seed = useSeedProductSearch()

    useEffect(() => {
        if (!pending || !result) return
        if (extra.isError) {
            setPending(null)
            setLoadError(true)
            return
        }
        if (!extra.data || extra.isFetching || extra.isPreviousData) return
        const grown = grownWindow(shown, pending)
        if (!grown) return
        const next = {...query, ...grown}
        seed(listingSearchParams(next, scope), mergeResults(result, extra.data, grown))
        setLoaded({direction: pending, firstIndex: pending === 'next' ? result.hits?.length ?? 0 : 0})
        setPending(null)
        navigate(next, {replace: true})
        // Runs when the extra page settles; the window and query are read as they were when it was asked for.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [pending, extra.data, extra.isFetching, extra.isPreviousData, extra.isError])

    const load = useCallback(
        (direction: Direction) => {
            setLoadError(false)
            if (grownWindow(shown, direction)) setPending(direction)
            // Past what one request may return, the listing moves on to that page instead of growing.
            else navigate({...query, ...adjacentPage(shown, direction), limit: PAGE_SIZE})
        },
        [navigate, query, shown]
    )

    const hits: ProductSearchHit[] = useMemo(
        () =>
            withoutHiddenProducts((result?.hits ?? []) as (ProductSearchHit & {c_isHideProduct?: boolean})[]),
        [result]
    )
    const shownEnd = (result?.offset ?? 0) + (result?.hits?.length ?? 0)
    const isLoading = !result && (search.isLoading || !rule.ready)
    const isRefreshing = search.isPreviousData && search.isFetching
    const isError = search.isError && !result
    // One object while nothing in it changes: the listing's parts are memoised on it, so a render of the page
    // for something else (the session arriving, consent being read) does not render them again.
    return useMemo(
        () => ({
            query,
            params,
            result,
            hits,
            total: result?.total ?? 0,
            offset: result?.offset ?? 0,
            hasMore: Boolean(result) && shownEnd < (result?.total ?? 0),
            hasPrevious: (result?.offset ?? 0) > 0,
            isLoading,
            isRefreshing,
            isError,
            pending,
            loadError,
            loaded,
            loadMore: () => load('next'),
            loadPrevious: () => load('previous'),
            toggle: (attributeId: string, value: string) =>
                navigate(toggleRefinement(query, attributeId, value)),
            clearAll: () => navigate(clearRefinements(query)),
            sortBy: (sort: string) => navigate(changeSort(query, sort))
        }),
        [
            query,
            params,
            result,
            hits,
            shownEnd,
            isLoading,
            isRefreshing,
            isError,
            pending,
            loadError,
            loaded,
            load,
            navigate
        ]
    )
}

export type ListingResults = ReturnType<typeof useListingResults>
