import {badRequest} from '../../../core/errors'

/**
 * The address rules of the storefront's forms (spec 001 §5.1), enforced again on the server so that nothing
 * the storefront would refuse can be saved through the API either.
 */

/** "First and last name: letters (including accented), space, apostrophe, backtick, hyphen only." */
const NAME = /^[\p{L}\p{M} '’`-]+$/u
/** "Address line or city: the same plus digits, whitespace, dot." */
const ADDRESS_LINE = /^[\p{L}\p{M}0-9\s.'’`-]+$/u
/** "Another address-like field: letters, digits, backslash, slash, comma, dot, parentheses, whitespace,
 * apostrophe, backtick, hyphen." */
const ADDRESS_OTHER = /^[\p{L}\p{M}0-9\\/,.()\s'’`-]+$/u
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

const POSTAL_CODES: Record<string, RegExp> = {
    US: /^\d{5}(-\d{4})?$/,
    CA: /^[a-z]\d[a-z] ?\d[a-z]\d$/i,
    FR: /^(F-)?(\d{2}|2[AB])\d{3}$/i,
    IT: /^\d{5}$/,
    JP: /^\d{3}-\d{4}$/,
    CN: /^\d{6}$/,
    GB: /^([a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}|gir ?0aa)$/i
}
/** "general: alphanumeric start then up to 10 alphanumerics, hyphens or spaces" */
const GENERAL_POSTAL_CODE = /^[a-z0-9][a-z0-9 -]{0,10}$/i

/** "US requires an optional 00/+ and 1 followed by 10 digits" (separators aside). */
const US_PHONE = /^((00|\+)?1)?\d{10}$/
/** "Others need 5 to 20 characters of digits, hyphens, spaces, plus, parentheses." */
const OTHER_PHONE = /^[\d\s+()-]{5,20}$/

export const isValidPostalCode = (postalCode: string, countryCode: string) =>
    (POSTAL_CODES[countryCode] ?? GENERAL_POSTAL_CODE).test(postalCode)

export const isValidPhone = (phone: string, countryCode: string) =>
    countryCode === 'US' ? US_PHONE.test(phone.replace(/[\s().-]/g, '')) : OTHER_PHONE.test(phone)

interface FieldRule {
    maxLength: number
    pattern?: RegExp
}

/** Text fields of a CustomerAddress with their limits ("names 40", "phone 20"; others as the platform). */
export const ADDRESS_TEXT_FIELDS: Record<string, FieldRule> = {
    firstName: {maxLength: 40, pattern: NAME},
    lastName: {maxLength: 40, pattern: NAME},
    fullName: {maxLength: 256},
    address1: {maxLength: 255, pattern: ADDRESS_LINE},
    address2: {maxLength: 255, pattern: ADDRESS_LINE},
    city: {maxLength: 255, pattern: ADDRESS_LINE},
    postalCode: {maxLength: 20},
    countryCode: {maxLength: 2},
    stateCode: {maxLength: 3},
    phone: {maxLength: 20},
    companyName: {maxLength: 256, pattern: ADDRESS_OTHER},
    suite: {maxLength: 32, pattern: ADDRESS_OTHER},
    postBox: {maxLength: 256, pattern: ADDRESS_OTHER},
    jobTitle: {maxLength: 256},
    salutation: {maxLength: 256},
    secondName: {maxLength: 256},
    suffix: {maxLength: 256},
    title: {maxLength: 256}
}

export const REQUIRED_ADDRESS_FIELDS = [
    'firstName',
    'lastName',
    'address1',
    'city',
    'postalCode',
    'countryCode'
]

export const invalidAddress = (detail: string) =>
    badRequest(detail, 'invalid-customer-address', 'Invalid Address')

/** A trimmed text value, or a 400 naming the field when it is not text, too long or has bad characters. */
export const addressText = (name: string, value: unknown): string => {
    const rule = ADDRESS_TEXT_FIELDS[name]
    if (typeof value !== 'string') throw invalidAddress(`customerAddress.${name} must be a string.`)
    const trimmed = value.trim()
    if (trimmed.length > rule.maxLength)
        throw invalidAddress(`customerAddress.${name} must be at most ${rule.maxLength} characters.`)
    if (CONTROL_CHARACTERS.test(trimmed) || (rule.pattern && trimmed && !rule.pattern.test(trimmed)))
        throw invalidAddress(`customerAddress.${name} contains characters that are not allowed.`)
    return trimmed
}

/** Cross-field rules on a complete address: required fields, country code, postcode, phone, US state. */
export const checkAddress = (address: Record<string, unknown>) => {
    for (const name of REQUIRED_ADDRESS_FIELDS) {
        if (!address[name])
            throw invalidAddress(
                `The following properties were missing from your request: customerAddress.${name}`
            )
    }
    const country = address.countryCode as string
    if (!/^[A-Z]{2}$/.test(country))
        throw invalidAddress('customerAddress.countryCode must be a two-letter ISO 3166-1 code in capitals.')
    if (!isValidPostalCode(address.postalCode as string, country))
        throw invalidAddress(`customerAddress.postalCode is not a valid postal code for ${country}.`)
    if (address.phone && !isValidPhone(address.phone as string, country))
        throw invalidAddress(`customerAddress.phone is not a valid phone number for ${country}.`)
    if (country === 'US' && !/^[A-Z]{2}$/.test((address.stateCode as string | undefined) ?? ''))
        throw invalidAddress('customerAddress.stateCode is required for US addresses (two capital letters).')
}
