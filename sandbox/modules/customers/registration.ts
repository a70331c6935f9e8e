import {ApiError, badRequest} from '../../core/errors'
import {passwordPolicyViolation} from './passwords'

/** A validated `CustomerRegistration` body. */
export interface Registration {
    login: string
    email: string
    firstName: string
    lastName: string
    password: string
    attributes: Record<string, unknown>
}

const MAX_TEXT = 256
// Deliberately simple: something@domain.tld, no whitespace. The storefront validates the finer rules.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Optional profile fields a shopper may set at registration, all plain strings.
const OPTIONAL_TEXT_FIELDS = [
    'phoneHome',
    'phoneMobile',
    'phoneBusiness',
    'salutation',
    'title',
    'suffix',
    'secondName',
    'companyName',
    'jobTitle',
    'fax',
    'preferredLocale',
    'note'
]
const MAX_CUSTOM_ATTRIBUTE_JSON = 4096

const invalid = (detail: string) => badRequest(detail, 'invalid-customer', 'Invalid Customer')

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (source: Record<string, unknown>, name: string, required: boolean): string | undefined => {
    const value = source[name]
    if (value === undefined || value === null || value === '') {
        if (required)
            throw invalid(`The following properties were missing from your request: customer.${name}`)
        return undefined
    }
    if (typeof value !== 'string') throw invalid(`customer.${name} must be a string.`)
    const trimmed = value.trim()
    if (required && !trimmed) throw invalid(`customer.${name} must not be blank.`)
    if (trimmed.length > MAX_TEXT) throw invalid(`customer.${name} must be at most ${MAX_TEXT} characters.`)
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw invalid(`customer.${name} contains invalid characters.`)
    return trimmed
}

const optionalAttributes = (customer: Record<string, unknown>) => {
    const attributes: Record<string, unknown> = {}
    for (const name of OPTIONAL_TEXT_FIELDS) {
        const value = text(customer, name, false)
        if (value !== undefined) attributes[name] = value
    }
    const {birthday, gender} = customer
    if (birthday !== undefined && birthday !== null) {
        if (
            typeof birthday !== 'string' ||
            !/^\d{4}-\d{2}-\d{2}$/.test(birthday) ||
            isNaN(Date.parse(birthday))
        ) {
            throw invalid('customer.birthday must be a date in the form YYYY-MM-DD.')
        }
        attributes.birthday = birthday
    }
    if (gender !== undefined && gender !== null) {
        if (gender !== 1 && gender !== 2) throw invalid('customer.gender must be 1 (male) or 2 (female).')
        attributes.gender = gender
    }
    // Custom attributes pass through as the platform stores them; only their size is bounded.
    for (const [name, value] of Object.entries(customer)) {
        if (!name.startsWith('c_') || value === undefined) continue
        if (JSON.stringify(value).length > MAX_CUSTOM_ATTRIBUTE_JSON) throw invalid(`${name} is too large.`)
        attributes[name] = value
    }
    return attributes
}

/** Validates a registration body; 400 (platform shape) for anything missing or malformed. */
export const parseRegistration = (body: unknown): Registration => {
    if (!isObject(body) || Object.keys(body).length === 0) {
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    }
    const {customer, password} = body
    if (!isObject(customer)) {
        throw invalid('The following properties were missing from your request: customer')
    }
    if (typeof password !== 'string' || password === '') {
        throw invalid('The following properties were missing from your request: password')
    }
    const violation = passwordPolicyViolation(password)
    if (violation) {
        throw new ApiError(400, 'invalid-password', 'Invalid Password', `The password needs ${violation}.`)
    }
    const login = text(customer, 'login', true) as string
    const email = text(customer, 'email', true) as string
    if (!EMAIL.test(email)) throw invalid('customer.email is not a valid email address.')
    return {
        login,
        email,
        firstName: text(customer, 'firstName', false) ?? '',
        lastName: text(customer, 'lastName', true) as string,
        password,
        attributes: optionalAttributes(customer)
    }
}
