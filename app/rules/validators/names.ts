import {VALIDATION_MESSAGES} from './messages'
import {allOf, matches, maxLength, required, type Validator} from './validator'

/**
 * Spec 001 §5.1. Letters include accented ones (any Unicode letter with its combining marks); the
 * typographic apostrophe counts as an apostrophe because phone keyboards type it.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} '’`-]+$/u
/** "Address line or city: the same plus digits, whitespace, dot." */
export const ADDRESS_LINE_PATTERN = /^[\p{L}\p{M}0-9\s.'’`-]+$/u
/** "Another address-like field: letters, digits, backslash, slash, comma, dot, parentheses, whitespace,
 * apostrophe, backtick, hyphen." */
export const ADDRESS_OTHER_PATTERN = /^[\p{L}\p{M}0-9\\/,.()\s'’`-]+$/u

const invalid = VALIDATION_MESSAGES.invalidCharacters

/** First and last name: mandatory, restricted characters. */
export const validateName: Validator = allOf(required(), matches(NAME_PATTERN, invalid))
/** "Limits: ... names 40" (spec 001 §9). */
export const NAME_MAX_LENGTH = 40
/** A customer's first or last name on the account forms: the name rule within the length limit. */
export const validateCustomerName: Validator = allOf(validateName, maxLength(NAME_MAX_LENGTH))
/** Address line 1 and city: mandatory. */
export const validateAddressLine: Validator = allOf(required(), matches(ADDRESS_LINE_PATTERN, invalid))
/**
 * The other address-like field: address line 2 ('Apartment, suite, etc.'), where 'Flat 2/3, Block (B)' is
 * ordinary; blank passes.
 */
export const validateAddressOther: Validator = matches(ADDRESS_OTHER_PATTERN, invalid)
