import {useCallback} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {VALIDATION_MESSAGES} from '../../rules/validators/messages'
import type {Validator} from '../../rules/validators/validator'

/** The validators' messages (spec 001 §5.1, word for word in English), translated for the account forms. */
export const fieldMessages = defineMessages({
    required: {id: 'account.field.required', defaultMessage: 'This field is required'},
    invalidEmail: {id: 'account.field.invalidEmail', defaultMessage: 'Please enter a valid email address.'},
    invalidCharacters: {
        id: 'account.field.invalidCharacters',
        defaultMessage: 'Please input valid characters'
    },
    invalidPostcode: {id: 'account.field.invalidPostcode', defaultMessage: 'Please enter a valid postcode.'},
    invalidPhone: {id: 'account.field.invalidPhone', defaultMessage: 'Please enter a valid phone number.'},
    maxLength: {id: 'account.field.maxLength', defaultMessage: 'Please enter no more than {max} characters.'}
})

const BY_TEXT: Record<string, keyof typeof fieldMessages> = {
    [VALIDATION_MESSAGES.required]: 'required',
    [VALIDATION_MESSAGES.invalidEmail]: 'invalidEmail',
    [VALIDATION_MESSAGES.invalidCharacters]: 'invalidCharacters',
    [VALIDATION_MESSAGES.invalidPostcode]: 'invalidPostcode',
    [VALIDATION_MESSAGES.invalidPhone]: 'invalidPhone'
}

/**
 * Wraps the shared validators for react-hook-form: the rule decides (one source of truth), this only puts
 * its message in the shopper's language. Unknown messages pass through unchanged.
 */
export const useFieldRules = () => {
    const intl = useIntl()
    const translate = useCallback(
        (message: string): string => {
            const key = BY_TEXT[message]
            if (key) return intl.formatMessage(fieldMessages[key])
            const max = /^Please enter no more than (\d+) characters\.$/.exec(message)?.[1]
            return max ? intl.formatMessage(fieldMessages.maxLength, {max: Number(max)}) : message
        },
        [intl]
    )
    return useCallback(
        (...validators: Validator[]) =>
            (value: string | undefined): true | string => {
                for (const validate of validators) {
                    const result = validate(value)
                    if (result !== true) return translate(result)
                }
                return true
            },
        [translate]
    )
}
