import {defineMessages} from 'react-intl'

export const orderLineMessages = defineMessages({
    linesLabel: {id: 'checkout.lines.label', defaultMessage: 'Items in your order'},
    quantity: {id: 'checkout.lines.quantity', defaultMessage: 'Qty {quantity}'},
    giftCard: {id: 'checkout.lines.giftCard', defaultMessage: 'Digital gift card for {name}'},
    subtotal: {id: 'checkout.totals.subtotal', defaultMessage: 'Subtotal'},
    discount: {id: 'checkout.totals.discount', defaultMessage: 'Discount'},
    delivery: {id: 'checkout.totals.delivery', defaultMessage: 'Delivery'},
    deliveryPending: {id: 'checkout.totals.deliveryPending', defaultMessage: 'Calculated at next step'},
    donation: {id: 'checkout.totals.donation', defaultMessage: 'Charity donation'},
    giftCards: {id: 'checkout.totals.giftCards', defaultMessage: 'Gift cards'},
    total: {id: 'checkout.totals.total', defaultMessage: 'Total'},
    toPay: {id: 'checkout.totals.toPay', defaultMessage: 'To pay by card'}
})
