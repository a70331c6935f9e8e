import type {CatalogView} from '../catalog-cache'
import {imageColours, imageGroups, type ViewType} from '../images'
import {orderableRows, type StockRecord} from '../inventory'
import type {CatalogMaster} from '../model'
import {type PriceScope, rangeOfRows, variantPrice, visibleBooks} from '../prices'
import {variationAttributes, variationValuesOf} from '../variations'

/**
 * The parts of a search hit that do not depend on the query: the variation model with prices and stock, and
 * the image groups. Listings show the same products over and over, so these are memoised: variation parts
 * per stock snapshot (a new snapshot drops them), images for as long as the catalogue is loaded. Responses
 * share these objects read-only.
 */
const variationMemo = new WeakMap<Map<string, StockRecord>, Map<string, object>>()
const imageMemo = new WeakMap<CatalogView, Map<string, object>>()

const remember = <T extends object>(memo: Map<string, object>, key: string, build: () => T): T => {
    const known = memo.get(key)
    if (known) return known as T
    const value = build()
    memo.set(key, value)
    return value
}

const buildVariationParts = (
    catalog: CatalogView,
    master: CatalogMaster,
    stock: Map<string, StockRecord>,
    scope: PriceScope,
    locale: string
) => {
    const orderable = orderableRows(stock, master)
    return {
        variationAttributes: variationAttributes(master, stock, scope.currency, locale),
        variants: master.variants.map((variant) => ({
            productId: variant.id,
            variationValues: variationValuesOf(master, variant),
            orderable: orderable[variant.index],
            price: variantPrice(catalog, master, variant, scope)
        })),
        variationGroups: master.groups.map((group) => ({
            productId: group.id,
            variationValues: {color: group.colourId},
            orderable: group.variantIndexes.some((index) => orderable[index]),
            price: rangeOfRows(catalog, master, group.variantIndexes, scope).min ?? 0
        }))
    }
}

export const variationParts = (
    catalog: CatalogView,
    master: CatalogMaster,
    stock: Map<string, StockRecord>,
    scope: PriceScope,
    locale: string
) => {
    let memo = variationMemo.get(stock)
    if (!memo) variationMemo.set(stock, (memo = new Map()))
    const key = `${master.id}|${locale}|${scope.currency}|${visibleBooks(catalog, scope).join(',')}`
    return remember(memo, key, () => buildVariationParts(catalog, master, stock, scope, locale))
}

/** Tile images: every colour's groups for the requested view types (medium and swatch by default). */
export const hitImageGroups = (
    catalog: CatalogView,
    master: CatalogMaster,
    name: string,
    viewTypes: ViewType[],
    origin: string,
    locale: string
) => {
    let memo = imageMemo.get(catalog)
    if (!memo) imageMemo.set(catalog, (memo = new Map()))
    const key = `${master.id}|${locale}|${origin}|${viewTypes.join(',')}`
    return remember(memo, key, () =>
        imageGroups(origin, master, name, imageColours(master), viewTypes, locale)
    )
}
