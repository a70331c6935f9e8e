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
    },
    methodTitle: {id: 'checkout.payment.methodTitle', defaultMessage: 'Payment method'},
    methodCard: {id: 'checkout.payment.method.card', defaultMessage: 'Card'},
    methodCardHint: {
        id: 'checkout.payment.method.cardHint',
        defaultMessage: 'Visa, Mastercard, American Express, Discover'
    },
    methodPaypalHint: {
        id: 'checkout.payment.method.paypalHint',
        defaultMessage: 'Pay with your PayPal account'
    },
    methodKlarnaHint: {
        id: 'checkout.payment.method.klarnaHint',
        defaultMessage: 'Pay in 3 interest-free instalments'
    },
    methodAfterpayHint: {
        id: 'checkout.payment.method.afterpayHint',
        defaultMessage: 'Pay in 4 interest-free instalments'
    },
    redirectNote: {
        id: 'checkout.payment.redirectNote',
        defaultMessage:
            "You'll be taken to {method} to complete your payment securely, then brought back here to see your order."
    },
    hostedFieldsFailed: {
        id: 'checkout.payment.hostedFieldsFailed',
        defaultMessage:
            'The secure card form could not load. Please refresh the page or choose another payment method.'
    },
    applePay: {id: 'checkout.payment.applePay', defaultMessage: 'Buy with Apple Pay'},
    orPayBelow: {id: 'checkout.payment.orPayBelow', defaultMessage: 'Or pay another way'}
})
