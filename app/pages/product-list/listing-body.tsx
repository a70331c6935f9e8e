import {memo, useEffect, useMemo, useRef, type ReactNode} from 'react'
import {Box, Flex, Text, VisuallyHidden} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {ProductList} from '../../analytics/ecommerce'
import {tileClickTracker, useTrackListingView} from '../../analytics/hooks/use-track-listing'
import type {ProductSearchHit} from '../../commerce/catalog/use-product-search'
import {GridSkeleton, LoadMore, LoadPrevious, ProductGrid, type GridSpot} from '../../components/product-grid'
import {
    DesktopRefinements,
    FilterButton,
    refinementGroups,
    SelectedChips,
    selectedChips,
    type RefinementPanelProps
} from '../../components/refinements'
import {SortMenu} from '../../components/sort-menu'
import type {ContentJson} from '../../content/content-types'
import {useHydrated} from '../../hooks/use-hydrated'
import {useSameContent} from '../../hooks/use-same-content'
import {DEFAULT_SORT} from '../../rules/listing'
import {EmptyListing} from './empty-listing'
import {listingMessages} from './messages'
import type {ListingResults} from './use-listing-results'

export interface ListingBodyProps {
    results: ListingResults
    /** Names the product list for assistive technology. */
    gridLabel: string
    spots?: readonly GridSpot<ContentJson>[]
    categoryIdsFor: (hit: ProductSearchHit) => readonly string[]
    /** Search pages let shoppers narrow by category; category pages navigate instead. */
    showCategoryRefinement?: boolean
    quickViewSlot?: (hit: ProductSearchHit) => ReactNode
    /** The list analytics reports views and tile clicks for (spec 001 §7: view/click category and search). */
    analyticsList?: ProductList
}

/** After 'Load more', keyboard focus moves to the first product the page added. */
const useFocusLoaded = (results: ListingResults, grid: React.RefObject<HTMLDivElement>) => {
    useEffect(() => {
        if (!results.loaded) return
        const link = grid.current?.querySelector<HTMLElement>(
            `[data-tile-index="${results.loaded.firstIndex}"] a`
        )
        // The new products appear where the button was, so the page need not move to show them.
        link?.focus({preventScroll: true})
    }, [results.loaded, grid])
}

/**
 * A new filter or sort shows a new list from its start: when the shopper changed it from far down the page
 * (the filter drawer), the results' top is brought back into view. Load more leaves the position alone.
 */
const useScrollToResults = (results: ListingResults, grid: React.RefObject<HTMLDivElement>) => {
    const selection = JSON.stringify([results.query.refine, results.query.sort ?? ''])
    const previous = useRef(selection)
    useEffect(() => {
        if (previous.current === selection) return
        previous.current = selection
        const top = grid.current?.getBoundingClientRect().top ?? 0
        if (top < 0) grid.current?.scrollIntoView({block: 'start'})
    }, [selection, grid])
}

/**
 * Announced when filters or sort change the results, not on the first load. Its own component: the listing
 * around it does not render again when the page becomes hydrated.
 */
const CountAnnouncement = ({count}: {count: string}) => {
    const hydrated = useHydrated()
    return (
        <VisuallyHidden role="status" aria-live="polite">
            {hydrated ? count : ''}
        </VisuallyHidden>
    )
}

/**
 * The part every listing shares: toolbar (count, filters, sort), chosen filters, the grid with its content
 * spots, load more, and the empty state. A polite live region announces the count when filters change it.
 */
export const ListingBody = memo(function ListingBody({
    results,
    gridLabel,
    spots,
    categoryIdsFor,
    showCategoryRefinement,
    quickViewSlot,
    analyticsList
}: ListingBodyProps) {
    const intl = useIntl()
    const grid = useRef<HTMLDivElement>(null)
    useFocusLoaded(results, grid)
    useScrollToResults(results, grid)
    const {result, query} = results
    useTrackListingView(
        analyticsList,
        results.hits,
        results.offset,
        JSON.stringify([query.refine, query.sort])
    )
    // Callers build the list inline; the same list keeps one tracker, so the memoised grid is not rendered again.
    const list = useSameContent(analyticsList)
    const onTileClick = useMemo(() => tileClickTracker(list), [list])
    const count = intl.formatMessage(listingMessages.count, {count: results.total})
    const panel: RefinementPanelProps = {
        groups: refinementGroups(result?.refinements, query.refine, {showCategory: showCategoryRefinement}),
        chips: selectedChips(query.refine, result?.refinements),
        total: results.total,
        isUpdating: results.isRefreshing,
        onToggle: results.toggle,
        onClearAll: results.clearAll
    }
    const sortOptions = (result?.sortingOptions ?? []).map(({id, label}) => ({id, label}))
    const filtered = panel.chips.length > 0

    return (
        <Box>
            <Flex
                as="section"
                aria-label={intl.formatMessage(listingMessages.toolbar)}
                align="center"
                gap={3}
                py={3}
                borderTop="1px solid"
                borderBottom="1px solid"
                borderColor="border.subtle"
            >
                <Box display={{base: 'block', lg: 'none'}}>
                    <FilterButton {...panel} />
                </Box>
                <Box display={{base: 'none', lg: 'block'}} flex="1" minW={0}>
                    <DesktopRefinements groups={panel.groups} onToggle={panel.onToggle} />
                </Box>
                <Text fontSize="sm" color="text.muted" ms={{base: 'auto', lg: 0}} whiteSpace="nowrap">
                    {result ? count : null}
                </Text>
                <SortMenu
                    options={sortOptions}
                    value={query.sort ?? DEFAULT_SORT}
                    onChange={results.sortBy}
                />
            </Flex>
            <CountAnnouncement count={result ? count : ''} />
            {filtered && (
                <Box display={{base: 'none', lg: 'block'}} pt={4}>
                    <SelectedChips
                        chips={panel.chips}
                        onRemove={results.toggle}
                        onClearAll={results.clearAll}
                    />
                </Box>
            )}
            <Box
                ref={grid}
                pt={{base: 5, md: 8}}
                sx={{scrollMarginTop: {base: '72px', lg: '128px'}}}
                opacity={results.isRefreshing ? 0.5 : 1}
                transition="opacity 0.2s"
                aria-busy={results.isRefreshing || results.isLoading}
            >
                {results.hasPrevious && (
                    <LoadPrevious
                        isLoading={results.pending === 'previous'}
                        onLoadPrevious={results.loadPrevious}
                    />
                )}
                {results.isLoading ? (
                    <GridSkeleton />
                ) : results.hits.length ? (
                    <ProductGrid
                        hits={results.hits}
                        offset={results.offset}
                        spots={spots}
                        categoryIdsFor={categoryIdsFor}
                        quickViewSlot={quickViewSlot}
                        label={gridLabel}
                        onTileClick={onTileClick}
                    />
                ) : (
                    <EmptyListing
                        filtered={filtered}
                        failed={results.isError}
                        onClearAll={results.clearAll}
                    />
                )}
                <LoadMore
                    shown={results.offset + (result?.hits?.length ?? 0)}
                    total={results.total}
                    hasMore={results.hasMore}
                    isLoading={results.pending === 'next'}
                    failed={results.loadError}
                    onLoadMore={results.loadMore}
                />
            </Box>
        </Box>
    )
})
