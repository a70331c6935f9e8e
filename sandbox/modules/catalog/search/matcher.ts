import {isOrderable, orderableRows, type StockRecord, stockOf} from '../inventory'
import {inRange, type RefinementId, type Selection} from './refinements'
import type {IndexedMaster, IndexedVariant} from './search-index'

/**
 * Refinement tests. Product attributes (category, price, type, flags) test the master; variation attributes
 * (colour, size, leg length) test one variant, and a hit needs one variant passing all of them that can be
 * bought, unless the product is searchable when unavailable.
 */
export type PriceOf = (entry: IndexedMaster) => number | undefined

const flag = (selection: Selection, value: boolean) => selection.values.includes(String(value))

export const masterTest = (entry: IndexedMaster, selection: Selection, priceOf: PriceOf): boolean => {
    const {attributes} = entry.master
    switch (selection.id) {
        case 'cgid':
            return selection.values.some((id) => entry.categories.has(id))
        case 'price': {
            const price = priceOf(entry)
            return price !== undefined && (selection.ranges ?? []).some((range) => inRange(price, range))
        }
        case 'c_productType':
            return selection.values.includes(attributes.c_productType)
        case 'c_isSale':
            return flag(selection, entry.isSale)
        case 'c_isNew':
            return flag(selection, attributes.c_isNew)
        case 'isAppExclusive':
            return flag(selection, attributes.c_isAppExclusive)
        case 'htype':
            return (
                selection.values.includes(entry.hitType) ||
                (entry.hitType === 'product' && selection.values.includes('item'))
            )
        default:
            return true
    }
}

export const variantValue = (indexed: IndexedVariant, attribute: RefinementId): string | undefined =>
    attribute === 'c_refinementColor'
        ? indexed.colourFamily
        : attribute === 'c_size'
        ? indexed.variant.size
        : attribute === 'c_legLength'
        ? indexed.variant.legLength
        : undefined

/** Colour families compare case-insensitively ("black" selects "Black"); other values exactly. */
export const variantTest = (indexed: IndexedVariant, selection: Selection) => {
    const value = variantValue(indexed, selection.id)
    if (value === undefined) return false
    return selection.id === 'c_refinementColor'
        ? selection.lowerValues?.has(value.toLowerCase()) ?? false
        : selection.values.includes(value)
}

/** Whether a variant may appear in results: buyable, or its product is searchable when unavailable. */
export const variantVisible = (entry: IndexedMaster, stock: Map<string, StockRecord>) => {
    if (entry.master.attributes.c_searchableIfUnavailable) return () => true
    const rows = orderableRows(stock, entry.master)
    return (indexed: IndexedVariant) => rows[indexed.variant.index]
}

/** Whether a product appears in unrefined results (search suggestions use this). */
export const entryVisible = (entry: IndexedMaster, stock: Map<string, StockRecord>) => {
    if (entry.master.attributes.c_searchableIfUnavailable) return true
    if (entry.hitType === 'product') return isOrderable(stockOf(stock, entry.master.id))
    return orderableRows(stock, entry.master).some(Boolean)
}
