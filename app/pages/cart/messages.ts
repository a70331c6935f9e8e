import {defineMessages} from 'react-intl'

export const cartMessages = defineMessages({
    pageTitle: {id: 'cart.pageTitle', defaultMessage: 'Your bag'},
    summary: {id: 'cart.summary', defaultMessage: 'Order summary'},
    subtotal: {id: 'cart.subtotal', defaultMessage: 'Subtotal'},
    discounts: {id: 'cart.discounts', defaultMessage: 'Discounts'},
    donation: {id: 'cart.donation', defaultMessage: 'Charity donation'},
    shipping: {id: 'cart.shipping', defaultMessage: 'Delivery'},
    tbd: {id: 'cart.tbd', defaultMessage: 'TBD'},
    total: {id: 'cart.total', defaultMessage: 'Total'},
    continueShopping: {id: 'cart.continueShopping', defaultMessage: 'Continue shopping'},
    emptyBody: {
        id: 'cart.emptyBody',
        defaultMessage:
            'Nothing in here yet. Discover new season leggings, sports bras and layers made to move.'
    },
    shopLeggings: {id: 'cart.shopLeggings', defaultMessage: 'Shop leggings'},
    signIn: {id: 'cart.signIn', defaultMessage: 'Sign in to see a saved bag'},
    secure: {id: 'cart.secure', defaultMessage: 'Secure checkout. Pay by card, PayPal, Klarna or gift card.'}
})
