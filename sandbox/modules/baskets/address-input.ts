import {badRequest} from '../../core/errors'
import {mergeCustom, requireBody, stringField} from './input'
import type {StoredAddress} from './model'

/**
 * Order addresses, checked with the storefront's own rules (spec 001 §5.1) so anything the storefront
 * accepts is accepted here and markup never reaches an address.
 */
const NAME = /^[\p{L}\p{M}' `’-]+$/u
const ADDRESS_LINE = /^[\p{L}\p{M}\p{N}\s\\/,.()'`’#&-]+$/u
const STATE = /^[A-Za-z0-9 -]{1,10}$/
const COUNTRY = /^[A-Za-z]{2}$/

const POSTCODES: Record<string, RegExp> = {
    US: /^\d{5}(-\d{4})?$/,
    CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
    FR: /^(F-)?((2[AB])|\d{2})\d{3}$/,
    IT: /^\d{5}$/,
    JP: /^\d{3}-\d{4}$/,
    CN: /^\d{6}$/,
    GB: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i
}
const GENERAL_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}$/

export const isValidPostcode = (country: string | undefined, postcode: string) =>
    (POSTCODES[country ?? ''] ?? GENERAL_POSTCODE).test(postcode.trim())

/** Spec 001 §5.1: US numbers are 10 digits with an optional (00|+)1; elsewhere 5-20 digits and separators. */
export const isValidPhone = (country: string | undefined, phone: string) => {
    if (country !== 'US') return /^[\d\-\s+()]{5,20}$/.test(phone)
    const normalised = phone.replace(/(?!^\+)[^\d]/g, '').replace(/^001/, '+1')
    return /^(\+?1)?\d{10}$/.test(normalised)
}

const FIELDS: [keyof Omit<StoredAddress, 'custom'>, number, RegExp | undefined][] = [
    ['title', 20, NAME],
    ['firstName', 50, NAME],
    ['lastName', 50, NAME],
    ['fullName', 101, NAME],
    ['companyName', 60, ADDRESS_LINE],
    ['address1', 100, ADDRESS_LINE],
    ['address2', 100, ADDRESS_LINE],
    ['city', 50, ADDRESS_LINE],
    ['stateCode', 10, STATE],
    ['postalCode', 12, undefined],
    ['countryCode', 2, COUNTRY],
    ['phone', 20, undefined]
]

/** Reads an OrderAddress body. Blank fields are dropped; completeness is checked when the order is placed. */
export const parseAddress = (value: unknown, what = 'address'): StoredAddress => {
    const body = requireBody(value, what)
    const address: StoredAddress = {custom: {}}
    for (const [field, max, pattern] of FIELDS) {
        const text = stringField(body, field, max, {pattern, label: `${what}.${field}`})
        if (text) address[field] = text
    }
    if (address.countryCode) address.countryCode = address.countryCode.toUpperCase()
    if (address.postalCode && !isValidPostcode(address.countryCode, address.postalCode)) {
        throw badRequest(
            `The postal code '${address.postalCode}' is not valid for ${
                address.countryCode ?? 'this country'
            }.`,
            'invalid-postal-code',
            'Invalid Postal Code'
        )
    }
    if (address.phone && !isValidPhone(address.countryCode, address.phone)) {
        throw badRequest(
            `The phone number '${address.phone}' is not valid.`,
            'invalid-phone',
            'Invalid Phone'
        )
    }
    // Fields the platform manages on customer addresses; harmless when the storefront sends them.
    const {
        id: _id,
        addressId: _addressId,
        preferred: _preferred,
        creationDate: _c,
        lastModified: _l,
        ...rest
    } = body
    address.custom = mergeCustom({}, rest)
    return address
}

/** The six fields a shipping address needs before an order can be placed (spec 000 §4). */
export const REQUIRED_SHIPPING_FIELDS = [
    'firstName',
    'lastName',
    'address1',
    'city',
    'postalCode',
    'phone'
] as const

export const missingShippingFields = (address: StoredAddress | undefined) =>
    REQUIRED_SHIPPING_FIELDS.filter((field) => !address?.[field]?.trim())
