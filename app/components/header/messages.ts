import {defineMessages} from 'react-intl'

export const headerMessages = defineMessages({
    account: {id: 'header.account', defaultMessage: 'Account'},
    bag: {id: 'header.bag', defaultMessage: 'Bag'},
    bagWithCount: {
        id: 'header.bagWithCount',
        defaultMessage: 'Bag, {count, plural, one {# item} other {# items}}'
    },
    openSearch: {id: 'header.openSearch', defaultMessage: 'Search'},
    closeSearch: {id: 'header.closeSearch', defaultMessage: 'Close search'}
})
