import {SCHEMAS} from '../../content/model/schemas'
import {meta} from '../../content/test-utils/fixtures'
import type {SignUpForm} from '../../content/model'

/** Sign-up forms shaped like the seed's, for the form and page tests. */
export const newsletterForm = (overrides: Partial<SignUpForm> = {}): SignUpForm =>
    ({
        _meta: meta(SCHEMAS.signUpForm, 'newsletter'),
        formCopy: {
            start: '<h2>Get 10% off your first order</h2><p>Be first to hear about launches.</p>',
            end: '<p>You can unsubscribe at any time.</p>',
            success: '<h2>Welcome to VELA</h2><p>Your code is on its way to your inbox.</p>'
        },
        fields: [
            {
                kind: 'text',
                name: 'firstName',
                label: 'First name',
                namedField: 'First Name',
                required: true,
                maxLength: 40
            },
            {
                kind: 'email',
                name: 'email',
                label: 'Email address',
                namedField: 'Email',
                required: true,
                validationMessage: 'Enter valid email address'
            },
            {
                kind: 'birthday',
                name: 'birthday',
                label: 'Date of birth',
                namedField: 'Birthday',
                required: false
            },
            {
                kind: 'dropdown',
                name: 'country',
                label: 'Country',
                namedField: 'Country',
                required: true,
                validationMessage: 'Please choose your country',
                options: [
                    {label: 'United Kingdom', value: 'GB'},
                    {label: 'Ireland', value: 'IE'}
                ]
            },
            {
                kind: 'tel',
                name: 'phone',
                label: 'Mobile number (optional)',
                namedField: 'Phone',
                required: false
            },
            {kind: 'checkbox', name: 'marketingConsent', label: 'Email me news and offers', required: false}
        ],
        submitLabel: 'Sign me up',
        campaignName: 'newsletter',
        promoCode: 'WELCOME10',
        ...overrides
    } as SignUpForm)

export const surveyForm = (): SignUpForm =>
    ({
        _meta: meta(SCHEMAS.signUpForm, 'customersurvey'),
        formCopy: {start: '<h2>How did we do?</h2>', success: '<h2>Thank you for your feedback</h2>'},
        fields: [
            {
                kind: 'survey-score',
                name: 'score',
                label: 'How likely are you to recommend VELA to a friend?',
                required: true,
                lowLabel: 'Very unlikely',
                highLabel: 'Very likely'
            },
            {
                kind: 'checkbox-group',
                name: 'improvements',
                label: 'What could we improve? Choose up to 3.',
                min: 1,
                max: 3,
                validationMessage: 'Choose between 1 and 3 options',
                options: ['Fit', 'Fabric', 'Colours', 'Delivery speed', 'Nothing'].map((label) => ({
                    label,
                    value: label
                }))
            },
            {kind: 'textarea', name: 'comments', label: 'Anything else?', maxlength: 20, charCounter: true},
            {kind: 'hidden-timestamp', name: 'submittedAt'}
        ],
        submitLabel: 'Send feedback',
        campaignName: 'NPS'
    } as SignUpForm)
