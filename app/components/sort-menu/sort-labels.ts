import {defineMessages, type IntlShape} from 'react-intl'

export const sortMenuMessages = defineMessages({
    sortBy: {id: 'sortMenu.sortBy', defaultMessage: 'Sort by'},
    current: {id: 'sortMenu.current', defaultMessage: 'Sort by: {label}'}
})

const optionMessages = defineMessages({
    'best-matches': {id: 'sortMenu.bestMatches', defaultMessage: 'Recommended'},
    'price-low-to-high': {id: 'sortMenu.priceLowToHigh', defaultMessage: 'Price: low to high'},
    'price-high-to-low': {id: 'sortMenu.priceHighToLow', defaultMessage: 'Price: high to low'},
    newest: {id: 'sortMenu.newest', defaultMessage: 'Newest'},
    'top-rated': {id: 'sortMenu.topRated', defaultMessage: 'Top rated'}
})

export interface SortOption {
    id: string
    label?: string
}

/** The storefront's wording for the sorting options it knows; the platform's label for any other. */
export const sortLabel = (intl: IntlShape, option: SortOption): string => {
    const message = Object.prototype.hasOwnProperty.call(optionMessages, option.id)
        ? optionMessages[option.id as keyof typeof optionMessages]
        : undefined
    return message ? intl.formatMessage(message) : option.label || option.id
}
