import {maxLengthMessage, VALIDATION_MESSAGES} from './messages'
import {allOf, isBlank, required, type Validator} from './validator'

/** Separators people type inside a phone number; they carry no digits. */
const stripSeparators = (value: string) => value.replace(/[\s().-]/g, '')

/**
 * "US requires an optional 00/+ and 1 followed by 10 digits" (spec 001 §5.1): the international prefix
 * (00 or +) with the country code 1 may be left out, so a 10-digit local number also passes.
 */
export const US_PHONE_PATTERN = /^((00|\+)?1)?\d{10}$/
/** "Others need 5 to 20 characters of digits, hyphens, spaces, plus, parentheses." */
export const OTHER_PHONE_PATTERN = /^[\d\s+()-]{5,20}$/
/** "the US local number must be exactly 10 digits" */
export const US_LOCAL_PHONE_PATTERN = /^\d{10}$/

export const isValidPhone = (value: string | null | undefined, countryCode: string | undefined): boolean => {
    if (!value) return false
    const trimmed = value.trim()
    if ((countryCode ?? '').trim().toUpperCase() === 'US')
        return US_PHONE_PATTERN.test(stripSeparators(trimmed))
    return OTHER_PHONE_PATTERN.test(trimmed)
}

export const isValidUsLocalPhone = (value: string | null | undefined): boolean =>
    !!value && US_LOCAL_PHONE_PATTERN.test(stripSeparators(value.trim()))

/** A mandatory address phone field for an address country. */
export const phoneValidator = (countryCode: string | undefined): Validator =>
    allOf(required(), (value) => (isValidPhone(value, countryCode) ? true : VALIDATION_MESSAGES.invalidPhone))

/** "Normalisation strips non-digits except a leading plus and turns a 001 prefix into +1." */
export const normalisePhone = (value: string | null | undefined): string => {
    const trimmed = (value ?? '').trim()
    const digits = trimmed.replace(/\D/g, '')
    if (trimmed.startsWith('+')) return digits ? `+${digits}` : ''
    return digits.startsWith('001') ? `+1${digits.slice(3)}` : digits
}

/** "Limits: ... phone 20" (spec 001 §9). */
export const PHONE_MAX_LENGTH = 20

/**
 * The sign-up phone field (spec 001 §5.1): at most 20 characters; when mandatory a valid 10-digit number;
 * when optional, empty is allowed but anything typed must still be a valid number.
 */
export const signUpPhoneValidator =
    (mandatory: boolean): Validator =>
    (value) => {
        const text = value ?? ''
        if (text.length > PHONE_MAX_LENGTH) return maxLengthMessage(PHONE_MAX_LENGTH)
        if (isBlank(text)) return mandatory ? VALIDATION_MESSAGES.signUpPhoneTenDigits : true
        return isValidUsLocalPhone(text) ? true : VALIDATION_MESSAGES.signUpPhoneTenDigits
    }

/** "for GB and US a fixed prefix (+44 or +1) is shown and the number is asked without country code". */
export const fixedPhonePrefix = (countryCode: string | undefined): '+44' | '+1' | undefined => {
    const country = (countryCode ?? '').trim().toUpperCase()
    return country === 'GB' || country === 'UK' ? '+44' : country === 'US' ? '+1' : undefined
}

/** "SMS prefix +44 for non-US, +1 for en-US" (spec 001 §9). */
export const smsPrefix = (locale: string | undefined): '+1' | '+44' => (locale === 'en-US' ? '+1' : '+44')

/** "The phone field is hidden when hideSMSField is true." */
export const isPhoneFieldShown = (hideSMSField: boolean | undefined): boolean => hideSMSField !== true
