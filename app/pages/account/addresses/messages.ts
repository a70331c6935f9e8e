import {defineMessages} from 'react-intl'

export const addressesMessages = defineMessages({
    title: {id: 'account.addresses.title', defaultMessage: 'Addresses'},
    heading: {id: 'account.addresses.heading', defaultMessage: 'Addresses'},
    intro: {
        id: 'account.addresses.intro',
        defaultMessage:
            'Save the places you have things delivered, and pick one as your default for checkout.'
    },
    add: {id: 'account.addresses.add', defaultMessage: 'Add a new address'},
    newHeading: {id: 'account.addresses.newHeading', defaultMessage: 'New address'},
    editHeading: {id: 'account.addresses.editHeading', defaultMessage: 'Edit address'},
    empty: {id: 'account.addresses.empty', defaultMessage: "You haven't saved any addresses yet."},
    default: {id: 'account.addresses.default', defaultMessage: 'Default'},
    edit: {id: 'account.addresses.edit', defaultMessage: 'Edit'},
    editLabel: {id: 'account.addresses.editLabel', defaultMessage: 'Edit the address at {line}'},
    remove: {id: 'account.addresses.remove', defaultMessage: 'Remove'},
    removeLabel: {id: 'account.addresses.removeLabel', defaultMessage: 'Remove the address at {line}'},
    makeDefault: {id: 'account.addresses.makeDefault', defaultMessage: 'Make default'},
    makeDefaultLabel: {
        id: 'account.addresses.makeDefaultLabel',
        defaultMessage: 'Make the address at {line} your default'
    },
    saved: {id: 'account.addresses.saved', defaultMessage: 'Your address has been saved.'},
    removed: {id: 'account.addresses.removed', defaultMessage: 'The address has been removed.'},
    removeFailed: {
        id: 'account.addresses.removeFailed',
        defaultMessage: "Sorry, we couldn't remove that address. It's back in your list."
    },
    saveFailed: {
        id: 'account.addresses.saveFailed',
        defaultMessage: "Sorry, we couldn't save that address. Please check it and try again."
    }
})
