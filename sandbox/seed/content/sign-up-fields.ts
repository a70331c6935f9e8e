/** Reusable sign-up form fields (spec 001 §3.5 field kinds, §5.3 messages). */

export const firstName = {
    kind: 'text',
    name: 'firstName',
    label: 'First name',
    namedField: 'First Name',
    required: true,
    maxLength: 40
}
export const lastName = {
    kind: 'text',
    name: 'lastName',
    label: 'Last name',
    namedField: 'Last Name',
    required: true,
    maxLength: 40
}
export const email = {
    kind: 'email',
    name: 'email',
    label: 'Email address',
    namedField: 'Email',
    required: true,
    validationMessage: 'Enter valid email address'
}
export const birthday = (required: boolean) => ({
    kind: 'birthday',
    name: 'birthday',
    label: 'Date of birth',
    namedField: 'Birthday',
    required,
    placeholder: 'DD/MM/YYYY'
})
export const phone = {
    kind: 'tel',
    name: 'phone',
    label: 'Mobile number (optional)',
    namedField: 'Phone',
    required: false,
    maxLength: 20
}
export const country = {
    kind: 'dropdown',
    name: 'country',
    label: 'Country',
    namedField: 'Country',
    required: true,
    validationMessage: 'Please choose your country',
    options: [
        {label: 'United Kingdom', value: 'GB'},
        {label: 'United States', value: 'US'},
        {label: 'Ireland', value: 'IE'},
        {label: 'France', value: 'FR'},
        {label: 'Italy', value: 'IT'},
        {label: 'Australia', value: 'AU'}
    ]
}
export const marketingConsent = {
    kind: 'checkbox',
    name: 'marketingConsent',
    label: 'Email me news and offers',
    copy: 'I’d like to hear about new collections and offers. See our <a href="/security-privacy.html">privacy policy</a>.',
    required: false
}
export const termsConsent = {
    kind: 'checkbox',
    name: 'termsConsent',
    label: 'I accept the terms',
    copy: 'I accept the <a href="/terms-and-conditions">terms and conditions</a> of this event.',
    required: true,
    validationMessage: 'Please accept the terms to continue'
}
export const submittedAt = {kind: 'hidden-timestamp', name: 'submittedAt'}

export const SMS_SMALL_PRINT =
    'By adding your number you agree to receive up to 6 texts a month. Reply STOP to opt out. Message and data rates may apply.'
