import type {ProductSearchResult} from '../../commerce/catalog/use-product-search'
import {isSingleChoice, visibleRefinementValues, type Refinements} from '../../rules/listing'

export interface RefinementOption {
    value: string
    label: string
    hitCount: number
    presentationId?: string
}

export interface RefinementGroup {
    attributeId: string
    label: string
    /** Price, c_isSale and c_isNew: choosing a value replaces the current one. */
    singleChoice: boolean
    options: RefinementOption[]
    selected: readonly string[]
}

/** Refinements the shopper never chooses in the panel: the category (navigated instead) and the rule's flag. */
const NOT_IN_PANEL = ['isAppExclusive', 'htype']

/**
 * The panel's groups: the platform's refinements in its order, "only values with hitCount above zero" (spec
 * 000 §5), groups left empty dropped. The category refinement shows only where the listing is not a category.
 */
export const refinementGroups = (
    refinements: ProductSearchResult['refinements'] | undefined,
    selected: Refinements,
    {showCategory = false}: {showCategory?: boolean} = {}
): RefinementGroup[] =>
    (refinements ?? [])
        .filter(({attributeId}) => !NOT_IN_PANEL.includes(attributeId))
        .filter(({attributeId}) => showCategory || attributeId !== 'cgid')
        .map((refinement) => ({
            attributeId: refinement.attributeId,
            label: refinement.label ?? refinement.attributeId,
            singleChoice: isSingleChoice(refinement.attributeId),
            options: visibleRefinementValues(refinement.values).map((value) => ({
                value: value.value,
                label: value.label || value.value,
                hitCount: value.hitCount,
                presentationId: value.presentationId
            })),
            selected: selected[refinement.attributeId] ?? []
        }))
        .filter((group) => group.options.length > 0)

export interface SelectedChip {
    attributeId: string
    attributeLabel: string
    value: string
    label: string
}

/** The chosen values as removable chips, labelled as the platform labels them (the raw value otherwise). */
export const selectedChips = (
    selected: Refinements,
    refinements: ProductSearchResult['refinements'] | undefined
): SelectedChip[] =>
    Object.entries(selected).flatMap(([attributeId, values]) => {
        if (NOT_IN_PANEL.includes(attributeId)) return []
        const refinement = refinements?.find((candidate) => candidate.attributeId === attributeId)
        return values.map((value) => ({
            attributeId,
            attributeLabel: refinement?.label ?? attributeId,
            value,
            label: refinement?.values?.find((candidate) => candidate.value === value)?.label || value
        }))
    })
