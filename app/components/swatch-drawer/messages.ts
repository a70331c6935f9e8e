import {defineMessages} from 'react-intl'

export const swatchDrawerMessages = defineMessages({
    title: {id: 'swatchDrawer.title', defaultMessage: 'Choose colour'},
    confirm: {id: 'swatchDrawer.confirm', defaultMessage: 'Select colour'},
    count: {id: 'swatchDrawer.count', defaultMessage: '{count} colours'},
    close: {id: 'swatchDrawer.close', defaultMessage: 'Close'}
})
