import {GENERIC_ERROR_MESSAGE} from '../../rules/basket'
import {problemOf} from '../basket/basket-error'

/** "MISSING_EMAIL exists (value not shown)" (spec 001 §8): the platform's code for an order without email. */
export const MISSING_EMAIL = 'MISSING_EMAIL'

export type CheckoutFailureKind = 'missing-email' | 'payment-refused' | 'error'

/**
 * A failed checkout call (spec 000 §8: "status error, logged"). `message` is what may be shown: the
 * platform's detail or the generic 'Something went wrong. Try again!'; never card data.
 */
export class CheckoutError extends Error {
    constructor(message: string, readonly kind: CheckoutFailureKind = 'error') {
        super(message)
        this.name = 'CheckoutError'
    }
}

interface Problem {
    detail?: string
    code?: string
    title?: string
    type?: string
}

export const problemBodyOf = async (error: unknown): Promise<Problem | undefined> =>
    (await problemOf(error)) as Problem | undefined

/** "isMissingEmail when the message matches a missing-email constant" (spec 000 §8). */
export const isMissingEmail = (problem: Problem | undefined): boolean =>
    !!problem && [problem.code, problem.detail, problem.type].some((text) => text?.includes(MISSING_EMAIL))

/** Logs a failed step without request bodies (they can hold addresses and card data). */
export const logCheckoutFailure = (what: string, error: unknown) => {
    const status = (error as {response?: {status?: number}; status?: number})?.response?.status
    console.error(`Checkout: ${what} failed`, status ?? '', error instanceof Error ? error.message : '')
}

/** The message to show for a failure: the platform's detail when it gave one, else the generic message. */
export const toCheckoutError = async (what: string, error: unknown): Promise<CheckoutError> => {
    logCheckoutFailure(what, error)
    if (error instanceof CheckoutError) return error
    const problem = await problemBodyOf(error)
    if (isMissingEmail(problem)) return new CheckoutError(GENERIC_ERROR_MESSAGE, 'missing-email')
    const detail = typeof problem?.detail === 'string' ? problem.detail.trim() : ''
    return new CheckoutError(detail || GENERIC_ERROR_MESSAGE)
}
