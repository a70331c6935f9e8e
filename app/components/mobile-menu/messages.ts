import {defineMessages} from 'react-intl'

export const mobileMenuMessages = defineMessages({
    open: {id: 'mobileMenu.open', defaultMessage: 'Menu'},
    title: {id: 'mobileMenu.title', defaultMessage: 'Menu'},
    close: {id: 'mobileMenu.close', defaultMessage: 'Close menu'},
    back: {id: 'mobileMenu.back', defaultMessage: 'Back'},
    backTo: {id: 'mobileMenu.backTo', defaultMessage: 'Back to {category}'},
    loading: {id: 'mobileMenu.loading', defaultMessage: 'Loading menu'},
    account: {id: 'mobileMenu.account', defaultMessage: 'My account'},
    help: {id: 'mobileMenu.help', defaultMessage: 'Help & contact'}
})
