import {
    COLOR_ATTRIBUTE,
    isComingSoon,
    isValueAvailable,
    LEG_LENGTH_ATTRIBUTE,
    showLegLengthSelector,
    SIZE_ATTRIBUTE,
    sizePopoverLabel,
    visibleColours,
    type VariationSelection
} from '../../rules/product/variation-availability'
import type {AddToCartButton, ProductDoc, VariantDoc, VariationValueDoc} from './product-document'

export type Selection = Record<string, string | undefined>

export type OptionState = 'available' | 'coming-soon' | 'out-of-stock' | 'unavailable'

export interface VariationOption {
    value: string
    name: string
    state: OptionState
    /** 'OUT OF STOCK' or 'COMING SOON' for sizes that cannot be bought now (spec 001 §8). */
    popover?: 'OUT OF STOCK' | 'COMING SOON'
}

const attributeValues = (product: ProductDoc, id: string): VariationValueDoc[] =>
    product.variationAttributes?.find((attribute) => attribute.id === id)?.values ?? []

export const attributeIdsOf = (product: ProductDoc): string[] =>
    (product.variationAttributes ?? []).map((attribute) => attribute.id)

const variantsOf = (product: ProductDoc): VariantDoc[] => product.variants ?? []

const matches = (variant: VariantDoc, selection: VariationSelection, except?: string) =>
    Object.entries(selection).every(
        ([id, value]) => id === except || !value || variant.variationValues?.[id] === value
    )

/** Colour groups as the availability rule reads them (the SCAPI flag is named c_searchableIfUnavailable). */
const groupsOf = (product: ProductDoc) =>
    (product.variationGroups ?? []).map((group) => ({
        ...group,
        isSearchableIfUnavailable: group.c_searchableIfUnavailable ?? product.c_searchableIfUnavailable
    }))

/** Colours shown: those whose variation group is orderable or searchable-if-unavailable (spec 000 §5). */
export const colourOptions = (product: ProductDoc): VariationOption[] => {
    const values = attributeValues(product, COLOR_ATTRIBUTE)
    const groups = groupsOf(product)
    // A product without variation groups (older documents) shows every colour it has.
    const visible = groups.length ? visibleColours(values, groups) : values
    return visible.map((value) => ({
        value: value.value,
        name: value.name ?? value.value,
        state: variantsOf(product).some(
            (variant) => variant.orderable && variant.variationValues?.[COLOR_ATTRIBUTE] === value.value
        )
            ? 'available'
            : 'out-of-stock'
    }))
}

/** Why a value cannot be bought: coming soon if one of its variants carries the back-in-stock title. */
const unavailableState = (candidates: VariantDoc[]): OptionState => {
    if (!candidates.length) return 'unavailable'
    return candidates.some((variant) => isComingSoon(variant.c_addtocartbutton?.buttonTitle))
        ? 'coming-soon'
        : 'out-of-stock'
}

/**
 * The options of a size-like attribute (size, leg-length) for the current selection: available when some
 * orderable variant agrees with the other chosen values (spec 001 §5.4), else coming soon, out of stock, or
 * unavailable when no such variant exists at all.
 */
export const attributeOptions = (
    product: ProductDoc,
    attributeId: string,
    selection: Selection
): VariationOption[] =>
    attributeValues(product, attributeId).map((value) => {
        const name = value.name ?? value.value
        if (isValueAvailable(attributeId, value.value, variantsOf(product), selection)) {
            return {value: value.value, name, state: 'available'}
        }
        const candidates = variantsOf(product).filter(
            (variant) =>
                variant.variationValues?.[attributeId] === value.value &&
                matches(variant, selection, attributeId)
        )
        const state = unavailableState(candidates)
        const announced = candidates.find((variant) => isComingSoon(variant.c_addtocartbutton?.buttonTitle))
        const popover =
            state === 'unavailable'
                ? undefined
                : sizePopoverLabel(false, announced?.c_addtocartbutton?.buttonTitle)
        return {value: value.value, name, state, popover}
    })

export const hasLegLengthSelector = (product: ProductDoc): boolean =>
    showLegLengthSelector(attributeValues(product, LEG_LENGTH_ATTRIBUTE))

/** The variant matching every attribute of the product, once all are chosen. */
export const findVariant = (product: ProductDoc, selection: Selection): VariantDoc | undefined => {
    const ids = attributeIdsOf(product)
    if (!ids.length || ids.some((id) => !selection[id])) return undefined
    return variantsOf(product).find((variant) =>
        ids.every((id) => variant.variationValues?.[id] === selection[id])
    )
}

