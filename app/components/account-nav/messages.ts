import {defineMessages} from 'react-intl'

export const accountNavMessages = defineMessages({
    label: {id: 'account.nav.label', defaultMessage: 'My account'},
    overview: {id: 'account.nav.overview', defaultMessage: 'Overview'},
    orders: {id: 'account.nav.orders', defaultMessage: 'Orders'},
    wishlist: {id: 'account.nav.wishlist', defaultMessage: 'Wishlist'},
    addresses: {id: 'account.nav.addresses', defaultMessage: 'Addresses'},
    payments: {id: 'account.nav.payments', defaultMessage: 'Payment methods'},
    profile: {id: 'account.nav.profile', defaultMessage: 'Profile & password'},
    signOut: {id: 'account.nav.signOut', defaultMessage: 'Sign out'}
})
