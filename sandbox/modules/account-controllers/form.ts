import type {Request} from 'express'
import {badRequest} from '../../core/errors'

/**
 * Form fields of a controller POST (urlencoded, or JSON with the same names). Repeated, non-text or oversized
 * values are a 400; blank counts as absent.
 */
const MAX_FIELD = 256
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

const fieldsOf = (req: Request): Record<string, unknown> =>
    typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {}

export const optionalField = (req: Request, name: string, maxLength = MAX_FIELD): string | undefined => {
    const value = fieldsOf(req)[name]
    if (value === undefined || value === null || value === '') return undefined
    const text = typeof value === 'boolean' || typeof value === 'number' ? String(value) : value
    if (typeof text !== 'string') throw badRequest(`The field '${name}' must be given once, as text.`)
    if (text.length > maxLength)
        throw badRequest(`The field '${name}' must be at most ${maxLength} characters.`)
    if (CONTROL_CHARACTERS.test(text)) throw badRequest(`The field '${name}' contains invalid characters.`)
    return text.trim()
}

export const requiredField = (req: Request, name: string, maxLength = MAX_FIELD): string => {
    const value = optionalField(req, name, maxLength)
    if (value === undefined) {
        throw badRequest(
            `The following parameters were missing from your request: ${name}`,
            'missing-parameters',
            'Missing Parameters'
        )
    }
    return value
}

export const requiredEmail = (req: Request, name = 'email') => {
    const email = requiredField(req, name)
    if (!EMAIL.test(email)) throw badRequest(`The field '${name}' is not a valid email address.`)
    return email
}

/** 'true'/'false' (any case, or a JSON boolean); undefined when absent. */
export const optionalFlag = (req: Request, name: string): boolean | undefined => {
    const value = optionalField(req, name)
    if (value === undefined) return undefined
    const lower = value.toLowerCase()
    if (lower !== 'true' && lower !== 'false') throw badRequest(`The field '${name}' must be true or false.`)
    return lower === 'true'
}

/** Two-letter country code, upper-cased. */
export const optionalCountry = (req: Request, name = 'country') => {
    const value = optionalField(req, name)
    if (value === undefined) return undefined
    if (!/^[A-Za-z]{2}$/.test(value))
        throw badRequest(`The field '${name}' must be a two-letter country code.`)
    return value.toUpperCase()
}
