import {useCallback, useEffect, useReducer} from 'react'
import {
    ADDED_TO_BAG_RESET_MS,
    addToBagTransition,
    type AddToBagEvent,
    type AddToBagState
} from '../../rules/product/add-to-bag'

/** The button's state machine (idle -> loading -> success -> idle after 2.5 s; a failure goes back to idle). */
export const useAddToBagState = () => {
    const [state, dispatch] = useReducer(
        (current: AddToBagState, event: AddToBagEvent) => addToBagTransition(current, event),
        'idle'
    )
    useEffect(() => {
        if (state !== 'success') return undefined
        const timer = setTimeout(() => dispatch('reset'), ADDED_TO_BAG_RESET_MS)
        return () => clearTimeout(timer)
    }, [state])
    const send = useCallback((event: AddToBagEvent) => dispatch(event), [])
    return {state, send}
}
