import {useCallback} from 'react'
import {useIntl, type MessageDescriptor} from 'react-intl'
import type {SignUpField} from '../../content/model'
import {
    birthdayValidator,
    isBlank,
    isValidNpsScore,
    maxLength,
    signUpPhoneValidator,
    signUpRequired,
    validateCheckboxGroup,
    validateSignUpEmail,
    VALIDATION_MESSAGES,
    type Validator
} from '../../rules/validators'
import {signUpMessages as messages} from './messages'

/** A form value as the controls hold it: text, a ticked box, or the ticked options of a group. */
export type FieldValue = string | boolean | string[] | undefined

const BY_ENGLISH: Record<string, MessageDescriptor> = {
    [VALIDATION_MESSAGES.required]: messages.required,
    [VALIDATION_MESSAGES.signUpEmail]: messages.invalidEmail,
    [VALIDATION_MESSAGES.invalidDateOfBirth]: messages.invalidBirthday,
    [VALIDATION_MESSAGES.signUpPhoneTenDigits]: messages.invalidPhone,
    [VALIDATION_MESSAGES.selectionRequired]: messages.selectionRequired
}

const MAX_LENGTH_MESSAGE = /^Please enter no more than (\d+) characters\.$/

const asText = (value: FieldValue) => (typeof value === 'string' ? value : '')

/** The rule of one field, in the spec's English: true when valid, else the message (spec 001 §5.3). */
export const fieldRule = (
    field: SignUpField,
    locale: string,
    now: Date
): ((value: FieldValue) => true | string) => {
    const required = field.required === true
    const text =
        (...rules: Validator[]) =>
        (value: FieldValue) => {
            for (const rule of rules) {
                const result = rule(asText(value))
                if (result !== true) return result
            }
            return true
        }
    const optional =
        (rule: Validator): Validator =>
        (value) =>
            !required && isBlank(value) ? true : rule(value)
    switch (field.kind) {
        case 'email':
            return text(optional(validateSignUpEmail))
        case 'birthday':
            return text(birthdayValidator(locale, now, required))
        case 'tel':
            return text(signUpPhoneValidator(required))
        case 'text':
            return text(
                ...(required ? [signUpRequired()] : []),
                ...(field.maxLength ? [maxLength(field.maxLength)] : [])
            )
        case 'textarea':
            return text(...(required ? [signUpRequired()] : []), maxLength(field.maxlength))
        case 'survey-score':
            return text(optional((value) => (isValidNpsScore(value) ? true : VALIDATION_MESSAGES.required)))
        case 'radio':
        case 'dropdown':
            return text(...(required ? [signUpRequired()] : []))
        case 'checkbox':
            return (value) => (required && value !== true ? VALIDATION_MESSAGES.required : true)
        case 'checkbox-group':
            return (value) =>
                validateCheckboxGroup(
                    Array.isArray(value) ? value : [],
                    {min: field.min ?? (required ? 1 : 0), max: field.max},
                    VALIDATION_MESSAGES.selectionRequired
                )
        case 'hidden-timestamp':
            return () => true
    }
}

/**
 * react-hook-form `validate` functions for the fields: the shared rules decide, then the message is shown in
 * the shopper's language, or as the editor's own validation message when the CMS gives one ("Replaces 'This
 * field is required' and the kind's own message"). Length limits keep their own message.
 */
export const useFieldRules = () => {
    const intl = useIntl()
    return useCallback(
        (field: SignUpField) => {
            const rule = fieldRule(field, intl.locale, new Date())
            return (value: FieldValue): true | string => {
                const result = rule(value)
                if (result === true) return true
                const max = MAX_LENGTH_MESSAGE.exec(result)?.[1]
                if (max) return intl.formatMessage(messages.maxLength, {max: Number(max)})
                if (field.validationMessage) return field.validationMessage
                const descriptor = BY_ENGLISH[result]
                return descriptor ? intl.formatMessage(descriptor) : result
            }
        },
        [intl]
    )
}
