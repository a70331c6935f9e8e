import {useCallback, useRef, useState} from 'react'
import {toBasketError} from './basket-error'
import type {BasketError, RequestStatus} from './types'

/** A failed basket call, as spec 000 §8 shapes it: `{isError: true, message}` (from the platform's detail). */
export class BasketRequestError extends Error implements BasketError {
    readonly isError = true as const
    constructor(message: string, readonly statusCode?: string) {
        super(message)
        this.name = 'BasketRequestError'
    }
}

export interface RequestState {
    status: RequestStatus
    error?: BasketError
}

/**
 * Tracks one kind of basket request: idle → pending → done | error (spec 000 §4). `run` rethrows failures as
 * BasketRequestError so callers can show the message; a newer call always wins over an older one.
 */
export const useRequestStatus = () => {
    const [state, setState] = useState<RequestState>({status: 'idle'})
    const latest = useRef(0)
    const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
        const call = ++latest.current
        setState({status: 'pending'})
        try {
            const result = await work()
            if (call === latest.current) setState({status: 'done'})
            return result
        } catch (error) {
            const failure =
                error instanceof BasketRequestError
                    ? error
                    : new BasketRequestError((await toBasketError(error)).message)
            if (call === latest.current)
                setState({status: 'error', error: {isError: true, message: failure.message}})
            throw failure
        }
    }, [])
    const reset = useCallback(() => setState({status: 'idle'}), [])
    return {...state, run, reset}
}
