import {defineMessages} from 'react-intl'

export const sizeGuideMessages = defineMessages({
    link: {id: 'sizeGuide.link', defaultMessage: 'Size guide'},
    title: {id: 'sizeGuide.title', defaultMessage: 'Size guide'},
    close: {id: 'sizeGuide.close', defaultMessage: 'Close'},
    loading: {id: 'sizeGuide.loading', defaultMessage: 'Loading the size guide'},
    unavailable: {
        id: 'sizeGuide.unavailable',
        defaultMessage: 'The size guide is not available right now. Please try again later.'
    },
    pageDescription: {
        id: 'sizeGuide.pageDescription',
        defaultMessage: 'Find your VELA size: size conversions, body measurements and leg lengths.'
    }
})
