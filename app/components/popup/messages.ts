import {defineMessages} from 'react-intl'

export const popupMessages = defineMessages({
    close: {id: 'popup.close', defaultMessage: 'Close'},
    welcome: {id: 'popup.welcome.label', defaultMessage: 'Sign up for emails'},
    insiders: {id: 'popup.insiders.label', defaultMessage: 'Join Insiders'},
    rphm: {id: 'popup.rphm.label', defaultMessage: 'Join the challenge'},
    loading: {id: 'popup.loading', defaultMessage: 'Loading'},
    reopen: {id: 'popup.mini.reopen', defaultMessage: 'Open the offer'},
    removeMini: {id: 'popup.mini.remove', defaultMessage: 'Dismiss'},
    saving: {id: 'popup.scarcity.saving', defaultMessage: 'You save {amount}'}
})
