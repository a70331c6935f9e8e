/**
 * Site-wide shell content: the announcement strip per site and the shared footer. GB shows several
 * auto-scrolling messages, US a single static one, EU a short rotation, and AU still uses the older
 * bannerItem strip form.
 */
import type {SeedBook} from './book'
import {loc} from './fragments'
import {allSiteKeys, SITE_MONEY, siteKey} from './sites'
import {insidersCountdown} from './offer-dates'
import {FOOTER_TEXT, STRIPE_TEXT} from './translations'

export const shellItems = (book: SeedBook) => {
    const stripeColours = {
        backgroundColor: '#111111',
        textColor: '#ffffff',
        homepageBackgroundColor: '#efe9df',
        homepageTextColor: '#111111'
    }
    book.add({
        name: 'site-stripe-gb',
        schema: 'siteStripe',
        keys: [siteKey('gb', 'site-stripe')],
        fields: {
            siteStripeMessage: [
                {
                    text: loc(STRIPE_TEXT.freeDelivery(SITE_MONEY.gb.freeDeliveryThreshold, 'GBP')),
                    link: '/delivery-returns.html',
                    weight: 30
                },
                {text: loc(STRIPE_TEXT.returns), link: '/delivery-returns.html', weight: 20},
                {
                    text: loc(STRIPE_TEXT.insiders),
                    link: '/sb-insiders',
                    weight: 10,
                    countdownDate: insidersCountdown(book.seededAt)
                },
                {text: loc(STRIPE_TEXT.students), link: '/student-discount', weight: 5, hideOnHomepage: true}
            ],
            displayOptions: stripeColours
        }
    })
    book.add({
        name: 'site-stripe-us',
        schema: 'siteStripe',
        keys: [siteKey('us', 'site-stripe')],
        fields: {
            siteStripeMessage: [
                {
                    text: loc(STRIPE_TEXT.freeDelivery(SITE_MONEY.us.freeDeliveryThreshold, 'USD')),
                    link: '/delivery-returns.html',
                    weight: 10
                }
            ],
            displayOptions: stripeColours
        }
    })
    book.add({
        name: 'site-stripe-eu',
        schema: 'siteStripe',
        keys: [siteKey('eu', 'site-stripe')],
        fields: {
            siteStripeMessage: [
                {
                    text: loc(STRIPE_TEXT.freeDelivery(SITE_MONEY.eu.freeDeliveryThreshold, 'EUR')),
                    link: '/delivery-returns.html',
                    weight: 20
                },
                {
                    text: loc(STRIPE_TEXT.returns),
                    link: '/delivery-returns.html',
                    weight: 10,
                    hideOnHomepage: true
                }
            ],
            displayOptions: stripeColours
        }
    })
    const au = SITE_MONEY.au
    book.add({
        name: 'site-stripe-au',
        schema: 'bannerStripe',
        keys: [siteKey('au', 'site-stripe')],
        fields: {
            bannerItem: [
                {
                    bannerText: `Free delivery on orders over ${au.symbol}${au.freeDeliveryThreshold}`,
                    bannerTextLink: '/delivery-returns.html'
                },
                {bannerText: 'Afterpay available at checkout', bannerTextLink: '/delivery-returns.html'}
            ],
            backgroundColor: '#24433a',
            textColor: '#ffffff',
            backgroundColorHP: '#efe9df',
            textColorHP: '#24433a'
        }
    })

    book.add({
        name: 'footer',
        schema: 'footer',
        keys: allSiteKeys('footer'),
        fields: {
            linkGroups: [
                {
                    group: 'Help',
                    title: loc(FOOTER_TEXT.help),
                    links: [
                        {text: loc(FOOTER_TEXT.helpCentre), url: 'https://help.vela-active.example/hc'},
                        {text: loc(FOOTER_TEXT.deliveryReturns), url: '/delivery-returns.html'},
                        {text: 'Track my order', url: '/track-order'},
                        {text: 'Size guide', url: '/size-guide'},
                        {text: 'Gift card balance', url: '/checkgiftbalance'},
                        {text: 'Find a shop', url: '/shop-finder'}
                    ]
                },
                {
                    group: 'Information',
                    title: loc(FOOTER_TEXT.information),
                    links: [
                        {text: loc(FOOTER_TEXT.terms), url: '/terms-and-conditions'},
                        {text: loc(FOOTER_TEXT.wholesale), url: '/Terms-conditions-wholesale.html'},
                        {text: loc(FOOTER_TEXT.privacy), url: '/security-privacy.html'},
                        {text: loc(FOOTER_TEXT.cookies), url: '/cookies.html'},
                        {text: 'Accessibility', url: '/accessibility.html'},
                        {text: 'Our story', url: '/about-us/our-story'},
                        {text: 'Responsibility', url: '/responsibility'},
                        {text: 'Careers', url: '/careers'},
                        {text: 'Affiliates', url: '/affiliates.html'}
                    ]
                }
            ],
            socialLinks: [
                {
                    network: 'instagram',
                    url: 'https://instagram.example/velaactive',
                    label: 'VELA on Instagram'
                },
                {network: 'tiktok', url: 'https://tiktok.example/@velaactive', label: 'VELA on TikTok'},
                {network: 'youtube', url: 'https://youtube.example/velaactive', label: 'VELA on YouTube'},
                {
                    network: 'pinterest',
                    url: 'https://pinterest.example/velaactive',
                    label: 'VELA on Pinterest'
                }
            ],
            newsletter: {
                header: 'Get 10% off your first order',
                copy: 'Sign up for launches, training tips and offers. Unsubscribe at any time.',
                signUpKey: 'sign-up/newsletter'
            }
            // No copyright line: the storefront's own, with the current year, in the shopper's language.
        }
    })
}
