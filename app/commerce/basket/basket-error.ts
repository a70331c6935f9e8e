import {GENERIC_ERROR_MESSAGE} from '../../rules/basket'
import type {BasketError} from './types'

interface ProblemBody {
    detail?: string
    statusCode?: string
}

const bodyOf = async (error: unknown): Promise<ProblemBody | undefined> => {
    const response = (error as {response?: Response})?.response
    if (response && typeof response.clone === 'function') {
        try {
            return (await response.clone().json()) as ProblemBody
        } catch {
            return undefined
        }
    }
    // Controller errors carry the parsed body already.
    return (error as {body?: ProblemBody})?.body
}

/** The platform's problem body (detail, and the coupon status code when a coupon is refused). */
export const problemOf = bodyOf

/**
 * Spec 000 §8: "API response errors become an object with isError and message from detail." Anything without
 * a detail (a network failure) gets the generic message rather than a status line like "400 Bad Request".
 */
export const toBasketError = async (error: unknown): Promise<BasketError> => {
    const body = await bodyOf(error)
    const detail = typeof body?.detail === 'string' ? body.detail.trim() : ''
    return {isError: true, message: detail || GENERIC_ERROR_MESSAGE}
}

export const statusOf = (error: unknown): number | undefined =>
    (error as {response?: {status?: number}; status?: number})?.response?.status ??
    (error as {status?: number})?.status
