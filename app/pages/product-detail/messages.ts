import {defineMessages} from 'react-intl'

export const pdpMessages = defineMessages({
    description: {id: 'pdp.description', defaultMessage: 'Description'},
    fabric: {id: 'pdp.fabric', defaultMessage: 'Fabric'},
    care: {id: 'pdp.care', defaultMessage: 'Care'},
    youMayAlsoLike: {id: 'pdp.youMayAlsoLike', defaultMessage: 'You may also like'},
    loading: {id: 'pdp.loading', defaultMessage: 'Loading product'},
    reviews: {
        id: 'pdp.reviews',
        defaultMessage: '{rating} out of 5 stars, {count, plural, one {# review} other {# reviews}}'
    },
    reviewsPanel: {id: 'pdp.reviewsPanel', defaultMessage: 'Reviews'}
})
