import {defineMessages} from 'react-intl'

export const ugcMessages = defineMessages({
    consentNotice: {
        id: 'integrations.ugc.consentNotice',
        defaultMessage: "Our community's photos are shown with social media cookies."
    },
    allowSocial: {id: 'integrations.ugc.allowSocial', defaultMessage: 'Show community photos'},
    loading: {id: 'integrations.ugc.loading', defaultMessage: "Loading our community's photos"}
})
