import {defineMessages} from 'react-intl'

export const refinementMessages = defineMessages({
    landmark: {id: 'refinements.landmark', defaultMessage: 'Product filters'},
    filter: {id: 'refinements.filter', defaultMessage: 'Filter'},
    filterCount: {id: 'refinements.filterCount', defaultMessage: 'Filter ({count})'},
    drawerTitle: {id: 'refinements.drawerTitle', defaultMessage: 'Filter'},
    close: {id: 'refinements.close', defaultMessage: 'Close filters'},
    clearAll: {id: 'refinements.clearAll', defaultMessage: 'Clear all'},
    selected: {id: 'refinements.selected', defaultMessage: 'Selected filters'},
    remove: {id: 'refinements.remove', defaultMessage: 'Remove filter: {label}'},
    value: {
        id: 'refinements.value',
        defaultMessage: '{label}, {count, plural, one {# product} other {# products}}'
    },
    showResults: {
        id: 'refinements.showResults',
        defaultMessage: 'Show {count, plural, one {# result} other {# results}}'
    },
    groupSelected: {id: 'refinements.groupSelected', defaultMessage: '{label}, {count} selected'}
})
