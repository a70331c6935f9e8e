import {VALIDATION_MESSAGES} from './messages'
import type {Validator} from './validator'

/** "Login requires email and password" (spec 001 §5.1). A password is never trimmed: spaces are legitimate
 * password characters, only an empty one is refused. */
export const validatePassword: Validator = (value) => (value ? true : VALIDATION_MESSAGES.required)
