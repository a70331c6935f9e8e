import {defineMessages} from 'react-intl'

export const listingMessages = defineMessages({
    count: {
        id: 'listing.count',
        defaultMessage: '{count, plural, one {# product} other {# products}}'
    },
    products: {id: 'listing.products', defaultMessage: '{name} products'},
    toolbar: {id: 'listing.toolbar', defaultMessage: 'Filter and sort'},
    emptyFilteredTitle: {id: 'listing.emptyFiltered.title', defaultMessage: 'No products match your filters'},
    emptyFilteredBody: {
        id: 'listing.emptyFiltered.body',
        defaultMessage: 'Try removing a filter or two to see more of the collection.'
    },
    emptyTitle: {id: 'listing.empty.title', defaultMessage: 'Nothing here just yet'},
    emptyBody: {
        id: 'listing.empty.body',
        defaultMessage: 'New pieces land every week. In the meantime, take a look at what has just arrived.'
    },
    shopNew: {id: 'listing.shopNew', defaultMessage: 'Shop new arrivals'},
    error: {id: 'listing.error', defaultMessage: "We couldn't load these products. Please try again."},
    retry: {id: 'listing.retry', defaultMessage: 'Try again'},
    pageTitle: {id: 'listing.pageTitle', defaultMessage: "{name} | Women's Activewear"},
    pageDescription: {
        id: 'listing.pageDescription',
        defaultMessage:
            "Shop {name} at VELA: women's activewear designed to move with you, with free returns."
    },
    pageNumber: {id: 'listing.pageNumber', defaultMessage: '{title} (page {page})'}
})
