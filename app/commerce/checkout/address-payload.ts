import {stateCodeToSend} from '../../region/states'
import {normalisePhone} from '../../rules/validators'
import type {CheckoutAddress} from './types'

/** What the address forms collect (shipping, billing, collection). */
export interface AddressFormValues {
    firstName: string
    lastName: string
    address1: string
    address2?: string
    city: string
    stateCode?: string
    postalCode: string
    countryCode: string
    phone: string
}

const text = (value: string | undefined) => (value ?? '').trim()

/**
 * The platform's OrderAddress for a form entry: trimmed, the phone normalised ("strips non-digits except a
 * leading plus and turns a 001 prefix into +1", spec 001 §5.1), the state code only for US addresses and
 * the postcode upper-cased (GB and CA postcodes are case-insensitive).
 */
export const toOrderAddress = (values: AddressFormValues): CheckoutAddress => {
    const countryCode = text(values.countryCode).toUpperCase()
    const address2 = text(values.address2)
    const stateCode = stateCodeToSend(countryCode, text(values.stateCode) || undefined)
    return {
        firstName: text(values.firstName),
        lastName: text(values.lastName),
        address1: text(values.address1),
        ...(address2 ? {address2} : {}),
        city: text(values.city),
        ...(stateCode ? {stateCode} : {}),
        postalCode: text(values.postalCode).toUpperCase(),
        countryCode,
        phone: normalisePhone(values.phone)
    }
}

/** The form's starting values for an address the basket (or account) already holds. */
export const toAddressFormValues = (
    address: CheckoutAddress | undefined,
    defaultCountry: string
): AddressFormValues => ({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    stateCode: address?.stateCode ?? '',
    postalCode: address?.postalCode ?? '',
    countryCode: address?.countryCode ?? defaultCountry,
    phone: address?.phone ?? ''
})
