import net from 'net'
import {badRequest} from '../../core/errors'

/** The Shopper Context document (`ShopperContext` in the Shopper Context API). */
export interface ShopperContextDocument {
    effectiveDateTime?: string
    sourceCode?: string
    customerGroupIds?: string[]
    customQualifiers?: Record<string, string>
    assignmentQualifiers?: Record<string, string>
    clientIp?: string
    geoLocation?: Record<string, string | number>
    couponCodes?: string[]
}

/** A validated request body; `null` means "remove" (PATCH) and is dropped on PUT. */
export interface ShopperContextChanges {
    effectiveDateTime?: string | null
    sourceCode?: string | null
    customerGroupIds?: string[]
    customQualifiers?: Record<string, string | null> | null
    assignmentQualifiers?: Record<string, string | null> | null
    clientIp?: string
    geoLocation?: Record<string, string | number>
    couponCodes?: string[]
}

const MAX_QUALIFIERS = 20
const MAX_TEXT = 256
const GEO_TEXT = ['city', 'country', 'countryCode', 'metroCode', 'postalCode', 'region', 'regionCode']

const invalid = (detail: string) => badRequest(detail, 'invalid-shopper-context', 'Invalid Shopper Context')

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown, name: string) => {
    if (typeof value !== 'string' || value.length > MAX_TEXT) {
        throw invalid(`${name} must be a string of at most ${MAX_TEXT} characters.`)
    }
    return value
}

const textList = (value: unknown, name: string) => {
    if (!Array.isArray(value) || value.length > 50)
        throw invalid(`${name} must be a list of at most 50 strings.`)
    return value.map((item, index) => text(item, `${name}[${index}]`))
}

const qualifiers = (value: unknown, name: string) => {
    if (!isObject(value)) throw invalid(`${name} must be an object of string values.`)
    const entries = Object.entries(value)
    if (entries.length > MAX_QUALIFIERS) throw invalid(`${name} is limited to ${MAX_QUALIFIERS} properties.`)
    return Object.fromEntries(
        entries.map(([key, item]) => [key, item === null ? null : text(item, `${name}.${key}`)])
    )
}

const geoLocation = (value: unknown) => {
    if (!isObject(value)) throw invalid('geoLocation must be an object.')
    const result: Record<string, string | number> = {}
    for (const field of GEO_TEXT) if (value[field] !== undefined) result[field] = text(value[field], field)
    for (const [field, limit] of [
        ['latitude', 90],
        ['longitude', 180]
    ] as const) {
        const coordinate = value[field]
        if (coordinate === undefined) continue
        if (typeof coordinate !== 'number' || Math.abs(coordinate) > limit) {
            throw invalid(`geoLocation.${field} must be a number between -${limit} and ${limit}.`)
        }
        result[field] = coordinate
    }
    return result
}

/** Validates a PUT/PATCH body; unknown properties are ignored, malformed known ones are a 400. */
export const parseShopperContext = (body: unknown): ShopperContextChanges => {
    if (!isObject(body)) throw invalid('The request body must be a shopper context object.')
    const changes: ShopperContextChanges = {}
    const {effectiveDateTime, sourceCode, customerGroupIds, customQualifiers, assignmentQualifiers} = body
    if (effectiveDateTime !== undefined) {
        if (
            effectiveDateTime !== null &&
            (typeof effectiveDateTime !== 'string' || isNaN(Date.parse(effectiveDateTime)))
        ) {
            throw invalid('effectiveDateTime must be an ISO 8601 date-time.')
        }
        changes.effectiveDateTime = effectiveDateTime
    }
    if (sourceCode !== undefined)
        changes.sourceCode = sourceCode === null ? null : text(sourceCode, 'sourceCode')
    if (customerGroupIds !== undefined)
        changes.customerGroupIds = textList(customerGroupIds, 'customerGroupIds')
    if (customQualifiers !== undefined) {
        changes.customQualifiers =
            customQualifiers === null ? null : qualifiers(customQualifiers, 'customQualifiers')
    }
    if (assignmentQualifiers !== undefined) {
        changes.assignmentQualifiers =
            assignmentQualifiers === null ? null : qualifiers(assignmentQualifiers, 'assignmentQualifiers')
    }
    if (body.clientIp !== undefined) {
        if (typeof body.clientIp !== 'string' || !net.isIPv4(body.clientIp)) {
            throw invalid('clientIp must be a valid IPv4 address.')
        }
        changes.clientIp = body.clientIp
    }
    if (body.geoLocation !== undefined) changes.geoLocation = geoLocation(body.geoLocation)
    if (body.couponCodes !== undefined) changes.couponCodes = textList(body.couponCodes, 'couponCodes')
    return changes
}
