import {defineMessages} from 'react-intl'

export const shopDetailsMessages = defineMessages({
    shopFinder: {id: 'pages.shopDetails.shopFinder', defaultMessage: 'Find a shop'},
    description: {
        id: 'pages.shopDetails.description',
        defaultMessage: '{name}: address, opening hours and Click & Collect at this VELA shop.'
    },
    visit: {id: 'pages.shopDetails.visit', defaultMessage: 'Visit us'},
    backToFinder: {id: 'pages.shopDetails.backToFinder', defaultMessage: 'Search for another shop'}
})
