import {badRequest} from '../../../core/errors'
import {ADDRESS_TEXT_FIELDS, addressText, checkAddress, invalidAddress} from './address-rules'

/** Address fields as stored: text fields and c_* attributes (addressId, preferred and dates live in columns). */
export type AddressFields = Record<string, unknown>

export interface AddressInput {
    addressId?: string
    preferred?: boolean
    fields: AddressFields
    /** Fields sent as null or '' (a PATCH removes them). */
    cleared: string[]
}

const MAX_ADDRESS_ID = 256
const MAX_CUSTOM_ATTRIBUTE_JSON = 4096
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const UPPER_CASE_FIELDS = ['countryCode', 'stateCode']

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const addressIdOf = (value: unknown) => {
    if (typeof value !== 'string' || !value.trim())
        throw invalidAddress('customerAddress.addressId must be a non-blank string.')
    const id = value.trim()
    if (id.length > MAX_ADDRESS_ID || CONTROL_CHARACTERS.test(id))
        throw invalidAddress(
            `customerAddress.addressId must be at most ${MAX_ADDRESS_ID} printable characters.`
        )
    return id
}

/**
 * Reads a CustomerAddress body. The storefront names the second address line `c_streetName`; it is the
 * platform's `address2` and both spellings are accepted (and returned). Read-only and unknown fields are ignored.
 */
export const parseAddressBody = (body: unknown): AddressInput => {
    if (!isObject(body) || Object.keys(body).length === 0)
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    const source = {...body}
    if (source.address2 === undefined && source.c_streetName !== undefined)
        source.address2 = source.c_streetName
    delete source.c_streetName
    const fields: AddressFields = {}
    const cleared: string[] = []
    for (const name of Object.keys(ADDRESS_TEXT_FIELDS)) {
        const value = source[name]
        if (value === undefined) continue
        if (value === null || value === '') {
            cleared.push(name)
            continue
        }
        const text = addressText(name, value)
        fields[name] = UPPER_CASE_FIELDS.includes(name) ? text.toUpperCase() : text
    }
    for (const [name, value] of Object.entries(source)) {
        if (!name.startsWith('c_')) continue
        if (name.length > 64) throw invalidAddress('A custom attribute name is too long.')
        if (value === null) cleared.push(name)
        else if (JSON.stringify(value).length > MAX_CUSTOM_ATTRIBUTE_JSON)
            throw invalidAddress(`customerAddress.${name} is too large.`)
        else fields[name] = value
    }
    const {preferred} = source
    if (preferred !== undefined && preferred !== null && typeof preferred !== 'boolean')
        throw invalidAddress('customerAddress.preferred must be true or false.')
    return {
        ...(source.addressId !== undefined ? {addressId: addressIdOf(source.addressId)} : {}),
        ...(typeof preferred === 'boolean' ? {preferred} : {}),
        fields,
        cleared
    }
}

/** Applies an input to the stored fields (none for a new address) and checks the complete result. */
export const mergeAddress = (current: AddressFields, input: AddressInput): AddressFields => {
    const merged: AddressFields = {...current, ...input.fields}
    for (const name of input.cleared) delete merged[name]
    checkAddress(merged)
    // "The state code is sent only for US addresses": elsewhere it is dropped rather than kept stale.
    if (merged.countryCode !== 'US') delete merged.stateCode
    return merged
}
