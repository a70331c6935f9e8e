import {defineMessages} from 'react-intl'

export const confirmationMessages = defineMessages({
    title: {id: 'confirmation.title', defaultMessage: 'Order confirmed'},
    thanks: {id: 'confirmation.thanks', defaultMessage: 'Thank you for your order'},
    orderNumber: {id: 'confirmation.orderNumber', defaultMessage: 'Order number {orderNo}'},
    emailSent: {id: 'confirmation.emailSent', defaultMessage: "We've sent a confirmation to {email}."},
    emailSoon: {id: 'confirmation.emailSoon', defaultMessage: "You'll receive a confirmation email shortly."},
    delivery: {id: 'confirmation.delivery', defaultMessage: 'Delivery'},
    collection: {id: 'confirmation.collection', defaultMessage: 'Click & collect'},
    collectFrom: {
        id: 'confirmation.collectFrom',
        defaultMessage: "We'll let you know when it's ready at {store}."
    },
    payment: {id: 'confirmation.payment', defaultMessage: 'Payment'},
    billing: {id: 'confirmation.billing', defaultMessage: 'Billing address'},
    card: {id: 'confirmation.card', defaultMessage: '{brand} ending in {digits}'},
    giftCard: {id: 'confirmation.giftCard', defaultMessage: 'Gift card {code}'},
    walletCard: {id: 'confirmation.walletCard', defaultMessage: 'Apple Pay ({brand} ending in {digits})'},
    summary: {id: 'confirmation.summary', defaultMessage: 'Your order'},
    continueShopping: {id: 'confirmation.continueShopping', defaultMessage: 'Continue shopping'},
    loadFailed: {
        id: 'confirmation.loadFailed',
        defaultMessage:
            "Your order is placed, but we couldn't load its details right now. Your confirmation email has everything."
    },
    crossBorderThanks: {
        id: 'confirmation.crossBorderThanks',
        defaultMessage: 'Thank you, your international order is placed'
    }
})
