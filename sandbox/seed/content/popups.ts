/**
 * Popups (scarcity prompts, insiders offer) and sign-up modal data (where and when the welcome, insiders and
 * RPHM forms open). Shared by every site; amounts are formatted by the storefront into {0}.
 */
import type {Body, SeedBook} from './book'
import {allSiteKeys} from './sites'

export const popupItems = (book: SeedBook) => {
    const modal = (name: string, fields: Body) =>
        book.add({name: `modal-${name}`, schema: 'signUpModal', keys: allSiteKeys(`popups/${name}`), fields})
    const popup = (name: string, fields: Body) =>
        book.add({name: `popup-${name}`, schema: 'popup', keys: allSiteKeys(`popups/${name}`), fields})

    modal('welcome', {
        variant: 'welcome',
        url: '/',
        urlType: 'contains',
        pageCount: 2,
        deliveryKey: 'sign-up/welcome',
        cookiesToCheckExist: [],
        cookiesToCheckDontExist: ['vela_welcome_dismissed', 'vela_insider'],
        hideSMSField: false,
        enableMiniNotification: true,
        miniNotificationCopy: 'Get 10% off'
    })
    modal('insiders', {
        variant: 'insiders',
        url: '/sb-insiders',
        urlType: 'contains',
        pageCount: 1,
        deliveryKey: 'sign-up/insiders',
        cookiesToCheckDontExist: ['vela_insiders_dismissed', 'vela_insider'],
        hideSMSField: true,
        enableMiniNotification: false
    })
    modal('rphm', {
        variant: 'rphm',
        url: '/shop/activity/running',
        urlType: 'exact',
        pageCount: 1,
        deliveryKey: 'sign-up/rphm-popup',
        cookiesToCheckDontExist: ['vela_rphm_dismissed'],
        hideSMSField: true,
        enableMiniNotification: true,
        miniNotificationCopy: 'Win new kit'
    })
    popup('insiders-offer', {
        variant: 'insiders',
        heading: 'Insiders save more',
        subheading: 'Join free today and save {0} on this basket.',
        ctaText: 'Join Insiders',
        ctaLink: '/sb-insiders',
        pageViews: 3,
        popupDelay: 5,
        promoTagEnabled: true
    })
    popup('scarcity-personalised', {
        variant: 'scarcity-personalised',
        heading: 'Your favourites are selling fast',
        subheading: 'Items in your bag are low in stock. Check out now to avoid missing out.',
        ctaText: 'View bag',
        pageViews: 3,
        popupDelay: 4
    })
    popup('scarcity-savings', {
        variant: 'scarcity-savings',
        heading: 'Don’t miss your savings',
        subheading: 'You’re saving {0} on the items in your bag.',
        ctaText: 'Checkout now',
        ctaLink: '/checkout',
        pageViews: 2,
        popupDelay: 3,
        threshold: 10,
        promoTagEnabled: true
    })
    popup('scarcity-mini-savings', {
        variant: 'scarcity-mini-savings',
        heading: 'Saving {0}',
        subheading: 'You’re saving {0} today.',
        ctaText: 'View bag',
        pageViews: 4,
        popupDelay: 2,
        threshold: 5
    })
}
