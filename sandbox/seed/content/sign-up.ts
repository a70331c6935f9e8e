/**
 * Sign-up, campaign and survey forms. Page keys are the path minus its leading slash (`sign-up/newsletter`,
 * `strava-challenge`, `rphm`, `customersurvey`), listed under every site's prefix; modal forms use
 * `sign-up/{name}` keys referenced by the modal data in popups.ts.
 */
import type {Body, SeedBook} from './book'
import {image, paragraphs} from './fragments'
import * as F from './sign-up-fields'
import {allSiteKeys} from './sites'

const form = (book: SeedBook, key: string, fields: Body) =>
    book.add({name: `form-${key.replace(/\//g, '-')}`, schema: 'signUpForm', keys: allSiteKeys(key), fields})

export const signUpItems = (book: SeedBook) => {
    form(book, 'sign-up/newsletter', {
        media: {
            image: image('hero-newsletter-running-coral-pink'),
            imageAltText: 'Runner stretching before a run'
        },
        overlay: {colour: '#111111', opacity: 0.25},
        formCopy: {
            start: '<h2>Get 10% off your first order</h2><p>Be first to hear about launches, training tips and offers.</p>',
            end: '<p>You can unsubscribe at any time. See our <a href="/security-privacy.html">privacy policy</a>.</p>',
            success: '<h2>Welcome to VELA</h2><p>Your code is on its way to your inbox.</p>'
        },
        fields: [F.firstName, F.email, F.birthday(false), F.country, F.phone, F.marketingConsent],
        submitLabel: 'Sign me up',
        logo: image('logo-vela-black'),
        campaignName: 'newsletter',
        productReccomendations: {
            title: 'Start with our bestsellers',
            source: 'category',
            categoryId: 'bestsellers',
            limit: 6
        },
        inlineSmsCopy: F.SMS_SMALL_PRINT,
        promoCode: 'WELCOME10'
    })
    form(book, 'sign-up/london-run-club', {
        media: {
            image: image('hero-run-club-running-black'),
            imageAltText: 'Run club crossing a London bridge at dusk'
        },
        formCopy: {
            start: '<h2>London Run Club: spring series</h2><p>Six Thursday evening runs from our Covent Garden shop. 5k and 10k groups, all paces welcome.</p>',
            end: '<p>Places are limited and allocated on a first-come basis.</p>',
            success:
                '<h2>You’re on the list</h2><p>We’ll email your start time and route a week before each run.</p>'
        },
        fields: [
            F.firstName,
            F.lastName,
            F.email,
            {
                kind: 'radio',
                name: 'distance',
                label: 'Which group?',
                required: true,
                validationMessage: 'Please choose a group',
                options: [
                    {label: '5k social', value: '5k'},
                    {label: '10k steady', value: '10k'}
                ]
            },
            F.termsConsent
        ],
        submitLabel: 'Save my place',
        campaignName: 'EarlyAccess',
        onlyForUK: true
    })
    form(book, 'sign-up/welcome', {
        media: {image: image('banner-welcome-yoga-lily-white'), imageAltText: ''},
        formCopy: {
            start: '<h2>Welcome to VELA</h2><p>Enjoy 10% off your first order when you join our emails.</p>',
            success: '<h2>Thank you</h2><p>Use your code at checkout.</p>'
        },
        fields: [F.email, F.phone, F.marketingConsent],
        submitLabel: 'Get my 10%',
        campaignName: 'newsletter',
        inlineSmsCopy: F.SMS_SMALL_PRINT,
        promoCode: 'WELCOME10'
    })
    form(book, 'sign-up/insiders', {
        media: {image: image('banner-insiders-gym-plum-purple'), imageAltText: ''},
        formCopy: {
            start: '<h2>Become an Insider</h2><p>Free membership: early access, a birthday treat and members-only offers.</p>',
            success: '<h2>Welcome, Insider</h2><p>Your early access starts now.</p>'
        },
        fields: [F.email, F.birthday(true)],
        submitLabel: 'Join Insiders',
        campaignName: 'insiderspopup'
    })
    form(book, 'sign-up/birthday', {
        formCopy: {
            start: '<h2>Tell us your birthday</h2><p>Insiders get a treat on their birthday.</p>',
            success: '<p>Thank you.</p>'
        },
        fields: [F.email, F.birthday(true)],
        submitLabel: 'Save my birthday',
        campaignName: 'dobCheck'
    })
    form(book, 'strava-challenge', {
        media: {
            image: image('hero-strava-challenge-running-amber-yellow'),
            imageAltText: 'Runner on a coastal path'
        },
        formCopy: {
            start: '<h2>The 100km May challenge</h2><p>Join our club on Strava, log 100km in May and unlock 25% off a new running kit.</p>',
            end: paragraphs(
                'Runs, walks and hikes all count. Open to residents of the UK, Ireland, the US and Australia aged 18+.'
            ),
            success: '<h2>You’re in</h2><p>Now join the VELA club on Strava to start logging.</p>'
        },
        fields: [F.firstName, F.lastName, F.email, F.country, F.termsConsent],
        submitLabel: 'Join the challenge',
        campaignName: 'strava'
    })
    form(book, 'rphm', {
        media: {image: image('hero-rphm-outdoor-terracotta'), imageAltText: 'Group hiking at sunrise'},
        formCopy: {
            start: '<h2>Real People, Hard Miles</h2><p>Tell us about your next big challenge. Each month we kit out five members of our community for theirs.</p>',
            success: '<h2>Good luck out there</h2><p>We’ll be in touch if you are selected.</p>'
        },
        fields: [
            F.firstName,
            F.email,
            {
                kind: 'textarea',
                name: 'challenge',
                label: 'Your challenge',
                required: true,
                maxlength: 500,
                charCounter: true
            },
            F.phone,
            F.marketingConsent
        ],
        submitLabel: 'Enter',
        campaignName: 'RPHM',
        inlineSmsCopy: F.SMS_SMALL_PRINT
    })
    form(book, 'sign-up/rphm-popup', {
        formCopy: {
            start: '<h2>Real People, Hard Miles</h2><p>Get challenge tips and monthly kit giveaways.</p>',
            success: '<p>You’re in.</p>'
        },
        fields: [F.email],
        submitLabel: 'Count me in',
        campaignName: 'RPHMpopup'
    })
    surveyForm(book)
}

