import {badRequest} from '../../../core/errors'
import type {Currency} from '../../../seed/catalog/pricing'
import {LEG_LENGTHS} from '../../../seed/catalog/vocabulary'

/**
 * The `refine` parameter: repeated `attribute=value1|value2` pairs (spec 000 §2). Attributes the catalogue
 * does not know are ignored, like unknown `c_` query parameters; a pair that is not `attribute=value` is a 400.
 */
export const MASTER_ATTRIBUTES = [
    'cgid',
    'price',
    'c_productType',
    'c_isSale',
    'c_isNew',
    'isAppExclusive',
    'htype'
] as const
export const VARIANT_ATTRIBUTES = ['c_refinementColor', 'c_size', 'c_legLength'] as const
export type MasterAttribute = (typeof MASTER_ATTRIBUTES)[number]
export type VariantAttribute = (typeof VARIANT_ATTRIBUTES)[number]
export type RefinementId = MasterAttribute | VariantAttribute

/** Accepted but without effect: store inventory filters (every store carries the web stock here). */
const ACCEPTED_WITHOUT_EFFECT = new Set(['ilids'])
const ALIASES: Record<string, RefinementId> = {
    c_isAppExclusive: 'isAppExclusive',
    c_legLengths: 'c_legLength'
}
const BOOLEAN_ATTRIBUTES = new Set<RefinementId>(['c_isSale', 'c_isNew', 'isAppExclusive'])

export interface PriceRange {
    min: number
    max: number
}

export interface Selection {
    id: RefinementId
    values: string[]
    /** Price selections parsed once. */
    ranges?: PriceRange[]
    /** Colour families lower-cased once (they match case-insensitively). */
    lowerValues?: Set<string>
}

export interface ParsedRefinements {
    selections: Map<RefinementId, Selection>
    /** Echoed as `selectedRefinements`, in request order. */
    selected: Record<string, string>
}

const known = (id: string): RefinementId | undefined => {
    const resolved = ALIASES[id] ?? id
    return ([...MASTER_ATTRIBUTES, ...VARIANT_ATTRIBUTES] as string[]).includes(resolved)
        ? resolved
        : undefined
}

const PRICE_RANGE = /^\((\d+(?:\.\d+)?)\.\.(\d+(?:\.\d+)?)\)$/

export const parsePriceRange = (value: string): PriceRange | undefined => {
    const match = PRICE_RANGE.exec(value.trim())
    if (!match) return undefined
    const range = {min: Number(match[1]), max: Number(match[2])}
    return range.min <= range.max ? range : undefined
}

/** Leg length values by id or by label ("7/8", "Full Length"). */
const normaliseLegLength = (value: string) =>
    LEG_LENGTHS.find(
        (entry) => entry.value === value || entry.name.default.toLowerCase() === value.toLowerCase()
    )?.value ?? value

const malformed = (raw: string, why: string) =>
    badRequest(`The refinement '${raw}' is malformed: ${why}.`, 'invalid-refinement', 'Invalid Refinement')

export const parseRefinements = (params: string[]): ParsedRefinements => {
    const selections = new Map<RefinementId, Selection>()
    const selected: Record<string, string> = {}
    for (const raw of params) {
        const separator = raw.indexOf('=')
        if (separator <= 0 || separator === raw.length - 1) throw malformed(raw, "expected 'attribute=value'")
        const attribute = raw.slice(0, separator).trim()
        const value = raw.slice(separator + 1)
        const id = known(attribute)
        if (!id) {
            if (!ACCEPTED_WITHOUT_EFFECT.has(attribute)) continue
            selected[attribute] = value
            continue
        }
        const values = value
            .split('|')
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => (id === 'c_legLength' ? normaliseLegLength(part) : part))
        if (!values.length) throw malformed(raw, 'no value')
        if (BOOLEAN_ATTRIBUTES.has(id) && values.some((part) => part !== 'true' && part !== 'false')) {
            throw malformed(raw, "the value must be 'true' or 'false'")
        }
        const ranges = id === 'price' ? values.map(parsePriceRange) : undefined
        if (ranges?.some((range) => !range)) throw malformed(raw, "prices are ranges like '(20..50)'")
        const previous = selections.get(id)
        const merged = [...new Set([...(previous?.values ?? []), ...values])]
        selections.set(id, {
            id,
            values: merged,
            ...(ranges ? {ranges: [...(previous?.ranges ?? []), ...(ranges as PriceRange[])]} : {}),
            ...(id === 'c_refinementColor'
                ? {lowerValues: new Set(merged.map((part) => part.toLowerCase()))}
                : {})
        })
        selected[id] = merged.join('|')
    }
    return {selections, selected}
}

/** Price buckets offered per currency: [from, to) pairs in whole units. */
const PRICE_STEPS: Record<Currency, number[]> = {
    GBP: [0, 25, 50, 75, 100, 200],
    USD: [0, 25, 50, 75, 100, 150, 300],
    EUR: [0, 25, 50, 75, 100, 150, 250],
    AUD: [0, 50, 100, 150, 200, 300, 500]
}

export const priceBuckets = (currency: Currency): PriceRange[] => {
    const steps = PRICE_STEPS[currency]
    return steps.slice(0, -1).map((min, index) => ({min, max: steps[index + 1]}))
}

export const inRange = (price: number, range: PriceRange) => price >= range.min && price < range.max

export const priceValue = (range: PriceRange) => `(${range.min}..${range.max})`
