import {useCallback, useRef, useState} from 'react'
import type {RequestStatus} from '../basket/types'
import {toCheckoutError, type CheckoutError} from './checkout-errors'

export interface CheckoutRequestState {
    status: RequestStatus
    error?: CheckoutError
}

/**
 * One kind of checkout request (address, shipping, payment, billing, email): idle → pending → done | error
 * (spec 000 §4, §8 "status error, logged"). `run` rethrows the shaped CheckoutError; a newer call wins.
 */
export const useCheckoutRequest = (what: string) => {
    const [state, setState] = useState<CheckoutRequestState>({status: 'idle'})
    const latest = useRef(0)
    const run = useCallback(
        async <T>(work: () => Promise<T>): Promise<T> => {
            const call = ++latest.current
            setState({status: 'pending'})
            try {
                const result = await work()
                if (call === latest.current) setState({status: 'done'})
                return result
            } catch (error) {
                const shaped = await toCheckoutError(what, error)
                if (call === latest.current) setState({status: 'error', error: shaped})
                throw shaped
            }
        },
        [what]
    )
    const reset = useCallback(() => setState({status: 'idle'}), [])
    return {...state, isPending: state.status === 'pending', run, reset}
}
