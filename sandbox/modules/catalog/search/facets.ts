import {translate} from '../../../seed/catalog/locales'
import type {Currency} from '../../../seed/catalog/pricing'
import {COLOURS} from '../../../seed/palette'
import {
    CLOTHING_SIZES,
    COLOUR_FAMILY_NAMES,
    LEG_LENGTHS,
    PRODUCT_TYPES,
    REFINEMENT_LABELS,
    SIZE_NAMES
} from '../../../seed/catalog/vocabulary'
import type {CatalogView} from '../catalog-cache'
import type {CatalogCategory} from '../model'
import {categoryName, productTypeName} from '../texts'
import {legLengthName, formatMoney} from '../variations'
import type {Evaluation, FacetId} from './evaluate'
import {priceBuckets, priceValue, type RefinementId, type Selection} from './refinements'

/**
 * Refinement values with hit counts, standard faceting: each attribute's counts apply every other selected
 * refinement but not its own, so choosing "Black" still shows how many products "Blue" would add.
 */
export interface RefinementValue {
    value: string
    label: string
    hitCount: number
    presentationId?: string
    values?: RefinementValue[]
}

export interface Refinement {
    attributeId: string
    label: string
    values: RefinementValue[]
}

interface FacetScope {
    evaluation: Evaluation
    selections: Map<RefinementId, Selection>
    catalog: CatalogView
    locale: string
    currency: Currency
}

const countsOf = (scope: FacetScope, facet: FacetId) =>
    scope.evaluation.counts.get(facet) ?? new Map<string, number>()

const selectedValues = (scope: FacetScope, attribute: RefinementId) =>
    scope.selections.get(attribute)?.values ?? []

/** Values in a fixed order, keeping zero-count values only when selected (so they can be deselected). */
const ordered = (
    scope: FacetScope,
    attribute: RefinementId,
    counts: Map<string, number>,
    order: string[],
    label: (value: string) => string,
    extra: (value: string) => Partial<RefinementValue> = () => ({})
): RefinementValue[] => {
    const selected = new Set(selectedValues(scope, attribute).map((value) => value.toLowerCase()))
    const keys = [...order, ...[...counts.keys()].filter((key) => !order.includes(key)).sort()]
    return keys
        .filter((key) => (counts.get(key) ?? 0) > 0 || selected.has(key.toLowerCase()))
        .map((key) => ({value: key, label: label(key), hitCount: counts.get(key) ?? 0, ...extra(key)}))
}

const COLOUR_FAMILIES = [...new Set(COLOURS.map((colour) => colour.family))]
const sizeLabel = (size: string, locale: string) =>
    SIZE_NAMES[size] ? translate(SIZE_NAMES[size], locale) : size
const SIZE_ORDER = [...CLOTHING_SIZES, 'ONE SIZE', '10', '25', '50', '100', '150', '200']

const categoryFacet = (scope: FacetScope): RefinementValue[] => {
    const counts = countsOf(scope, 'cgid')
    const selectedId = selectedValues(scope, 'cgid')[0]
    const selected =
        (selectedId && scope.catalog.categories.get(selectedId)) || scope.catalog.categories.get('root')
    if (!selected) return []
    // A leaf lists its siblings, so the shopper can move sideways.
    const parent: CatalogCategory | undefined =
        selected.children.length || !selected.parentId
            ? selected
            : scope.catalog.categories.get(selected.parentId)
    const node = (category: CatalogCategory, depth: number): RefinementValue => ({
        value: category.id,
        label: categoryName(category, scope.locale),
        hitCount: counts.get(category.id) ?? 0,
        ...(depth > 0 && category.children.length
            ? {values: category.children.filter((c) => counts.get(c.id)).map((c) => node(c, depth - 1))}
            : {})
    })
    return (parent ?? selected).children
        .filter((child) => (counts.get(child.id) ?? 0) > 0 || child.id === selectedId)
        .map((child) => node(child, 1))
}

const priceFacet = (scope: FacetScope): RefinementValue[] => {
    const buckets = priceBuckets(scope.currency)
    const counts = countsOf(scope, 'price')
    const money = (amount: number) => formatMoney(amount, scope.currency, scope.locale)
    return ordered(scope, 'price', counts, buckets.map(priceValue), (value) => {
        const bucket = buckets.find((range) => priceValue(range) === value)
        return bucket ? `${money(bucket.min)} - ${money(bucket.max - 0.01)}` : value
    })
}

const flagFacet = (scope: FacetScope, attribute: 'c_isSale' | 'c_isNew') =>
    ordered(scope, attribute, countsOf(scope, attribute), ['true'], () =>
        translate(REFINEMENT_LABELS[attribute], scope.locale)
    )

export const computeRefinements = (scope: FacetScope): Refinement[] => {
    const {locale} = scope
    const refinement = (attributeId: string, values: RefinementValue[]): Refinement => ({
        attributeId,
        label: translate(REFINEMENT_LABELS[attributeId], locale),
        values
    })
    const all = [
        refinement('cgid', categoryFacet(scope)),
        refinement(
            'c_refinementColor',
            ordered(
                scope,
                'c_refinementColor',
                countsOf(scope, 'c_refinementColor'),
                COLOUR_FAMILIES,
                (family) =>
                    COLOUR_FAMILY_NAMES[family] ? translate(COLOUR_FAMILY_NAMES[family], locale) : family,
                (family) => ({presentationId: family.toLowerCase()})
            )
        ),
        refinement(
            'c_size',
            ordered(scope, 'c_size', countsOf(scope, 'c_size'), SIZE_ORDER, (size) => sizeLabel(size, locale))
        ),
        refinement(
            'c_legLength',
            ordered(
                scope,
                'c_legLength',
                countsOf(scope, 'c_legLength'),
                LEG_LENGTHS.map((entry) => entry.value),
                (value) => legLengthName(value, locale)
            )
        ),
        refinement(
            'c_productType',
            ordered(
                scope,
                'c_productType',
                countsOf(scope, 'c_productType'),
                Object.keys(PRODUCT_TYPES),
                (type) => productTypeName(type, locale)
            )
        ),
        refinement('price', priceFacet(scope)),
        refinement('c_isSale', flagFacet(scope, 'c_isSale')),
        refinement('c_isNew', flagFacet(scope, 'c_isNew'))
    ]
    return all.filter((entry) => entry.values.length > 0)
}
