import {defineMessages} from 'react-intl'

export const paymentsMessages = defineMessages({
    title: {id: 'account.payments.title', defaultMessage: 'Payment methods'},
    heading: {id: 'account.payments.heading', defaultMessage: 'Payment methods'},
    intro: {
        id: 'account.payments.intro',
        defaultMessage:
            'Cards you save at checkout. We keep only the last four digits and never store the security code.'
    },
    empty: {
        id: 'account.payments.empty',
        defaultMessage: 'No saved cards yet. Choose to save a card at checkout and it will appear here.'
    },
    ending: {id: 'account.payments.ending', defaultMessage: '{brand} ending {digits}'},
    expires: {id: 'account.payments.expires', defaultMessage: 'Expires {month}/{year}'},
    default: {id: 'account.payments.default', defaultMessage: 'Default'},
    remove: {id: 'account.payments.remove', defaultMessage: 'Remove'},
    removeLabel: {id: 'account.payments.removeLabel', defaultMessage: 'Remove the card ending {digits}'},
    removed: {id: 'account.payments.removed', defaultMessage: 'The card has been removed.'},
    removeFailed: {
        id: 'account.payments.removeFailed',
        defaultMessage: "Sorry, we couldn't remove that card. It's back in your list."
    },
    card: {id: 'account.payments.card', defaultMessage: 'Card'}
})
