import {useCallback} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {VALIDATION_MESSAGES} from '../../rules/validators'
import type {Validator} from '../../rules/validators'

/** The validators' spec wording (spec 001 §5.1), translated for display. */
export const validationMessages = defineMessages({
    required: {id: 'checkout.validation.required', defaultMessage: 'This field is required'},
    invalidCharacters: {
        id: 'checkout.validation.invalidCharacters',
        defaultMessage: 'Please input valid characters'
    },
    invalidEmail: {
        id: 'checkout.validation.invalidEmail',
        defaultMessage: 'Please enter a valid email address.'
    },
    invalidPostcode: {
        id: 'checkout.validation.invalidPostcode',
        defaultMessage: 'Please enter a valid postcode.'
    },
    invalidPhone: {
        id: 'checkout.validation.invalidPhone',
        defaultMessage: 'Please enter a valid phone number.'
    },
    maxLength: {
        id: 'checkout.validation.maxLength',
        defaultMessage: 'Please enter no more than {max} characters.'
    },
    selectState: {id: 'checkout.validation.selectState', defaultMessage: 'Please select a value'}
})

const BY_TEXT: Record<string, keyof typeof validationMessages> = {
    [VALIDATION_MESSAGES.required]: 'required',
    [VALIDATION_MESSAGES.invalidCharacters]: 'invalidCharacters',
    [VALIDATION_MESSAGES.invalidEmail]: 'invalidEmail',
    [VALIDATION_MESSAGES.invalidPostcode]: 'invalidPostcode',
    [VALIDATION_MESSAGES.invalidPhone]: 'invalidPhone',
    [VALIDATION_MESSAGES.selectValue]: 'selectState'
}

const MAX_LENGTH = /^Please enter no more than (\d+) characters\.$/

/** Turns a validator's English result into the shopper's language (unknown texts pass through). */
export const useTranslatedValidator = () => {
    const intl = useIntl()
    const translate = useCallback(
        (result: true | string): true | string => {
            if (result === true) return true
            const key = BY_TEXT[result]
            if (key) return intl.formatMessage(validationMessages[key])
            const max = MAX_LENGTH.exec(result)?.[1]
            return max ? intl.formatMessage(validationMessages.maxLength, {max: Number(max)}) : result
        },
        [intl]
    )
    return useCallback(
        (validator: Validator) => (value: string | undefined) => translate(validator(value)),
        [translate]
    )
}
