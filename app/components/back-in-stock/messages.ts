import {defineMessages} from 'react-intl'

export const backInStockMessages = defineMessages({
    title: {id: 'backInStock.title', defaultMessage: 'EMAIL ME'},
    thanksTitle: {id: 'backInStock.thanksTitle', defaultMessage: 'THANK YOU'},
    intro: {
        id: 'backInStock.intro',
        defaultMessage: "Enter your email address and we'll let you know as soon as {name} is back in stock."
    },
    email: {id: 'backInStock.email', defaultMessage: 'Email address'},
    submit: {id: 'backInStock.submit', defaultMessage: 'Notify Me'},
    thanks: {
        id: 'backInStock.thanks',
        defaultMessage: "We'll email you as soon as this item is back in stock."
    },
    reminder: {
        id: 'backInStock.reminder',
        defaultMessage: "We'll send a reminder to the address when this item is back in stock."
    },
    failed: {
        id: 'backInStock.failed',
        defaultMessage: "Sorry, we've had a problem adding you to the list. Please try again."
    },
    close: {id: 'backInStock.close', defaultMessage: 'Close'},
    continue: {id: 'backInStock.continue', defaultMessage: 'Continue Shopping'},
    required: {id: 'backInStock.required', defaultMessage: 'This field is required'},
    invalidEmail: {id: 'backInStock.invalidEmail', defaultMessage: 'Please enter a valid email address.'}
})
