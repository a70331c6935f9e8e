import {defineMessages} from 'react-intl'

export const orderMessages = defineMessages({
    orderNumber: {id: 'account.order.number', defaultMessage: 'Order {orderNo}'},
    placedOn: {id: 'account.order.placedOn', defaultMessage: 'Placed {date}'},
    items: {id: 'account.order.items', defaultMessage: '{count, plural, one {# item} other {# items}}'},
    more: {id: 'account.order.more', defaultMessage: '+ {count} more'},
    total: {id: 'account.order.total', defaultMessage: 'Total'},
    view: {id: 'account.order.view', defaultMessage: 'View order'},
    viewLabel: {id: 'account.order.viewLabel', defaultMessage: 'View order {orderNo}'},
    statusCreated: {id: 'account.order.statusCreated', defaultMessage: 'Pending'},
    statusNew: {id: 'account.order.statusNew', defaultMessage: 'Processing'},
    statusCompleted: {id: 'account.order.statusCompleted', defaultMessage: 'Completed'},
    statusCancelled: {id: 'account.order.statusCancelled', defaultMessage: 'Cancelled'},
    statusFailed: {id: 'account.order.statusFailed', defaultMessage: 'Payment failed'},
    statusReplaced: {id: 'account.order.statusReplaced', defaultMessage: 'Replaced'},
    statusShipped: {id: 'account.order.statusShipped', defaultMessage: 'Dispatched'},
    statusPartShipped: {id: 'account.order.statusPartShipped', defaultMessage: 'Partly dispatched'}
})
