export interface VariantLike {
    orderable?: boolean
    variationValues?: Readonly<Record<string, string>>
}

export type VariationSelection = Readonly<Record<string, string | undefined>>

/** The colour attribute id. */
export const COLOR_ATTRIBUTE = 'color'
export const SIZE_ATTRIBUTE = 'size'
export const LEG_LENGTH_ATTRIBUTE = 'leg-length'

/**
 * Whether an attribute value can be chosen: some orderable variant has that value and agrees with every
 * other attribute already chosen (colour, size, leg-length). "Attribute values are disabled when no variant is
 * available for the chosen colour, size and leg-length."
 */
export const isValueAvailable = (
    attributeId: string,
    value: string,
    variants: readonly VariantLike[],
    selection: VariationSelection
): boolean =>
    variants.some((variant) => {
        const values = variant.variationValues ?? {}
        if (!variant.orderable || values[attributeId] !== value) return false
        return Object.entries(selection).every(
            ([otherId, chosen]) => otherId === attributeId || !chosen || values[otherId] === chosen
        )
    })

/** "The leg-length selector appears only when more than one length exists." */
export const showLegLengthSelector = (legLengthValues: readonly unknown[] | undefined): boolean =>
    (legLengthValues?.length ?? 0) > 1

export interface VariationGroupLike {
    variationValues?: Readonly<Record<string, string>>
    orderable?: boolean
    addToBag?: {available?: boolean}
    isSearchableIfUnavailable?: boolean
}

const groupOrderable = (group: VariationGroupLike) => group.orderable ?? group.addToBag?.available ?? false

/** "Colour options are hidden unless a variation group with that colour is orderable or
 * searchable-if-unavailable" (spec 000 §5). */
export const visibleColours = <T extends {value: string}>(
    colours: readonly T[],
    groups: readonly VariationGroupLike[]
): T[] =>
    colours.filter((colour) =>
        groups.some(
            (group) =>
                group.variationValues?.[COLOR_ATTRIBUTE] === colour.value &&
                (groupOrderable(group) || group.isSearchableIfUnavailable === true)
        )
    )

/** The back-in-stock button title the platform sends for sizes not yet in stock. */
export const COMING_SOON_BUTTON_TITLE = 'Email me when this is in stock'

/** "A size value is 'coming soon' when its button title equals the 'Email me when this is in stock' label."
 * Compared without regard to case or surrounding space, as the title is merchandiser-entered text. */
export const isComingSoon = (buttonTitle: string | null | undefined): boolean =>
    (buttonTitle ?? '').trim().toLowerCase() === COMING_SOON_BUTTON_TITLE.toLowerCase()

/** "Out-of-stock or coming-soon size: Popover 'OUT OF STOCK' or 'COMING SOON'" (spec 001 §8). */
export const sizePopoverLabel = (
    available: boolean,
    buttonTitle?: string | null
): 'OUT OF STOCK' | 'COMING SOON' | undefined =>
    available ? undefined : isComingSoon(buttonTitle) ? 'COMING SOON' : 'OUT OF STOCK'
