import {safeDecode} from '../../region/url-parts'

/** "Listing default: limit 24, offset 0, sort best-matches" (spec 001 §9). */
export const DEFAULT_LIMIT = 24
export const DEFAULT_OFFSET = 0
export const DEFAULT_SORT = 'best-matches'

/** Selected refinement values by attribute id, in the order they were chosen. */
export type Refinements = Readonly<Record<string, readonly string[]>>

export interface ListingQuery {
    refine: Refinements
    limit?: number
    offset: number
    sort?: string
    /** Any other parameter (q, src, ...), kept as it came. */
    rest: readonly [string, string][]
}

/** In a value "an ampersand inside a value escaped" (spec 001 §2.2); the separators | , = and spaces are
 * escaped too so a value containing them survives the round trip. */
const escapeValue = (value: string) => value.replace(/[%&|,=#+ ]/g, (char) => encodeURIComponent(char))

/**
 * Reads refine ("attribute=value1|value2; several attributes separated by commas"). Malformed parts (no
 * '=', empty attribute, empty values) are skipped; it never throws. A repeated attribute merges its values.
 */
export const parseRefine = (refine: string | null | undefined): Refinements => {
    const result: Record<string, string[]> = {}
    for (const part of (refine ?? '').split(',')) {
        const at = part.indexOf('=')
        if (at <= 0) continue
        const attribute = safeDecode(part.slice(0, at)).trim()
        const values = part
            .slice(at + 1)
            .split('|')
            .map((value) => safeDecode(value).trim())
            .filter(Boolean)
        if (!attribute || !values.length) continue
        const merged = result[attribute] ?? []
        result[attribute] = [...merged, ...values.filter((value) => !merged.includes(value))]
    }
    return result
}

export const serialiseRefine = (refine: Refinements): string =>
    Object.entries(refine)
        .filter(([attribute, values]) => attribute && values.length)
        .map(([attribute, values]) => `${escapeValue(attribute)}=${values.map(escapeValue).join('|')}`)
        .join(',')

const wholeNumber = (raw: string | undefined, min: number): number | undefined => {
    if (raw === undefined || !/^\d+$/.test(raw.trim())) return undefined
    const value = Number(raw.trim())
    return Number.isSafeInteger(value) && value >= min ? value : undefined
}

/**
 * Splits a raw query string into its pairs without decoding values; refine is decoded by parseRefine, so an
 * escaped '&' or '|' inside a value survives.
 */
const rawPairs = (search: string): [string, string][] =>
    search
        .replace(/^\?/, '')
        .split('&')
        .filter(Boolean)
        .map((pair) => {
            const at = pair.indexOf('=')
            return at < 0 ? [safeDecode(pair), ''] : [safeDecode(pair.slice(0, at)), pair.slice(at + 1)]
        })

/** Reads a listing query string; malformed limit/offset fall back to the defaults, it never throws. */
export const parseListingQuery = (search: string | null | undefined): ListingQuery => {
    const pairs = rawPairs(search ?? '')
    const get = (key: string) => pairs.find(([name]) => name === key)?.[1]
    const sort = get('sort') !== undefined ? safeDecode(get('sort') ?? '').trim() : ''
    return {
        refine: parseRefine(get('refine')),
        limit: wholeNumber(get('limit'), 1),
        offset: wholeNumber(get('offset'), 0) ?? DEFAULT_OFFSET,
        ...(sort && {sort}),
        rest: pairs
            .filter(([name]) => !['refine', 'limit', 'offset', 'sort'].includes(name))
            .map(([name, value]) => [name, safeDecode(value)] as [string, string])
    }
}

/** The values a search request uses: the query's own, else the defaults. */
export const effectiveListingQuery = (query: ListingQuery) => ({
    refine: query.refine,
    limit: query.limit ?? DEFAULT_LIMIT,
    offset: query.offset,
    sort: query.sort ?? DEFAULT_SORT
})

/**
 * Writes a listing query as "?limit=24&refine=c_size=X|Y&sort=best-matches" (the form filter banners push,
 * spec 001 §2.6): limit, offset (only when not 0), refine, sort, then the other parameters. Returns '' when
 * there is nothing to write.
 */
export const serialiseListingQuery = (query: ListingQuery): string => {
    const parts: string[] = []
    if (query.limit !== undefined) parts.push(`limit=${query.limit}`)
    if (query.offset > 0) parts.push(`offset=${query.offset}`)
    const refine = serialiseRefine(query.refine)
    if (refine) parts.push(`refine=${refine}`)
    if (query.sort) parts.push(`sort=${encodeURIComponent(query.sort)}`)
    for (const [name, value] of query.rest)
        parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    return parts.length ? `?${parts.join('&')}` : ''
}
