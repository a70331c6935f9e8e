import {clearRefinements, isSingleChoice} from './refinement-toggle'
import {DEFAULT_LIMIT, DEFAULT_SORT, parseRefine, type ListingQuery, type Refinements} from './listing-query'

/**
 * Listing filter banners (spec 001 §2.6, §3.3, §4.5): rows of buttons, each option carrying a refine
 * expression in the listing syntax (`c_productType=tanks|t-shirts,c_size=M`). The banner reads its
 * selection from the listing query (the URL) and answers every click with the next listing query, so the
 * banner, the refinement panel and the results can never disagree.
 */

export interface FilterBannerOption {
    /** Refine expression; empty means "all" (clears every selection). */
    filter: string
}

/** "Multi-type filter banner: at most one option selected, clicking the selected one deselects it." */
export type FilterRowMode = 'multiple' | 'single'

/** The refinements an option stands for; a malformed expression stands for nothing. */
export const optionRefinements = (option: FilterBannerOption): Refinements => parseRefine(option.filter)

const isClearAll = (option: FilterBannerOption) => Object.keys(optionRefinements(option)).length === 0

const hasAll = (refine: Refinements, wanted: Refinements) =>
    Object.entries(wanted).every(([attribute, values]) =>
        values.every((value) => (refine[attribute] ?? []).includes(value))
    )

/**
 * Whether an option shows as selected for the listing's refinements: every value it names is refined on.
 * The "all" option (no filter value) is selected when none of its row's options is.
 */
export const isOptionSelected = (
    refine: Refinements,
    option: FilterBannerOption,
    row: readonly FilterBannerOption[] = [option]
): boolean =>
    isClearAll(option)
        ? !row.some((other) => !isClearAll(other) && isOptionSelected(refine, other))
        : hasAll(refine, optionRefinements(option))

const without = (refine: Refinements, removed: Refinements): Refinements => {
    const next: Record<string, readonly string[]> = {}
    for (const [attribute, values] of Object.entries(refine)) {
        const gone = removed[attribute] ?? []
        const kept = values.filter((value) => !gone.includes(value))
        if (kept.length) next[attribute] = kept
    }
    return next
}

const withAdded = (refine: Refinements, added: Refinements): Refinements => {
    const next: Record<string, readonly string[]> = {...refine}
    for (const [attribute, values] of Object.entries(added)) {
        // Price, c_isSale and c_isNew are single choice wherever they are chosen (spec 000 §4).
        const current = isSingleChoice(attribute) ? [] : next[attribute] ?? []
        next[attribute] = [...current, ...values.filter((value) => !current.includes(value))]
    }
    return next
}

export type FilterAction = 'selection' | 'deselection'

export interface FilterClick {
    query: ListingQuery
    action: FilterAction
}

const withBannerDefaults = (query: ListingQuery, refine: Refinements): ListingQuery =>
    Object.keys(refine).length
        ? {
              ...query,
              refine,
              offset: 0,
              // Banners push "?limit=24&refine=…&sort=best-matches" (spec 001 §2.6).
              limit: query.limit ?? DEFAULT_LIMIT,
              sort: query.sort ?? DEFAULT_SORT
          }
        : clearRefinements(query)

/**
 * The listing query after clicking an option (spec 001 §4.5): "Filter buttons toggle selected and
 * unselected; selecting changes the URL query; a selection with no filter value clears all." In a
 * single-choice row ("at most one option selected, clicking the selected one deselects it") choosing an
 * option first drops the row's other options. The listing starts again from the first page.
 */
export const clickFilterOption = (
    query: ListingQuery,
    option: FilterBannerOption,
    row: readonly FilterBannerOption[],
    mode: FilterRowMode
): FilterClick => {
    if (isClearAll(option)) return {query: clearRefinements(query), action: 'selection'}
    const own = optionRefinements(option)
    if (isOptionSelected(query.refine, option)) {
        return {query: withBannerDefaults(query, without(query.refine, own)), action: 'deselection'}
    }
    const base =
        mode === 'single'
            ? row
                  .filter((other) => other !== option)
                  .reduce((refine, other) => without(refine, optionRefinements(other)), query.refine)
            : query.refine
    return {query: withBannerDefaults(query, withAdded(base, own)), action: 'selection'}
}

/** "category path in analytics 5 levels" (spec 001 §9). */
export const ANALYTICS_CATEGORY_LEVELS = 5

/**
 * The category navigation a filter click reports: the listing path without its site prefix, at most five
 * levels ('shop/bottoms/leggings').
 */
export const filterCategoryNavigation = (path: string): string =>
    path.split(/[?#]/)[0].split('/').filter(Boolean).slice(0, ANALYTICS_CATEGORY_LEVELS).join('/')

export interface FilterAnalyticsEvent {
    event: 'filterClick'
    filter: {action: FilterAction; label: string; categoryNavigation: string}
    [key: string]: unknown
}

/** "Filter clicks emit an analytics event (filter selection or deselection, label, category navigation)." */
export const filterAnalyticsEvent = (
    action: FilterAction,
    label: string,
    listingPath: string
): FilterAnalyticsEvent => ({
    event: 'filterClick',
    filter: {action, label: label.trim(), categoryNavigation: filterCategoryNavigation(listingPath)}
})