const surveyForm = (book: SeedBook) =>
    form(book, 'customersurvey', {
        formCopy: {
            start: '<h2>How did we do?</h2><p>Two minutes of your time helps us improve. Thank you.</p>',
            success: '<h2>Thank you for your feedback</h2>'
        },
        fields: [
            {
                kind: 'survey-score',
                name: 'score',
                label: 'How likely are you to recommend VELA to a friend?',
                required: true,
                lowLabel: 'Very unlikely',
                highLabel: 'Very likely'
            },
            {
                kind: 'radio',
                name: 'orderExperience',
                label: 'How was your most recent order?',
                required: true,
                options: ['Excellent', 'Good', 'Average', 'Poor'].map((label) => ({
                    label,
                    value: label.toLowerCase()
                }))
            },
            {
                kind: 'checkbox-group',
                name: 'improvements',
                label: 'What could we improve? Choose up to 3.',
                min: 1,
                max: 3,
                validationMessage: 'Choose between 1 and 3 options',
                options: ['Fit', 'Fabric', 'Colours', 'Delivery speed', 'Returns', 'Nothing'].map(
                    (label) => ({label, value: label})
                )
            },
            {
                kind: 'dropdown',
                name: 'activity',
                label: 'What do you mostly wear VELA for?',
                options: ['Yoga', 'Running', 'Gym & training', 'Outdoor', 'Everyday'].map((label) => ({
                    label,
                    value: label
                }))
            },
            {kind: 'textarea', name: 'comments', label: 'Anything else?', maxlength: 1000, charCounter: true},
            F.submittedAt
        ],
        submitLabel: 'Send feedback',
        campaignName: 'NPS'
    })
