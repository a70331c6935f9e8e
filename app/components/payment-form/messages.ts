import {defineMessages} from 'react-intl'

export const paymentMessages = defineMessages({
    cardTitle: {id: 'checkout.payment.cardTitle', defaultMessage: 'Card details'},
    cardNumber: {id: 'checkout.payment.cardNumber', defaultMessage: 'Card number'},
    holder: {id: 'checkout.payment.holder', defaultMessage: 'Name on card'},
    expiry: {id: 'checkout.payment.expiry', defaultMessage: 'Expiry date (MM/YY)'},
    securityCode: {id: 'checkout.payment.securityCode', defaultMessage: 'Security code'},
    securityCodeHint: {
        id: 'checkout.payment.securityCodeHint',
        defaultMessage: 'The last {digits} digits on the back of your card (4 on the front for Amex).'
    },
    acceptedCards: {
        id: 'checkout.payment.acceptedCards',
        defaultMessage: 'We accept Visa, Mastercard, American Express and Discover.'
    },
    saveCard: {id: 'checkout.payment.saveCard', defaultMessage: 'Save this card for next time'},
    savedCards: {id: 'checkout.payment.savedCards', defaultMessage: 'Your saved cards'},
    newCard: {id: 'checkout.payment.newCard', defaultMessage: 'Use a new card'},
    cardEnding: {id: 'checkout.payment.cardEnding', defaultMessage: '{brand} ending in {digits}'},
    cardExpires: {id: 'checkout.payment.cardExpires', defaultMessage: 'Expires {month}/{year}'},
    invalidNumber: {
        id: 'checkout.payment.invalidNumber',
        defaultMessage: 'Please enter a valid card number.'
    },
    unsupportedBrand: {
        id: 'checkout.payment.unsupportedBrand',
        defaultMessage: 'We accept Visa, Mastercard, American Express and Discover.'
    },
    invalidExpiry: {
        id: 'checkout.payment.invalidExpiry',
        defaultMessage: 'Please enter a valid expiry date (MM/YY).'
    },
    expired: {id: 'checkout.payment.expired', defaultMessage: 'This card has expired.'},
    invalidSecurityCode: {
        id: 'checkout.payment.invalidSecurityCode',
        defaultMessage: 'Please enter a valid security code.'
    },
    billingTitle: {id: 'checkout.payment.billingTitle', defaultMessage: 'Billing address'},
    sameAsShipping: {
        id: 'checkout.payment.sameAsShipping',
        defaultMessage: 'Use my shipping address as my billing address'
    }
})
