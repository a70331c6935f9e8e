import {badRequest} from '../../core/errors'

/**
 * Validation shared by registration and profile updates. Values are stored as given (trimmed): a script tag
 * in a name is kept as inert text, never interpreted; only control characters and sizes are refused.
 */
export const MAX_TEXT = 256
const MAX_PHONE = 32
const MAX_CUSTOM_ATTRIBUTE_JSON = 4096
// Deliberately simple: something@domain.tld, no whitespace. The storefront validates the finer rules.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^[\d\s+().-]*$/
const PHONE_FIELDS = ['phoneHome', 'phoneMobile', 'phoneBusiness', 'fax']
// Optional profile fields a shopper may set, all plain strings.
const TEXT_FIELDS = [
    'salutation',
    'title',
    'suffix',
    'secondName',
    'companyName',
    'jobTitle',
    'preferredLocale'
]
// Known custom attributes with a fixed type; any other c_* attribute passes through.
const BOOLEAN_ATTRIBUTES = ['c_subscribeMail', 'c_subscribeBrochure']
export const MIN_BIRTH_YEAR = 1900

export const invalidCustomer = (detail: string) => badRequest(detail, 'invalid-customer', 'Invalid Customer')

export const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** A trimmed string property of `customer`; undefined when absent, null or empty (unless required). */
export const customerText = (
    source: Record<string, unknown>,
    name: string,
    required: boolean,
    maxLength = MAX_TEXT
): string | undefined => {
    const value = source[name]
    if (value === undefined || value === null || value === '') {
        if (required)
            throw invalidCustomer(`The following properties were missing from your request: customer.${name}`)
        return undefined
    }
    if (typeof value !== 'string') throw invalidCustomer(`customer.${name} must be a string.`)
    const trimmed = value.trim()
    if (required && !trimmed) throw invalidCustomer(`customer.${name} must not be blank.`)
    if (trimmed.length > maxLength)
        throw invalidCustomer(`customer.${name} must be at most ${maxLength} characters.`)
    if (CONTROL_CHARACTERS.test(trimmed))
        throw invalidCustomer(`customer.${name} contains invalid characters.`)
    return trimmed
}

export const customerEmail = (source: Record<string, unknown>, required: boolean) => {
    const email = customerText(source, 'email', required)
    if (email !== undefined && !EMAIL.test(email))
        throw invalidCustomer('customer.email is not a valid email address.')
    return email
}

const isCalendarDate = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    if (!match) return false
    const [year, month, day] = match.slice(1).map(Number)
    const date = new Date(Date.UTC(year, month - 1, day))
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const birthdayOf = (value: unknown, today: string) => {
    if (typeof value !== 'string' || !isCalendarDate(value))
        throw invalidCustomer('customer.birthday must be a date in the form YYYY-MM-DD.')
    if (Number(value.slice(0, 4)) < MIN_BIRTH_YEAR || value > today)
        throw invalidCustomer(`customer.birthday must be between ${MIN_BIRTH_YEAR}-01-01 and today.`)
    return value
}

const customAttributeOf = (name: string, value: unknown) => {
    if (BOOLEAN_ATTRIBUTES.includes(name) && typeof value !== 'boolean')
        throw invalidCustomer(`${name} must be true or false.`)
    if (JSON.stringify(value).length > MAX_CUSTOM_ATTRIBUTE_JSON)
        throw invalidCustomer(`${name} is too large.`)
    return value
}

/**
 * Optional profile fields and c_* custom attributes of a Customer body. `set` holds the new values; `cleared`
 * the names sent as null (an update removes them; a registration just leaves them out).
 */
export const profileAttributes = (customer: Record<string, unknown>, today: string) => {
    const set: Record<string, unknown> = {}
    const cleared: string[] = []
    // null clears a field; so does an empty string, except on custom attributes where '' is a value.
    const present = (name: string) => {
        const value = customer[name]
        if (value === null || (value === '' && !name.startsWith('c_'))) cleared.push(name)
        return value !== undefined && value !== null && (value !== '' || name.startsWith('c_'))
    }
    for (const name of TEXT_FIELDS) {
        if (present(name)) set[name] = customerText(customer, name, false)
    }
    for (const name of PHONE_FIELDS) {
        if (!present(name)) continue
        const phone = customerText(customer, name, false, MAX_PHONE)
        if (phone !== undefined && !PHONE.test(phone))
            throw invalidCustomer(`customer.${name} is not a valid phone number.`)
        set[name] = phone
    }
    if (present('note')) set.note = customerText(customer, 'note', false, 4000)
    if (present('birthday')) set.birthday = birthdayOf(customer.birthday, today)
    if (present('gender')) {
        if (customer.gender !== 1 && customer.gender !== 2)
            throw invalidCustomer('customer.gender must be 1 (male) or 2 (female).')
        set.gender = customer.gender
    }
    // Custom attributes pass through as the platform stores them; known ones are type-checked.
    for (const [name, value] of Object.entries(customer)) {
        if (!name.startsWith('c_')) continue
        if (name.length > 64)
            throw invalidCustomer(`The attribute name '${name.slice(0, 64)}...' is too long.`)
        if (!present(name)) continue
        set[name] = customAttributeOf(name, value)
    }
    return {set, cleared}
}
