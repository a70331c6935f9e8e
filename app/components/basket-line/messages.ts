import {defineMessages} from 'react-intl'

export const lineMessages = defineMessages({
    colour: {id: 'basketLine.colour', defaultMessage: 'Colour'},
    size: {id: 'basketLine.size', defaultMessage: 'Size'},
    attribute: {id: 'basketLine.attribute', defaultMessage: '{name}: {value}'},
    quantity: {id: 'basketLine.quantity', defaultMessage: 'Quantity'},
    decrease: {id: 'basketLine.decrease', defaultMessage: 'Decrease quantity of {name}'},
    increase: {id: 'basketLine.increase', defaultMessage: 'Increase quantity of {name}'},
    remove: {id: 'basketLine.remove', defaultMessage: 'Remove'},
    removeLabel: {id: 'basketLine.removeLabel', defaultMessage: 'Remove {name} from your bag'},
    edit: {id: 'basketLine.edit', defaultMessage: 'Edit'},
    editLabel: {id: 'basketLine.editLabel', defaultMessage: 'Edit {name}'},
    notAvailable: {
        id: 'basketLine.notAvailable',
        defaultMessage: 'This item is no longer available. Please remove it to continue.'
    },
    outOfStock: {id: 'basketLine.outOfStock', defaultMessage: 'Out of stock. Please remove it to continue.'},
    onlyLeft: {
        id: 'basketLine.onlyLeft',
        defaultMessage: 'Only {count} left in stock. Please reduce the quantity to continue.'
    },
    eGiftCard: {id: 'basketLine.eGiftCard', defaultMessage: 'E-Gift Card'},
    recipient: {id: 'basketLine.recipient', defaultMessage: 'To: {name} ({email})'},
    sender: {id: 'basketLine.sender', defaultMessage: 'From: {name}'},
    deliveryDate: {id: 'basketLine.deliveryDate', defaultMessage: 'Delivery date: {date}'},
    giftMessage: {id: 'basketLine.giftMessage', defaultMessage: 'Message'}
})
