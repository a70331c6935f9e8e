import {isValidPhone} from '../validators/phone'
import {isValidPostcode} from '../validators/postcode'

/** "Saved address id max 20" (spec 000 §9). */
export const SAVED_ADDRESS_ID_MAX = 20

/** "A saved address id is country, city and first address line with spaces removed, cut to 20 characters"
 * (spec 000 §5). */
export const savedAddressId = (address: {countryCode?: string; city?: string; address1?: string}): string =>
    Array.from(
        `${address.countryCode ?? ''}${address.city ?? ''}${address.address1 ?? ''}`.replace(/\s+/g, '')
    )
        .slice(0, SAVED_ADDRESS_ID_MAX)
        .join('')

/** "Address comparison ignores id, addressId, _type, preferred, creationDate, lastModified" (spec 001 §5.1). */
export const ADDRESS_COMPARISON_IGNORED = [
    'id',
    'addressId',
    '_type',
    'preferred',
    'creationDate',
    'lastModified'
]

const comparable = (address: Readonly<Record<string, unknown>>) =>
    Object.entries(address)
        .filter(
            ([key, value]) =>
                !ADDRESS_COMPARISON_IGNORED.includes(key) && value !== undefined && value !== null
        )
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/** Two addresses are the same when every field other than the ignored ones is equal (absent equals null). */
export const isSameAddress = (
    a: Readonly<Record<string, unknown>>,
    b: Readonly<Record<string, unknown>>
): boolean => {
    const left = comparable(a)
    const right = comparable(b)
    return (
        left.length === right.length &&
        left.every(([key, value], index) => right[index][0] === key && right[index][1] === value)
    )
}

export interface SavedAddressCheck {
    countryCode?: string
    phone?: string
    postalCode?: string
}

/** "Saved addresses are kept only if the phone is valid for the address country and the postal code is valid
 * for the country (a general fallback rule applies)" (spec 001 §5.1). */
export const keepSavedAddress = (address: SavedAddressCheck): boolean =>
    isValidPhone(address.phone, address.countryCode) &&
    isValidPostcode(address.postalCode, address.countryCode)

/** The saved addresses a checkout may offer. */
export const usableSavedAddresses = <T extends SavedAddressCheck>(addresses: readonly T[] | undefined): T[] =>
    (addresses ?? []).filter(keepSavedAddress)
