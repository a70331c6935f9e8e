import {badRequest} from '../../core/errors'
import type {CustomAttributes} from './model'

/**
 * Request body reading shared by the basket, order and controller routes. Everything a shopper sends is
 * bounded (400 when too long or of the wrong type, never a 500) and stored as data; nothing is ever
 * interpreted as markup by the APIs, and the sandbox's own HTML pages escape what they show.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

export const invalid = (detail: string) => badRequest(detail, 'invalid-request', 'Invalid Request')

export const requireBody = (body: unknown, what: string): Record<string, unknown> => {
    if (body === undefined || body === null || (typeof body === 'string' && body === '')) return {}
    if (!isRecord(body)) throw invalid(`The request body must be a JSON object (${what}).`)
    return body
}

/** A string field: undefined when absent, null when explicitly null, else trimmed and length-checked. */
export const stringField = (
    body: Record<string, unknown>,
    key: string,
    max: number,
    options: {required?: boolean; pattern?: RegExp; label?: string} = {}
): string | null | undefined => {
    const value = body[key]
    const label = options.label ?? key
    if (value === undefined || value === null) {
        if (options.required) throw invalid(`The field '${label}' is required.`)
        return value
    }
    if (typeof value !== 'string') throw invalid(`The field '${label}' must be a string.`)
    const text = value.trim()
    if (options.required && !text) throw invalid(`The field '${label}' is required.`)
    if (text.length > max) throw invalid(`The field '${label}' must be at most ${max} characters long.`)
    if (text && options.pattern && !options.pattern.test(text)) {
        throw invalid(`The field '${label}' contains characters or a format that is not allowed.`)
    }
    return text
}

/** First non-undefined of several spellings (SCAPI camelCase and the storefront's OCAPI snake_case). */
export const pick = (body: Record<string, unknown>, ...keys: string[]) => {
    for (const key of keys) if (body[key] !== undefined) return {key, value: body[key]}
    return undefined
}

export const integerField = (value: unknown, label: string, min: number, max: number): number => {
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    if (typeof number !== 'number' || !Number.isInteger(number))
        throw invalid(`The field '${label}' must be a whole number.`)
    if (number < min || number > max) throw invalid(`The field '${label}' must be between ${min} and ${max}.`)
    return number
}

/** A money amount in major units with at most two decimals, within bounds. */
export const amountField = (value: unknown, label: string, max: number): number => {
    const number = typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > max) {
        throw invalid(`The field '${label}' must be an amount between 0 and ${max}.`)
    }
    if (Math.round(number * 100) !== Number((number * 100).toFixed(6))) {
        throw invalid(`The field '${label}' must have at most two decimals.`)
    }
    return number
}

export const booleanField = (value: unknown, label: string): boolean | undefined => {
    if (value === undefined || value === null) return undefined
    if (typeof value === 'boolean') return value
    if (value === 'true' || value === 'false') return value === 'true'
    throw invalid(`The field '${label}' must be true or false.`)
}

const CUSTOM_KEY = /^c_[A-Za-z0-9_]{1,64}$/
const MAX_CUSTOM_VALUE = 4000
const MAX_CUSTOM_ATTRIBUTES = 40

/**
 * Merges the `c_*` fields of a body into existing custom attributes: unknown ones are kept as given (the
 * platform stores custom attributes it is configured for; the sandbox keeps all), `null` clears one.
 * `skip` lists c_* fields the caller handles itself.
 */
export const mergeCustom = (
    existing: CustomAttributes,
    body: Record<string, unknown>,
    skip: string[] = []
): CustomAttributes => {
    const next = {...existing}
    for (const [key, value] of Object.entries(body)) {
        if (!key.startsWith('c_') || skip.includes(key)) continue
        if (!CUSTOM_KEY.test(key))
            throw invalid(`The custom attribute name '${key.slice(0, 70)}' is not valid.`)
        if (value === null) {
            delete next[key]
            continue
        }
        const serialised = JSON.stringify(value)
        if (serialised === undefined || serialised.length > MAX_CUSTOM_VALUE) {
            throw invalid(
                `The custom attribute '${key}' is too large (at most ${MAX_CUSTOM_VALUE} characters).`
            )
        }
        next[key] = value
    }
    if (Object.keys(next).length > MAX_CUSTOM_ATTRIBUTES) {
        throw invalid(`At most ${MAX_CUSTOM_ATTRIBUTES} custom attributes can be set.`)
    }
    return next
}

const EMAIL =
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$|^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@\[(?:\d{1,3}\.){3}\d{1,3}\]$/

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value)

export const emailField = (
    body: Record<string, unknown>,
    key: string,
    required = false
): string | undefined => {
    const value = stringField(body, key, 254, {required})
    if (!value) return undefined
    if (!isEmail(value))
        throw badRequest(
            `'${value.slice(0, 60)}' is not a valid email address.`,
            'invalid-email',
            'Invalid Email'
        )
    return value
}
