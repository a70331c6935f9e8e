import {defineMessages} from 'react-intl'

export const storeMessages = defineMessages({
    openingHours: {id: 'pages.store.openingHours', defaultMessage: 'Opening hours'},
    day: {id: 'pages.store.day', defaultMessage: 'Day'},
    hours: {id: 'pages.store.hours', defaultMessage: 'Hours'},
    closed: {id: 'pages.store.closed', defaultMessage: 'Closed'},
    timeRange: {id: 'pages.store.timeRange', defaultMessage: '{open} to {close}'},
    clickAndCollect: {id: 'pages.store.clickAndCollect', defaultMessage: 'Click & Collect available'},
    noClickAndCollect: {id: 'pages.store.noClickAndCollect', defaultMessage: 'Showroom: no Click & Collect'},
    distance: {id: 'pages.store.distance', defaultMessage: '{distance} away'},
    details: {id: 'pages.store.details', defaultMessage: 'Shop details'},
    detailsFor: {id: 'pages.store.detailsFor', defaultMessage: 'Shop details for {name}'},
    directions: {id: 'pages.store.directions', defaultMessage: 'Find on a map'},
    phone: {id: 'pages.store.phone', defaultMessage: 'Phone'},
    email: {id: 'pages.store.email', defaultMessage: 'Email'},
    address: {id: 'pages.store.address', defaultMessage: 'Address'}
})
