import {VALIDATION_MESSAGES} from './messages'
import {allOf, matches, required, type Validator} from './validator'

/** Postcode patterns per country (spec 001 §5.1). */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
    /** "US 5 digits with optional 4-digit extension" */
    US: /^\d{5}(-\d{4})?$/,
    /** "CA letter-digit-letter then digit-letter-digit with optional space" */
    CA: /^[a-z]\d[a-z] ?\d[a-z]\d$/i,
    /** "FR 5 digits (optional F- prefix; Corsica 2A/2B)" */
    FR: /^(F-)?(\d{2}|2[AB])\d{3}$/i,
    /** "IT 5 digits" */
    IT: /^\d{5}$/,
    /** "JP 3 digits, hyphen, 4 digits" */
    JP: /^\d{3}-\d{4}$/,
    /** "CN 6 digits" */
    CN: /^\d{6}$/,
    /** "GB standard UK postcode, case-insensitive" (outward code, optional space, inward code; GIR 0AA) */
    GB: /^([a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}|gir ?0aa)$/i
}

/** "general: alphanumeric start then up to 10 alphanumerics, hyphens or spaces" */
export const GENERAL_POSTCODE_PATTERN = /^[a-z0-9][a-z0-9 -]{0,10}$/i

export const postcodePatternFor = (countryCode: string | undefined): RegExp => {
    const country = (countryCode ?? '').trim().toUpperCase()
    return POSTCODE_PATTERNS[country === 'UK' ? 'GB' : country] ?? GENERAL_POSTCODE_PATTERN
}

export const isValidPostcode = (value: string | null | undefined, countryCode: string | undefined): boolean =>
    !!value && postcodePatternFor(countryCode).test(value.trim())

/** A mandatory postcode field for an address country. */
export const postcodeValidator = (countryCode: string | undefined): Validator =>
    allOf(required(), matches(postcodePatternFor(countryCode), VALIDATION_MESSAGES.invalidPostcode))
