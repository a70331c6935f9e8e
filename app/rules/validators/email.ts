import {VALIDATION_MESSAGES} from './messages'
import {isBlank, type Validator} from './validator'

/**
 * "standard pattern with local part, @, and a domain or IP literal" (spec 001 §5.1): a dot-separated local
 * part without specials, or a quoted one; a host of labels ending in a 2+ letter top-level domain, or an
 * IPv4 literal in brackets.
 */
export const EMAIL_PATTERN =
    /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-z\d-]+\.)+[a-z]{2,}))$/i

export const isValidEmail = (value: string | null | undefined): boolean =>
    !!value && EMAIL_PATTERN.test(value.trim())

/** "Generic email field: required ('This field is required'), valid ('Please enter a valid email address.')" */
export const validateEmail: Validator = (value) => {
    if (isBlank(value)) return VALIDATION_MESSAGES.required
    return isValidEmail(value) ? true : VALIDATION_MESSAGES.invalidEmail
}

/** "Sign-up email: 'Enter valid email address' when empty or invalid." So the form never posts a mailing-list
 * subscription without an email ("Mailing list subscription needs a non-empty email", spec 001 §5.1). */
export const validateSignUpEmail: Validator = (value) =>
    isValidEmail(value) ? true : VALIDATION_MESSAGES.signUpEmail
