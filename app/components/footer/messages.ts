import {defineMessages} from 'react-intl'

export const footerMessages = defineMessages({
    help: {id: 'footer.help', defaultMessage: 'Help'},
    information: {id: 'footer.information', defaultMessage: 'Information'},
    customerCare: {id: 'footer.customerCare', defaultMessage: 'Customer Care & Help Centre'},
    terms: {id: 'footer.terms', defaultMessage: 'Terms & Conditions'},
    wholesale: {id: 'footer.wholesale', defaultMessage: 'Wholesale Terms & Conditions'},
    privacy: {id: 'footer.privacy', defaultMessage: 'Security & Privacy'},
    cookies: {id: 'footer.cookies', defaultMessage: 'Cookies'},
    newsletterCta: {id: 'footer.newsletterCta', defaultMessage: 'Sign up'},
    social: {id: 'footer.social', defaultMessage: 'Follow us'},
    copyright: {id: 'footer.copyright', defaultMessage: '© {year} VELA Active Ltd. All rights reserved.'}
})
