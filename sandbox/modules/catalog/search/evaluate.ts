import type {StockRecord} from '../inventory'
import {entryVisible, masterTest, type PriceOf, variantTest, variantValue, variantVisible} from './matcher'
import {
    inRange,
    type PriceRange,
    priceValue,
    type RefinementId,
    type Selection,
    VARIANT_ATTRIBUTES
} from './refinements'
import type {IndexedMaster, IndexedVariant} from './search-index'

/** Facets shown on listings: product-level ones, then variation-level ones. */
export const MASTER_FACETS = ['cgid', 'price', 'c_productType', 'c_isSale', 'c_isNew'] as const
export const VARIANT_FACETS = VARIANT_ATTRIBUTES
export type FacetId = (typeof MASTER_FACETS)[number] | (typeof VARIANT_FACETS)[number]

export interface Evaluation {
    hits: IndexedMaster[]
    /** Variants satisfying every refinement, per hit (doc number). */
    matching: Map<number, IndexedVariant[]>
    /** Facet -> value -> hit count, each facet counted with its own refinement left out. */
    counts: Map<FacetId, Map<string, number>>
}

const masterFacetValues = (
    facet: FacetId,
    entry: IndexedMaster,
    priceOf: PriceOf,
    buckets: PriceRange[]
): string[] => {
    switch (facet) {
        case 'cgid':
            return entry.categoryList
        case 'price': {
            const price = priceOf(entry)
            const bucket = price === undefined ? undefined : buckets.find((range) => inRange(price, range))
            return bucket ? [priceValue(bucket)] : []
        }
        case 'c_productType':
            return [entry.master.attributes.c_productType]
        case 'c_isSale':
            return entry.isSale ? ['true'] : []
        case 'c_isNew':
            return entry.master.attributes.c_isNew ? ['true'] : []
        default:
            return []
    }
}

const bump = (counts: Map<FacetId, Map<string, number>>, facet: FacetId, value: string) => {
    const values = counts.get(facet)
    if (values) values.set(value, (values.get(value) ?? 0) + 1)
}

/**
 * One pass over the candidates that yields the hits and every facet's counts (standard faceting: a facet's
 * counts apply all other refinements but not its own). A product failing exactly one refinement still
 * counts for that refinement's facet; failing two, it counts nowhere.
 */
export const evaluate = (
    candidates: IndexedMaster[],
    selections: Map<RefinementId, Selection>,
    stock: Map<string, StockRecord>,
    priceOf: PriceOf,
    buckets: PriceRange[]
): Evaluation => {
    const all = [...selections.values()]
    const variantSelections = all.filter((s) => (VARIANT_ATTRIBUTES as readonly string[]).includes(s.id))
    const masterSelections = all.filter((s) => !variantSelections.includes(s))
    const counts = new Map<FacetId, Map<string, number>>(
        [...MASTER_FACETS, ...VARIANT_FACETS].map((facet) => [facet, new Map()])
    )
    const hits: IndexedMaster[] = []
    const matching = new Map<number, IndexedVariant[]>()

    for (const entry of candidates) {
        let masterMiss: RefinementId | undefined
        let masterMisses = 0
        for (const selection of masterSelections) {
            if (masterTest(entry, selection, priceOf)) continue
            masterMisses++
            masterMiss = selection.id
            if (masterMisses > 1) break
        }
        if (masterMisses > 1) continue

        let full = false
        const fullyMatching: IndexedVariant[] = []
        // Values each variant facet would add, computed with that facet's own refinement left out.
        const facetValues = new Map<string, Set<string>>()
        if (entry.hitType === 'product') {
            // Items have no variation values: any variation refinement excludes them.
            full = variantSelections.length === 0 && entryVisible(entry, stock)
        } else {
            const visible = variantVisible(entry, stock)
            for (const indexed of entry.variants) {
                if (!visible(indexed)) continue
                let miss: Selection | undefined
                let misses = 0
                for (const selection of variantSelections) {
                    if (variantTest(indexed, selection)) continue
                    misses++
                    miss = selection
                    if (misses > 1) break
                }
                if (misses > 1) continue
                if (misses === 0) {
                    full = true
                    fullyMatching.push(indexed)
                }
                // A gift card's "colour" and "sizes" are its design and values: not facets shoppers filter by.
                if (masterMisses > 0 || entry.master.attributes.c_isGiftVoucher) continue
                for (const facet of VARIANT_FACETS) {
                    if (misses === 1 && miss?.id !== facet) continue
                    const value = variantValue(indexed, facet)
                    if (!value) continue
                    let set = facetValues.get(facet)
                    if (!set) facetValues.set(facet, (set = new Set()))
                    set.add(value)
                }
            }
        }
        for (const [facet, values] of facetValues)
            for (const value of values) bump(counts, facet as FacetId, value)
        if (!full) continue
        for (const facet of MASTER_FACETS) {
            if (masterMisses === 1 && masterMiss !== facet) continue
            for (const value of masterFacetValues(facet, entry, priceOf, buckets)) bump(counts, facet, value)
        }
        if (masterMisses === 0) {
            hits.push(entry)
            matching.set(entry.doc, fullyMatching)
        }
    }
    return {hits, matching, counts}
}
