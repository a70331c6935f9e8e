import {defineMessages} from 'react-intl'

export const overviewMessages = defineMessages({
    greeting: {id: 'account.overview.greeting', defaultMessage: 'Hello, {name}'},
    greetingNoName: {id: 'account.overview.greetingNoName', defaultMessage: 'Hello'},
    intro: {
        id: 'account.overview.intro',
        defaultMessage: 'Your orders, favourites and details, all in one place.'
    },
    latestOrder: {id: 'account.overview.latestOrder', defaultMessage: 'Latest order'},
    noOrders: {id: 'account.overview.noOrders', defaultMessage: "You haven't placed an order yet."},
    orders: {id: 'account.overview.orders', defaultMessage: 'Orders'},
    ordersCount: {
        id: 'account.overview.ordersCount',
        defaultMessage: '{count, plural, one {# order} other {# orders}}'
    },
    allOrders: {id: 'account.overview.allOrders', defaultMessage: 'All orders'},
    shopNew: {id: 'account.overview.shopNew', defaultMessage: 'Shop new arrivals'},
    details: {id: 'account.overview.details', defaultMessage: 'Your details'},
    editDetails: {id: 'account.overview.editDetails', defaultMessage: 'Edit details'},
    defaultAddress: {id: 'account.overview.defaultAddress', defaultMessage: 'Default address'},
    noAddress: {id: 'account.overview.noAddress', defaultMessage: 'No saved addresses yet.'},
    manageAddresses: {id: 'account.overview.manageAddresses', defaultMessage: 'Manage addresses'},
    wishlist: {id: 'account.overview.wishlist', defaultMessage: 'Wishlist'},
    wishlistCount: {
        id: 'account.overview.wishlistCount',
        defaultMessage: '{count, plural, one {# piece saved} other {# pieces saved}}'
    },
    wishlistEmpty: {id: 'account.overview.wishlistEmpty', defaultMessage: 'Nothing saved yet.'},
    viewWishlist: {id: 'account.overview.viewWishlist', defaultMessage: 'View wishlist'}
})
