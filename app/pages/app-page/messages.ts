import {defineMessages} from 'react-intl'

export const appPageMessages = defineMessages({
    navigationTitle: {id: 'pages.app.navigationTitle', defaultMessage: 'Shop by category'},
    navigationLabel: {id: 'pages.app.navigationLabel', defaultMessage: 'Categories'},
    shopAll: {id: 'pages.app.shopAll', defaultMessage: 'Shop all {category}'},
    searchTitle: {id: 'pages.app.searchTitle', defaultMessage: 'Search'},
    popular: {id: 'pages.app.popular', defaultMessage: 'Popular categories'},
    pushTitle: {id: 'pages.app.pushTitle', defaultMessage: 'Stay in the loop'},
    pushBody: {
        id: 'pages.app.pushBody',
        defaultMessage:
            'Turn on notifications to hear first about new drops, restocks of your saved sizes, Insiders offers and your order’s journey to you.'
    },
    pushAction: {id: 'pages.app.pushAction', defaultMessage: 'Turn on notifications'},
    locationTitle: {id: 'pages.app.locationTitle', defaultMessage: 'Find VELA near you'},
    locationBody: {
        id: 'pages.app.locationBody',
        defaultMessage:
            'Share your location to see your nearest shops, their opening hours and Click & Collect. We only use it while you are using the app.'
    },
    locationAction: {id: 'pages.app.locationAction', defaultMessage: 'Share my location'},
    notNow: {id: 'pages.app.notNow', defaultMessage: 'Not now'},
    sent: {id: 'pages.app.sent', defaultMessage: 'Done. You can change this at any time in your settings.'},
    outsideApp: {
        id: 'pages.app.outsideApp',
        defaultMessage:
            'This setting can be changed in the VELA app. Open this page from the app to continue.'
    },
    consentTitle: {id: 'pages.app.consentTitle', defaultMessage: 'Privacy preferences'},
    consentBody: {
        id: 'pages.app.consentBody',
        defaultMessage:
            'Choose which cookies and similar technologies we may use. Strictly necessary ones keep the app working and are always on.'
    },
    consentSave: {id: 'pages.app.consentSave', defaultMessage: 'Save my choices'},
    consentAcceptAll: {id: 'pages.app.consentAcceptAll', defaultMessage: 'Accept all'},
    consentAlwaysOn: {id: 'pages.app.consentAlwaysOn', defaultMessage: 'Always on'},
    consentPolicy: {id: 'pages.app.consentPolicy', defaultMessage: 'Read our cookie policy'},
    groupEssential: {id: 'pages.app.groupEssential', defaultMessage: 'Strictly necessary'},
    groupEssentialBody: {
        id: 'pages.app.groupEssentialBody',
        defaultMessage: 'Signing in, your bag, your delivery country and these choices.'
    },
    groupAnalytics: {id: 'pages.app.groupAnalytics', defaultMessage: 'Performance'},
    groupAnalyticsBody: {
        id: 'pages.app.groupAnalyticsBody',
        defaultMessage: 'Counting visits and measuring how the app performs, so we can improve it.'
    },
    groupPersonalisation: {
        id: 'pages.app.groupPersonalisation',
        defaultMessage: 'Functional and personalisation'
    },
    groupPersonalisationBody: {
        id: 'pages.app.groupPersonalisationBody',
        defaultMessage: 'Remembering your preferences and recommending products you may like.'
    },
    groupMarketing: {id: 'pages.app.groupMarketing', defaultMessage: 'Targeting'},
    groupMarketingBody: {
        id: 'pages.app.groupMarketingBody',
        defaultMessage: 'Showing you relevant VELA offers on other sites and apps.'
    },
    groupSocial: {id: 'pages.app.groupSocial', defaultMessage: 'Social media'},
    groupSocialBody: {
        id: 'pages.app.groupSocialBody',
        defaultMessage: 'Sharing to social networks and showing their content, such as community photos.'
    }
})