export const groupIdFor = (product: ProductDoc, colour: string | undefined): string | undefined =>
    colour
        ? product.variationGroups?.find((group) => group.variationValues?.[COLOR_ATTRIBUTE] === colour)
              ?.productId
        : undefined

/** The first value of an attribute that can be bought with the rest of the selection (or simply the first). */
const firstChoosable = (product: ProductDoc, attributeId: string, selection: Selection) => {
    const options = attributeOptions(product, attributeId, selection)
    return (options.find((option) => option.state === 'available') ?? options[0])?.value
}

/**
 * Completes a selection: a colour is always chosen (the first shown colour by default), a leg length too when
 * there is a choice of lengths; a size that no longer exists for the colour and length is dropped.
 */
export const normaliseSelection = (product: ProductDoc, selection: Selection): Selection => {
    const next: Selection = {...selection}
    const colours = colourOptions(product)
    if (colours.length && !colours.some((colour) => colour.value === next[COLOR_ATTRIBUTE])) {
        next[COLOR_ATTRIBUTE] = (colours.find((colour) => colour.state === 'available') ?? colours[0]).value
    }
    const legLengths = attributeValues(product, LEG_LENGTH_ATTRIBUTE)
    if (legLengths.length === 1) next[LEG_LENGTH_ATTRIBUTE] = legLengths[0].value
    else if (legLengths.length > 1) {
        const current = attributeOptions(product, LEG_LENGTH_ATTRIBUTE, {
            ...next,
            [SIZE_ATTRIBUTE]: undefined
        })
        const keep = current.find((option) => option.value === next[LEG_LENGTH_ATTRIBUTE])
        if (!keep || keep.state === 'unavailable') {
            next[LEG_LENGTH_ATTRIBUTE] = firstChoosable(product, LEG_LENGTH_ATTRIBUTE, {
                ...next,
                [SIZE_ATTRIBUTE]: undefined
            })
        }
    }
    const sizes = attributeValues(product, SIZE_ATTRIBUTE)
    // One-size products (mats, bags) need no choice.
    if (sizes.length === 1) next[SIZE_ATTRIBUTE] = sizes[0].value
    else if (next[SIZE_ATTRIBUTE]) {
        const size = attributeOptions(product, SIZE_ATTRIBUTE, next).find(
            (option) => option.value === next[SIZE_ATTRIBUTE]
        )
        if (!size || size.state === 'unavailable') next[SIZE_ATTRIBUTE] = undefined
    }
    return Object.fromEntries(Object.entries(next).filter(([id]) => attributeIdsOf(product).includes(id)))
}

export interface BagAvailability {
    outOfStock: boolean
    comingSoon: boolean
    /** The product the back-in-stock request names: the variant, else the colour, else the product. */
    notifyProductId: string
}

const buttonState = (button: AddToCartButton | undefined, orderable: boolean | undefined) => {
    const available = button?.available ?? orderable ?? false
    return {outOfStock: !available, comingSoon: !available && isComingSoon(button?.buttonTitle)}
}

/**
 * What the add-to-bag button can do for the current selection: a chosen variant speaks for itself; before a
 * size is chosen the colour (and length) decides — out of stock when none of its sizes can be bought, coming
 * soon when one of them is announced.
 */
export const bagAvailability = (product: ProductDoc, selection: Selection): BagAvailability => {
    const variant = findVariant(product, selection)
    if (variant) {
        return {
            ...buttonState(variant.c_addtocartbutton, variant.orderable),
            notifyProductId: variant.productId
        }
    }
    const colour = selection[COLOR_ATTRIBUTE]
    const notifyProductId = groupIdFor(product, colour) ?? product.id
    if (!product.variants?.length) {
        return {...buttonState(product.c_addtocartbutton, product.inventory?.orderable), notifyProductId}
    }
    const scope = {...selection, [SIZE_ATTRIBUTE]: undefined}
    const candidates = variantsOf(product).filter((candidate) => matches(candidate, scope))
    if (candidates.some((candidate) => candidate.orderable)) {
        return {outOfStock: false, comingSoon: false, notifyProductId}
    }
    return {outOfStock: true, comingSoon: unavailableState(candidates) === 'coming-soon', notifyProductId}
}
