import {defineMessages} from 'react-intl'

export const searchMessages = defineMessages({
    title: {id: 'searchResults.title', defaultMessage: 'Search results for “{term}”'},
    searchTitle: {id: 'searchResults.searchTitle', defaultMessage: 'Search'},
    heading: {id: 'searchResults.heading', defaultMessage: 'Results for “{term}”'},
    gridLabel: {id: 'searchResults.gridLabel', defaultMessage: 'Products matching “{term}”'},
    noResultsHeading: {
        id: 'searchResults.noResults.heading',
        defaultMessage: 'Sorry, we couldn’t find anything for “{term}”'
    },
    didYouMean: {id: 'searchResults.noResults.didYouMean', defaultMessage: 'Did you mean'},
    tipsHeading: {id: 'searchResults.noResults.tipsHeading', defaultMessage: 'Search tips'},
    tipSpelling: {
        id: 'searchResults.noResults.tipSpelling',
        defaultMessage: 'Check the spelling of your search'
    },
    tipGeneral: {
        id: 'searchResults.noResults.tipGeneral',
        defaultMessage: 'Try something more general, like “leggings” or “sports bra”'
    },
    tipFewer: {id: 'searchResults.noResults.tipFewer', defaultMessage: 'Use fewer words'},
    popular: {id: 'searchResults.popular', defaultMessage: 'Popular searches'},
    recent: {id: 'searchResults.recent', defaultMessage: 'Your recent searches'},
    clearRecent: {id: 'searchResults.clearRecent', defaultMessage: 'Clear'},
    clearRecentLabel: {id: 'searchResults.clearRecentLabel', defaultMessage: 'Clear your recent searches'},
    explore: {id: 'searchResults.explore', defaultMessage: 'Or explore'},
    newArrivals: {id: 'searchResults.newArrivals', defaultMessage: 'New arrivals'},
    bestsellers: {id: 'searchResults.bestsellers', defaultMessage: 'Bestsellers'},
    emptyHeading: {id: 'searchResults.empty.heading', defaultMessage: 'What are you looking for?'},
    emptyBody: {
        id: 'searchResults.empty.body',
        defaultMessage:
            'Search for a product, a colour or a fabric using the search box at the top of the page.'
    }
})
