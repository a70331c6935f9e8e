import {defineMessages} from 'react-intl'

export const contentPageMessages = defineMessages({
    loading: {id: 'pages.content.loading', defaultMessage: 'Loading page'},
    tabsLabel: {id: 'pages.content.tabsLabel', defaultMessage: 'Choose a country'}
})
