import {DEFAULT_LIMIT, DEFAULT_SORT, type ListingQuery, type Refinements} from './listing-query'

/** "Single choice applies to price, c_isSale and c_isNew; others allow multiple" (spec 000 §4). */
export const SINGLE_CHOICE_ATTRIBUTES = ['price', 'c_isSale', 'c_isNew']

export const isSingleChoice = (attributeId: string): boolean => SINGLE_CHOICE_ATTRIBUTES.includes(attributeId)

export const isRefinementSelected = (refine: Refinements, attributeId: string, value: string): boolean =>
    (refine[attributeId] ?? []).includes(value)

/** The refinements after clicking one value: multi-select adds or removes it; single-select replaces, or
 * removes when already selected. */
export const toggleRefinementValue = (
    refine: Refinements,
    attributeId: string,
    value: string
): Refinements => {
    const current = refine[attributeId] ?? []
    const selected = isRefinementSelected(refine, attributeId, value)
    const nextValues = selected
        ? current.filter((candidate) => candidate !== value)
        : isSingleChoice(attributeId)
        ? [value]
        : [...current, value]
    const next: Record<string, readonly string[]> = {...refine}
    if (nextValues.length) next[attributeId] = nextValues
    else delete next[attributeId]
    return next
}

const withRefinements = (query: ListingQuery, refine: Refinements): ListingQuery => {
    // "Offset is reset." With no refinement left, "refine, limit and sort are dropped".
    if (!Object.keys(refine).length) return {refine: {}, offset: 0, rest: query.rest}
    return {
        ...query,
        refine,
        offset: 0,
        limit: query.limit ?? DEFAULT_LIMIT,
        sort: query.sort ?? DEFAULT_SORT
    }
}

/** The listing query after clicking a refinement value (spec 000 §4, spec 001 §4.5). */
export const toggleRefinement = (query: ListingQuery, attributeId: string, value: string): ListingQuery =>
    withRefinements(query, toggleRefinementValue(query.refine, attributeId, value))

/** "a selection with no filter value clears all" (spec 001 §4.5). */
export const clearRefinements = (query: ListingQuery): ListingQuery => withRefinements(query, {})

/** Changing the sort or page size keeps the refinements and starts again from the first page. */
export const changeSort = (query: ListingQuery, sort: string): ListingQuery => ({...query, sort, offset: 0})
