/**
 * Request parameters of the delivery API, validated: bad values are 400 INVALID_REQUEST, values over the
 * service limits are clamped (the SDK documents that limits are enforced by the service, not rejected).
 */
import {invalidRequest} from './errors'
import {MAX_DEPTH} from './links'
import {parseLocales} from './output'

export interface ResolveParams {
    /** Link hops to inline. */
    depth: number
    format: 'inlined' | 'linked'
    locales?: string[]
}

const asString = (value: unknown, name: string): string | undefined => {
    if (value === undefined || value === null) return undefined
    if (typeof value === 'string') return value
    if (typeof value === 'number' && name !== 'locale') return String(value)
    throw invalidRequest(`Parameter "${name}" must be a string.`, {parameter: name})
}

export const parseDepth = (raw: unknown, fallback: number): number => {
    const value = asString(raw, 'depth')
    if (value === undefined || value === '') return fallback
    if (value === 'all') return MAX_DEPTH
    if (value === 'root') return 0
    if (/^\d{1,2}$/.test(value) && Number(value) <= MAX_DEPTH) return Number(value)
    throw invalidRequest(`Parameter "depth" must be "all", "root" or 0-${MAX_DEPTH}.`, {parameter: 'depth'})
}

export const parseFormat = (raw: unknown): ResolveParams['format'] => {
    const value = asString(raw, 'format')
    if (value === undefined || value === '' || value === 'inlined') return 'inlined'
    if (value === 'linked') return 'linked'
    throw invalidRequest('Parameter "format" must be "inlined" or "linked".', {parameter: 'format'})
}

const LOCALE_PARAM = /^[A-Za-z0-9*_, -]{1,200}$/

export const parseLocaleParam = (raw: unknown): string[] | undefined => {
    const value = asString(raw, 'locale')
    if (value === undefined || value === '') return undefined
    if (!LOCALE_PARAM.test(value))
        throw invalidRequest('Parameter "locale" is not a locale list.', {parameter: 'locale'})
    return parseLocales(value)
}

/** Parameters from a query string or a JSON `parameters` object, with an optional per-request override. */
export const parseResolveParams = (
    source: Record<string, unknown>,
    defaults: {depth: number},
    overrides: Record<string, unknown> = {}
): ResolveParams => {
    const merged = {...source, ...overrides}
    return {
        depth: parseDepth(merged.depth, defaults.depth),
        format: parseFormat(merged.format),
        locales: parseLocaleParam(merged.locale)
    }
}

/** Positive integer, clamped to `max`; absent gives `fallback`. */
export const parseBoundedInt = (raw: unknown, name: string, fallback: number, max: number): number => {
    const value = asString(raw, name)
    if (value === undefined || value === '') return fallback
    if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
        throw invalidRequest(`Parameter "${name}" must be a positive integer.`, {parameter: name})
    }
    return Math.min(Number(value), max)
}

export const parseOrder = (raw: unknown, name: string): 'ASC' | 'DESC' => {
    const value = asString(raw, name)
    if (value === undefined || value === '') return 'ASC'
    const upper = value.toUpperCase()
    if (upper === 'ASC' || upper === 'DESC') return upper
    throw invalidRequest(`Parameter "${name}" must be ASC or DESC.`, {parameter: name})
}

/** Opaque cursors: base64url of the next offset. */
export const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({o: offset})).toString('base64url')

export const decodeCursor = (raw: unknown, name: string): number => {
    const value = asString(raw, name)
    if (value === undefined || value === '') return 0
    try {
        const decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {o?: unknown}
        if (typeof decoded.o === 'number' && Number.isInteger(decoded.o) && decoded.o >= 0) return decoded.o
    } catch {
        // Reported below as an invalid cursor.
    }
    throw invalidRequest(`Parameter "${name}" is not a cursor this service issued.`, {parameter: name})
}
