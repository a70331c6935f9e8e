import {defineMessages} from 'react-intl'

export const filterBannerMessages = defineMessages({
    label: {id: 'content.filterBanner.label', defaultMessage: 'Quick filters'},
    category: {id: 'content.filterBanner.category', defaultMessage: 'Filter by category'},
    size: {id: 'content.filterBanner.size', defaultMessage: 'Filter by size'},
    shopBy: {id: 'content.filterBanner.shopBy', defaultMessage: 'Shop by category'}
})
