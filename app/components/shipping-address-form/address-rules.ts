import {
    allOf,
    matches,
    maxLength,
    phoneValidator,
    postcodeValidator,
    required,
    validateAddressLine,
    validateName,
    validateAddressOther,
    VALIDATION_MESSAGES,
    type Validator
} from '../../rules/validators'
import {statesFor} from '../../region/states'
import type {AddressFormValues} from '../../commerce/checkout'

/** Per-field limits ("names 40; phone 20", spec 001 §9; address lines and city as the platform stores them). */
export const ADDRESS_LIMITS: Record<keyof AddressFormValues, number> = {
    firstName: 40,
    lastName: 40,
    address1: 50,
    address2: 50,
    city: 50,
    stateCode: 10,
    postalCode: 12,
    countryCode: 2,
    phone: 20
}

const STATE_CODE = /^[A-Z]{2}$/

/**
 * The address rules for a country (spec 001 §5.1): names, address lines and city by character class,
 * postcode per country (US, CA, FR, IT, JP, CN, GB, else the general rule), phone (US 10 digits, else 5-20
 * digits and separators), a state for US and Canadian addresses, and the length limits.
 */
export const addressRules = (countryCode: string): Record<keyof AddressFormValues, Validator> => ({
    firstName: allOf(validateName, maxLength(ADDRESS_LIMITS.firstName)),
    lastName: allOf(validateName, maxLength(ADDRESS_LIMITS.lastName)),
    address1: allOf(validateAddressLine, maxLength(ADDRESS_LIMITS.address1)),
    address2: allOf(validateAddressOther, maxLength(ADDRESS_LIMITS.address2)),
    city: allOf(validateAddressLine, maxLength(ADDRESS_LIMITS.city)),
    stateCode: statesFor(countryCode).length
        ? allOf(
              required(VALIDATION_MESSAGES.selectValue),
              matches(STATE_CODE, VALIDATION_MESSAGES.selectValue)
          )
        : () => true,
    postalCode: allOf(maxLength(ADDRESS_LIMITS.postalCode), postcodeValidator(countryCode)),
    countryCode: required(),
    phone: allOf(maxLength(ADDRESS_LIMITS.phone), phoneValidator(countryCode))
})
