/**
 * Validation messages, word for word from spec 001 §5 (and §4.6, §8). Messages the spec does not word are
 * marked as the project's own choice.
 */
export const VALIDATION_MESSAGES = {
    required: 'This field is required',
    /** The gift card form's wording carries a full stop (spec 001 §5.2). */
    requiredGiftCard: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    signUpEmail: 'Enter valid email address',
    invalidCharacters: 'Please input valid characters',
    signUpPhoneTenDigits: 'Please enter a 10-digit phone number, eg. 800 222 2222',
    invalidDateOfBirth: 'Enter valid date of birth',
    selectValue: 'Please select a value',
    selectSize: 'Please select a size',
    selectSizeBeforeContinuing: 'Please select a size before continuing',
    unavailableForCountry: 'This product is unavailable for your selected country',
    /** Not worded by the spec: the project's own. */
    invalidPostcode: 'Please enter a valid postcode.',
    /** Not worded by the spec: the project's own. */
    invalidPhone: 'Please enter a valid phone number.',
    /** Not worded by the spec: the project's own. */
    invalidDeliveryDate: 'Please choose a delivery date between today and one year from now.',
    /** Not worded by the spec: the project's own default when content gives no message. */
    selectionRequired: 'Please make a selection'
} as const

/** "Please enter no more than {n} characters." (spec 001 §5.1). */
export const maxLengthMessage = (max: number): string => `Please enter no more than ${max} characters.`
