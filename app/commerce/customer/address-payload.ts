import {stateCodeToSend} from '../../region/states'
import {savedAddressId} from '../../rules/account'
import type {CustomerAddress} from './use-registered-customer'

/** What the address form collects. */
export interface AddressInput {
    firstName: string
    lastName: string
    address1: string
    address2?: string
    city: string
    stateCode?: string
    postalCode: string
    countryCode: string
    phone: string
    preferred?: boolean
}

const text = (value: string | undefined) => (value ?? '').trim()

/**
 * The platform's CustomerAddress for a form entry: the saved address id follows the address (country, city
 * and first line, spec 000 §5) and the state code is sent only for US addresses (spec 001 §5.1).
 */
export const toCustomerAddress = (input: AddressInput): CustomerAddress => {
    const countryCode = text(input.countryCode).toUpperCase()
    const address = {
        firstName: text(input.firstName),
        lastName: text(input.lastName),
        address1: text(input.address1),
        city: text(input.city),
        postalCode: text(input.postalCode).toUpperCase(),
        countryCode,
        phone: text(input.phone)
    }
    const address2 = text(input.address2)
    const stateCode = stateCodeToSend(countryCode, text(input.stateCode) || undefined)
    return {
        ...address,
        addressId: savedAddressId(address),
        fullName: `${address.firstName} ${address.lastName}`,
        ...(address2 ? {address2} : {}),
        ...(stateCode ? {stateCode} : {}),
        ...(input.preferred !== undefined ? {preferred: input.preferred} : {})
    }
}

/** The form's starting values for an existing address. */
export const toAddressInput = (address: CustomerAddress): AddressInput => ({
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    stateCode: address.stateCode ?? '',
    postalCode: address.postalCode ?? '',
    countryCode: address.countryCode ?? '',
    phone: address.phone ?? '',
    preferred: address.preferred ?? false
})
