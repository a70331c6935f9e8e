import {defineMessages} from 'react-intl'

export const balanceMessages = defineMessages({
    pageTitle: {id: 'giftCardBalance.pageTitle', defaultMessage: 'Check your gift card balance'},
    pageDescription: {
        id: 'giftCardBalance.pageDescription',
        defaultMessage: 'Enter your VELA gift card number to see its balance and expiry date.'
    },
    intro: {
        id: 'giftCardBalance.intro',
        defaultMessage: 'Enter the number on the back of your card, or in your e-gift card email.'
    },
    number: {id: 'giftCardBalance.number', defaultMessage: 'Gift card number'},
    required: {id: 'giftCardBalance.required', defaultMessage: 'This field is required'},
    submit: {id: 'giftCardBalance.submit', defaultMessage: 'Check balance'},
    balance: {id: 'giftCardBalance.balance', defaultMessage: 'Available balance'},
    expiry: {id: 'giftCardBalance.expiry', defaultMessage: 'Expires on {date}'},
    unavailable: {
        id: 'giftCardBalance.unavailable',
        defaultMessage: "Sorry, we couldn't check this gift card. Please try again."
    },
    shop: {id: 'giftCardBalance.shop', defaultMessage: 'Start shopping'}
})
