import {defineMessages} from 'react-intl'

export const giftCardMessages = defineMessages({
    title: {id: 'checkout.giftCard.title', defaultMessage: 'Pay with a gift card'},
    code: {id: 'checkout.giftCard.code', defaultMessage: 'Gift card number'},
    check: {id: 'checkout.giftCard.check', defaultMessage: 'Check balance'},
    apply: {id: 'checkout.giftCard.apply', defaultMessage: 'Apply to order'},
    remove: {id: 'checkout.giftCard.remove', defaultMessage: 'Remove'},
    removeLabel: {id: 'checkout.giftCard.removeLabel', defaultMessage: 'Remove gift card {code}'},
    balance: {id: 'checkout.giftCard.balance', defaultMessage: 'Balance {amount}, valid until {date}'},
    applied: {id: 'checkout.giftCard.applied', defaultMessage: 'Gift card {code}'},
    appliedAmount: {id: 'checkout.giftCard.appliedAmount', defaultMessage: '−{amount}'},
    generic: {id: 'checkout.giftCard.generic', defaultMessage: 'Something went wrong. Try again!'},
    coversOrder: {
        id: 'checkout.giftCard.coversOrder',
        defaultMessage: 'Your gift cards cover the whole order: no card payment is needed.'
    }
})
