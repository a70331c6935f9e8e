import {VALIDATION_MESSAGES} from './messages'
import {validateEmail} from './email'
import type {Validator} from './validator'

/** "Login requires email and password" (spec 001 §5.1). A password is never trimmed: spaces are legitimate
 * password characters, only an empty one is refused. */
export const validatePassword: Validator = (value) => (value ? true : VALIDATION_MESSAGES.required)

export interface LoginFormErrors {
    email?: string
    password?: string
}

/** The login form's field errors; an empty object means it can be sent. */
export const validateLoginForm = (
    email: string | undefined,
    password: string | undefined
): LoginFormErrors => {
    const errors: LoginFormErrors = {}
    const emailResult = validateEmail(email)
    if (emailResult !== true) errors.email = emailResult
    const passwordResult = validatePassword(password)
    if (passwordResult !== true) errors.password = passwordResult
    return errors
}
