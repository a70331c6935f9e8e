/** "Add-to-bag button: idle, loading, success" (spec 001 §4.5). */
export type AddToBagState = 'idle' | 'loading' | 'success'
export type AddToBagEvent = 'add' | 'succeeded' | 'failed' | 'reset'

/** "Success shows 'Added To Bag' then returns to idle after 2.5 seconds." */
export const ADDED_TO_BAG_RESET_MS = 2500

export const ADD_TO_BAG_LABELS = {
    added: 'Added To Bag',
    outOfStock: 'Out Of Stock',
    comingSoon: 'Email Me When This Is In Stock',
    add: 'Add To Bag'
} as const

export const addToBagTransition = (state: AddToBagState, event: AddToBagEvent): AddToBagState => {
    switch (event) {
        case 'add':
            return state === 'loading' ? state : 'loading'
        case 'succeeded':
            return state === 'loading' ? 'success' : state
        case 'failed':
            return state === 'loading' ? 'idle' : state
        case 'reset':
            return state === 'success' ? 'idle' : state
    }
}

export interface AddToBagView {
    state: AddToBagState
    outOfStock: boolean
    comingSoon: boolean
    disabledByCaller?: boolean
}

export const addToBagLabel = ({state, outOfStock, comingSoon}: AddToBagView): string => {
    if (state === 'success') return ADD_TO_BAG_LABELS.added
    if (comingSoon) return ADD_TO_BAG_LABELS.comingSoon
    if (outOfStock) return ADD_TO_BAG_LABELS.outOfStock
    return ADD_TO_BAG_LABELS.add
}

/** "Disabled when out of stock, disabled by the caller, or loading"; a coming-soon button stays active
 * because its click opens the back-in-stock dialog. */
export const isAddToBagDisabled = ({
    state,
    outOfStock,
    comingSoon,
    disabledByCaller
}: AddToBagView): boolean => state === 'loading' || !!disabledByCaller || (outOfStock && !comingSoon)

export type AddToBagClick = 'add' | 'open-back-in-stock' | 'select-size-message'

/** "When coming soon, a click opens the back-in-stock dialog; with no variant in quick view it shows 'Please
 * select a size before continuing'." */
export const addToBagClickAction = (input: {
    comingSoon: boolean
    hasVariant: boolean
    isQuickView: boolean
}): AddToBagClick => {
    if (!input.hasVariant && input.isQuickView) return 'select-size-message'
    return input.comingSoon ? 'open-back-in-stock' : 'add'
}
