import {maxLengthMessage, VALIDATION_MESSAGES} from './messages'

/** A field rule in react-hook-form's `validate` shape: true when valid, else the message to show. */
export type Validator = (value: string | null | undefined) => true | string

export const isBlank = (value: string | null | undefined): boolean => !value || !value.trim()

/** The number of characters a person sees (an emoji counts once). */
export const characterCount = (value: string): number => Array.from(value).length

export const required =
    (message: string = VALIDATION_MESSAGES.required): Validator =>
    (value) =>
        isBlank(value) ? message : true

/** Blank values pass: whether a field is mandatory is the `required` rule's business. */
export const matches =
    (pattern: RegExp, message: string): Validator =>
    (value) =>
        isBlank(value) || pattern.test((value ?? '').trim()) ? true : message

export const maxLength =
    (max: number, message: string = maxLengthMessage(max)): Validator =>
    (value) =>
        characterCount(value ?? '') <= max ? true : message

/** Runs rules in order and reports the first failure. */
export const allOf =
    (...validators: Validator[]): Validator =>
    (value) => {
        for (const validate of validators) {
            const result = validate(value)
            if (result !== true) return result
        }
        return true
    }
