import {defineMessages} from 'react-intl'

export const collectMessages = defineMessages({
    searchLabel: {id: 'checkout.collect.searchLabel', defaultMessage: 'Find a store by postcode or town'},
    search: {id: 'checkout.collect.search', defaultMessage: 'Search'},
    nearMe: {id: 'checkout.collect.nearMe', defaultMessage: 'Use my location'},
    searching: {id: 'checkout.collect.searching', defaultMessage: 'Searching for stores…'},
    locationNotFound: {
        id: 'checkout.collect.locationNotFound',
        defaultMessage: 'Sorry, we could not find your location. Please search by postcode / town manually.'
    },
    noResults: {
        id: 'checkout.collect.noResults',
        defaultMessage: 'Sorry, we could not find results for your search'
    },
    storesLegend: {id: 'checkout.collect.storesLegend', defaultMessage: 'Choose a store'},
    distance: {id: 'checkout.collect.distance', defaultMessage: '{distance} {unit} away'},
    chosen: {id: 'checkout.collect.chosen', defaultMessage: 'Collecting from'},
    change: {id: 'checkout.collect.change', defaultMessage: 'Change store'},
    collectorTitle: {id: 'checkout.collect.collectorTitle', defaultMessage: 'Who is collecting?'},
    collectorHint: {
        id: 'checkout.collect.collectorHint',
        defaultMessage: "We'll text this number when your order is ready to collect."
    },
    firstName: {id: 'checkout.collect.firstName', defaultMessage: 'First name'},
    lastName: {id: 'checkout.collect.lastName', defaultMessage: 'Last name'},
    phone: {id: 'checkout.collect.phone', defaultMessage: 'Mobile number'}
})
