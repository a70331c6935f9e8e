import {defineMessages} from 'react-intl'

export const accountMessages = defineMessages({
    title: {id: 'account.page.title', defaultMessage: 'My account'},
    eyebrow: {id: 'account.page.eyebrow', defaultMessage: 'My account'},
    loading: {id: 'account.page.loading', defaultMessage: 'Loading your account…'},
    loadFailed: {
        id: 'account.page.loadFailed',
        defaultMessage:
            "Some of your account details couldn't be loaded. Please refresh the page to try again."
    }
})
