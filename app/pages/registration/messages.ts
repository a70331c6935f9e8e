import {defineMessages} from 'react-intl'

export const registrationMessages = defineMessages({
    title: {id: 'account.registration.title', defaultMessage: 'Create an account'},
    heading: {id: 'account.registration.heading', defaultMessage: 'Create an account'},
    intro: {
        id: 'account.registration.intro',
        defaultMessage: 'Join VELA for faster checkout, order tracking and a wishlist that follows you.'
    },
    firstName: {id: 'account.registration.firstName', defaultMessage: 'First name'},
    lastName: {id: 'account.registration.lastName', defaultMessage: 'Last name'},
    email: {id: 'account.registration.email', defaultMessage: 'Email address'},
    password: {id: 'account.registration.password', defaultMessage: 'Password'},
    marketing: {
        id: 'account.registration.marketing',
        defaultMessage: 'Email me about new collections, events and offers. You can unsubscribe at any time.'
    },
    brochure: {id: 'account.registration.brochure', defaultMessage: 'Send me the printed brochure'},
    submit: {id: 'account.registration.submit', defaultMessage: 'Create account'},
    accountInUse: {
        id: 'account.registration.accountInUse',
        defaultMessage: "Sorry, there was a problem and we couldn't create this account."
    },
    haveAccount: {id: 'account.registration.haveAccount', defaultMessage: 'Already have an account?'},
    signIn: {id: 'account.registration.signIn', defaultMessage: 'Sign in'},
    recaptcha: {
        id: 'account.registration.recaptcha',
        defaultMessage: 'This form is protected by reCAPTCHA to keep accounts safe from automated sign-ups.'
    }
})
