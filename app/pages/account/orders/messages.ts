import {defineMessages} from 'react-intl'

export const ordersMessages = defineMessages({
    title: {id: 'account.orders.title', defaultMessage: 'Orders'},
    heading: {id: 'account.orders.heading', defaultMessage: 'Orders'},
    empty: {id: 'account.orders.empty', defaultMessage: "You haven't placed an order with us yet."},
    emptyHint: {
        id: 'account.orders.emptyHint',
        defaultMessage: 'When you do, you can follow it here from the moment it leaves our studio.'
    },
    shop: {id: 'account.orders.shop', defaultMessage: 'Shop new arrivals'},
    track: {id: 'account.orders.track', defaultMessage: 'Track a guest order'},
    pagination: {id: 'account.orders.pagination', defaultMessage: 'Order pages'},
    previous: {id: 'account.orders.previous', defaultMessage: 'Previous'},
    next: {id: 'account.orders.next', defaultMessage: 'Next'},
    page: {id: 'account.orders.page', defaultMessage: 'Page {page} of {count}'},
    loadFailed: {
        id: 'account.orders.loadFailed',
        defaultMessage: "Sorry, we couldn't load your orders. Please try again."
    },
    back: {id: 'account.orders.back', defaultMessage: 'All orders'},
    notFound: {id: 'account.orders.notFound', defaultMessage: "We couldn't find that order in your account."},
    items: {id: 'account.orders.items', defaultMessage: 'Items'},
    quantity: {id: 'account.orders.quantity', defaultMessage: 'Qty {quantity}'},
    deliveryTo: {id: 'account.orders.deliveryTo', defaultMessage: 'Delivery address'},
    trackingNumber: {id: 'account.orders.trackingNumber', defaultMessage: 'Tracking number {number}'},
    payment: {id: 'account.orders.payment', defaultMessage: 'Payment'},
    summary: {id: 'account.orders.summary', defaultMessage: 'Summary'},
    subtotal: {id: 'account.orders.subtotal', defaultMessage: 'Subtotal'},
    shipping: {id: 'account.orders.shipping', defaultMessage: 'Delivery'},
    total: {id: 'account.orders.total', defaultMessage: 'Total'},
    cardEnding: {id: 'account.orders.cardEnding', defaultMessage: '{brand} ending {digits}'}
})
