import {defineMessages} from 'react-intl'

/** Sign-up form wording (spec 001 §4.7, §5.3, §8); validator messages keep the spec's English as defaults. */
export const signUpMessages = defineMessages({
    required: {id: 'pages.signUp.required', defaultMessage: 'This field is required'},
    invalidEmail: {id: 'pages.signUp.invalidEmail', defaultMessage: 'Enter valid email address'},
    invalidBirthday: {id: 'pages.signUp.invalidBirthday', defaultMessage: 'Enter valid date of birth'},
    invalidPhone: {
        id: 'pages.signUp.invalidPhone',
        defaultMessage: 'Please enter a 10-digit phone number, eg. 800 222 2222'
    },
    maxLength: {id: 'pages.signUp.maxLength', defaultMessage: 'Please enter no more than {max} characters.'},
    selectionRequired: {id: 'pages.signUp.selectionRequired', defaultMessage: 'Please make a selection'},
    birthdayHint: {id: 'pages.signUp.birthdayHint', defaultMessage: 'Format: {format}'},
    phonePrefix: {id: 'pages.signUp.phonePrefix', defaultMessage: 'Country code {prefix}'},
    characterCount: {id: 'pages.signUp.characterCount', defaultMessage: '{count}/{max} characters'},
    npsLow: {id: 'pages.signUp.npsLow', defaultMessage: 'Very unlikely'},
    npsHigh: {id: 'pages.signUp.npsHigh', defaultMessage: 'Very likely'},
    chooseOption: {id: 'pages.signUp.chooseOption', defaultMessage: 'Please choose'},
    submitting: {id: 'pages.signUp.submitting', defaultMessage: 'Sending'},
    recaptchaError: {
        id: 'pages.signUp.recaptchaError',
        defaultMessage: 'Error verifying your email address, please try again later.'
    },
    loading: {id: 'pages.signUp.loading', defaultMessage: 'Loading'},
    dobExists: {
        id: 'pages.signUp.dobExists',
        defaultMessage: 'Your date of birth already exists on the system'
    },
    dobAdded: {
        id: 'pages.signUp.dobAdded',
        defaultMessage: 'Your date of birth has been added to the system'
    },
    promoCodeLabel: {id: 'pages.signUp.promoCodeLabel', defaultMessage: 'Your code'},
    copyCode: {id: 'pages.signUp.copyCode', defaultMessage: 'Copy code {code}'},
    copied: {id: 'pages.signUp.copied', defaultMessage: 'Copied to clipboard!'},
    formLabel: {id: 'pages.signUp.formLabel', defaultMessage: 'Sign-up form'}
})
