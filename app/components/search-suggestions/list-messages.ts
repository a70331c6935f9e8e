import {defineMessages} from 'react-intl'

/** The suggestions list's name: the same before its chunk arrives (search-box) as after (search-suggestions). */
export const listMessages = defineMessages({
    label: {id: 'searchSuggestions.label', defaultMessage: 'Search suggestions'}
})
