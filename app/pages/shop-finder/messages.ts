import {defineMessages} from 'react-intl'

export const shopFinderMessages = defineMessages({
    title: {id: 'pages.shopFinder.title', defaultMessage: 'Find a shop'},
    description: {
        id: 'pages.shopFinder.description',
        defaultMessage: 'Find your nearest VELA shop: addresses, opening hours and Click & Collect.'
    },
    intro: {
        id: 'pages.shopFinder.intro',
        defaultMessage:
            'Search by postcode or town to see the shops near you, their opening hours and whether they offer Click & Collect.'
    },
    query: {id: 'pages.shopFinder.query', defaultMessage: 'Postcode or town'},
    country: {id: 'pages.shopFinder.country', defaultMessage: 'Country'},
    search: {id: 'pages.shopFinder.search', defaultMessage: 'Search'},
    nearMe: {id: 'pages.shopFinder.nearMe', defaultMessage: 'Use my location'},
    locating: {id: 'pages.shopFinder.locating', defaultMessage: 'Finding your location'},
    searching: {id: 'pages.shopFinder.searching', defaultMessage: 'Searching for shops'},
    results: {
        id: 'pages.shopFinder.results',
        defaultMessage: '{count, plural, one {# shop} other {# shops}} near {query}'
    },
    resultsNearYou: {
        id: 'pages.shopFinder.resultsNearYou',
        defaultMessage: '{count, plural, one {# shop} other {# shops}} near you'
    },
    noResults: {
        id: 'pages.shopFinder.noResults',
        defaultMessage: 'Sorry, we could not find results for your search'
    },
    locationNotFound: {
        id: 'pages.shopFinder.locationNotFound',
        defaultMessage: 'Sorry, we could not find your location. Please search by postcode / town manually.'
    }
})
