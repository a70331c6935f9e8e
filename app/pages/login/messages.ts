import {defineMessages} from 'react-intl'

export const loginPageMessages = defineMessages({
    title: {id: 'account.loginPage.title', defaultMessage: 'Sign in'},
    heading: {id: 'account.loginPage.heading', defaultMessage: 'Sign in'},
    intro: {
        id: 'account.loginPage.intro',
        defaultMessage: 'Welcome back. Sign in to see your orders, saved addresses and wishlist.'
    },
    newHeading: {id: 'account.loginPage.newHeading', defaultMessage: 'New to VELA?'},
    newIntro: {
        id: 'account.loginPage.newIntro',
        defaultMessage: 'Create an account for a faster checkout and everything in one place.'
    },
    benefitOrders: {id: 'account.loginPage.benefitOrders', defaultMessage: 'Track orders and returns'},
    benefitWishlist: {
        id: 'account.loginPage.benefitWishlist',
        defaultMessage: 'Save favourites to your wishlist'
    },
    benefitCheckout: {
        id: 'account.loginPage.benefitCheckout',
        defaultMessage: 'Check out faster with saved addresses'
    },
    create: {id: 'account.loginPage.create', defaultMessage: 'Create an account'},
    trackOrder: {id: 'account.loginPage.trackOrder', defaultMessage: 'Track an order without signing in'}
})
