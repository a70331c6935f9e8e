import type {Request} from 'express'
import {badRequest} from '../../core/errors'

const MAX_LENGTH = 1024

/** A single-valued query parameter, or undefined when absent or empty; repeated or oversized values are 400. */
export const optionalQuery = (req: Request, name: string): string | undefined => {
    const value = req.query[name]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string') throw badRequest(`The parameter '${name}' must be given once.`)
    if (value.length > MAX_LENGTH) throw badRequest(`The parameter '${name}' is too long.`)
    return value
}

export const requiredQuery = (req: Request, name: string): string => {
    const value = optionalQuery(req, name)
    if (value === undefined) {
        throw badRequest(
            `The following parameters were missing from your request: ${name}`,
            'missing-parameters',
            'Missing Parameters'
        )
    }
    return value
}

/** Optional query value that must match `pattern`; the result is upper-cased (country and currency codes). */
export const optionalCode = (req: Request, name: string, pattern: RegExp): string | undefined => {
    const value = optionalQuery(req, name)
    if (value === undefined) return undefined
    if (!pattern.test(value)) throw badRequest(`The parameter '${name}' is not valid.`)
    return value.toUpperCase()
}

export const optionalBoolean = (req: Request, name: string): boolean | undefined => {
    const value = optionalQuery(req, name)
    if (value === undefined) return undefined
    if (value !== 'true' && value !== 'false')
        throw badRequest(`The parameter '${name}' must be true or false.`)
    return value === 'true'
}

export const optionalDate = (req: Request, name: string): string | undefined => {
    const value = optionalQuery(req, name)
    if (value === undefined) return undefined
    if (isNaN(Date.parse(value))) throw badRequest(`The parameter '${name}' is not a valid date.`)
    return value
}
