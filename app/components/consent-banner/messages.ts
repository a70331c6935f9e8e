import {defineMessages} from 'react-intl'

export const consentMessages = defineMessages({
    title: {id: 'consent.title', defaultMessage: 'Cookies at VELA'},
    body: {
        id: 'consent.body',
        defaultMessage:
            'We use cookies to run the site, to understand how it is used, to tailor what you see and to show you relevant offers. Choose what you allow; you can change your mind at any time on our <link>cookies page</link>.'
    },
    acceptAll: {id: 'consent.acceptAll', defaultMessage: 'Accept all'},
    rejectAll: {id: 'consent.rejectAll', defaultMessage: 'Reject all'},
    manage: {id: 'consent.manage', defaultMessage: 'Manage cookies'},
    save: {id: 'consent.save', defaultMessage: 'Save my choices'},
    preferencesTitle: {id: 'consent.preferencesTitle', defaultMessage: 'Your cookie choices'},
    alwaysOn: {id: 'consent.alwaysOn', defaultMessage: 'Always on'},
    essential: {id: 'consent.group.essential', defaultMessage: 'Strictly necessary'},
    essentialText: {
        id: 'consent.group.essentialText',
        defaultMessage: 'Keep the site working: your bag, signing in and security.'
    },
    analytics: {id: 'consent.group.analytics', defaultMessage: 'Analytics'},
    analyticsText: {
        id: 'consent.group.analyticsText',
        defaultMessage: 'Help us understand how the site is used, so we can make it better.'
    },
    personalisation: {id: 'consent.group.personalisation', defaultMessage: 'Personalisation'},
    personalisationText: {
        id: 'consent.group.personalisationText',
        defaultMessage: 'Tailor products, content and recommendations to you.'
    },
    marketing: {id: 'consent.group.marketing', defaultMessage: 'Marketing'},
    marketingText: {
        id: 'consent.group.marketingText',
        defaultMessage: 'Show you relevant offers on other sites and measure our campaigns.'
    },
    social: {id: 'consent.group.social', defaultMessage: 'Social media'},
    socialText: {
        id: 'consent.group.socialText',
        defaultMessage: 'Share with social networks and see their content here.'
    }
})
