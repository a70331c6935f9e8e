import type {Refinements} from './listing-query'

/** "If the app-exclusive preference is on and not in the app web view, isAppExclusive=false is added to
 * search refinements" (spec 000 §5). */
export const withAppExclusiveRule = (
    refine: Refinements,
    preferenceOn: boolean,
    isWebView: boolean
): Refinements => (preferenceOn && !isWebView ? {...refine, isAppExclusive: ['false']} : refine)

export interface RefinementValue {
    value: string
    hitCount?: number
}

/** "Only refinement values with hitCount above zero are shown" (spec 000 §5). */
export const visibleRefinementValues = <T extends RefinementValue>(values: readonly T[] | undefined): T[] =>
    (values ?? []).filter((value) => (value.hitCount ?? 0) > 0)

export interface ResultPage<T> {
    offset: number
    hits: readonly T[]
}

/**
 * "Paged results merge: earlier pages before, later pages after" (spec 000 §4). A page already held (same
 * offset) replaces its earlier copy; hits seen twice keep their first place.
 */
export const mergePages = <T>(
    current: ResultPage<T> | undefined,
    incoming: ResultPage<T>,
    key: (hit: T) => string
): ResultPage<T> => {
    if (!current || incoming.offset === current.offset) return incoming
    const [first, second] = incoming.offset < current.offset ? [incoming, current] : [current, incoming]
    const seen = new Set<string>()
    const hits = [...first.hits, ...second.hits].filter((hit) => {
        const id = key(hit)
        if (seen.has(id)) return false
        seen.add(id)
        return true
    })
    return {offset: Math.min(current.offset, incoming.offset), hits}
}

/**
 * "every 6th content spot (position mod 6 = 4) has a computed grid row" (spec 000 §9, spec 001 §9): that spot
 * is pinned to the CSS grid row its position falls on for the column count (1-based); other spots flow.
 */
export const contentSpotGridRow = (position: number, columns: number): number | undefined => {
    if (!Number.isInteger(position) || position < 0 || !Number.isInteger(columns) || columns < 1)
        return undefined
    return position % 6 === 4 ? Math.floor(position / columns) + 1 : undefined
}

/** "gallery grid: every 5th image spans two columns" (spec 001 §9): the 5th, 10th, ... (0-based index). */
export const galleryImageSpansTwoColumns = (index: number): boolean => index >= 0 && (index + 1) % 5 === 0
