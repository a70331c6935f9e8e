export interface CustomerGroupRef {
    id?: string
    name?: string
}

export interface ContentVariation<T> {
    sfCustomerGroup?: readonly CustomerGroupRef[]
    content?: T
}

export interface VariedBlock<T> {
    variations?: readonly ContentVariation<T>[]
    default?: T
}

const inGroup = (refs: readonly CustomerGroupRef[] | undefined, groups: readonly string[]) =>
    (refs ?? []).some((ref) => groups.some((group) => group === ref.id || group === ref.name))

/**
 * "Content varies by customer group: the shopper's group selects a matching variation; in preview a chosen
 * preview group selects that group's variation" (spec 001 §4.5). Without a match the default content shows.
 */
export const chooseContentVariation = <T>(
    block: VariedBlock<T>,
    customerGroups: readonly string[],
    previewGroup?: string
): T | undefined => {
    const groups = previewGroup ? [previewGroup] : customerGroups
    const match = (block.variations ?? []).find(
        (variation) => variation.content !== undefined && inGroup(variation.sfCustomerGroup, groups)
    )
    return match?.content ?? block.default
}
