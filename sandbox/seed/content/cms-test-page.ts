/**
 * /cms-test-page: one of every block the storefront renders, so a single page exercises the whole block
 * registry. It also carries deliberately hostile HTML (a script tag, an onerror handler, a javascript: link)
 * that the storefront's sanitiser must neutralise.
 */
import type {SeedBook} from './book'
import {cta, image} from './fragments'
import {insidersCountdown} from './offer-dates'
import {contentPage, copyBlock} from './page-helpers'
import {allSiteKeys} from './sites'

export const HOSTILE_HTML =
    '<p>Sanitiser check: the following must render as plain text or not at all.</p>' +
    '<script>window.__cmsInjected = true</script>' +
    '<img src="/missing.png" onerror="window.__cmsInjected = true" alt="">' +
    '<p><a href="javascript:window.__cmsInjected=true">A link that must not run script</a></p>' +
    '<p><strong>Safe bold text</strong> and a <a href="/about-us/our-story">safe link</a>.</p>'

export const cmsTestPageItems = (book: SeedBook) => {
    const hostile = copyBlock(book, 'cms-test-hostile-copy', 'Sanitiser test', HOSTILE_HTML, {
        anchorID: 'sanitiser'
    })
    const stacked = book.add({
        name: 'cms-test-stacked-links',
        schema: 'stackedLinks',
        fields: {
            header: 'Popular searches',
            links: [
                {text: 'Black leggings', url: '/search?q=black%20leggings'},
                {text: 'High impact sports bras', url: '/shop/underwear/high-impact-bras'},
                {text: 'Yoga mats', url: '/shop/accessories/yoga-mats'}
            ]
        }
    })
    const activities = book.add({
        name: 'cms-test-activity-carousel',
        schema: 'activityCarousel',
        fields: {
            header: 'Find your activity',
            autoScroll: 'slow',
            items: ['yoga', 'running', 'gym', 'outdoor'].map((activity) => ({
                title: activity[0].toUpperCase() + activity.slice(1),
                url: activity === 'gym' ? '/shop/activity/gym-training' : `/shop/activity/${activity}`,
                image: image(`tile-activity-${activity}`),
                imageAltText: ''
            }))
        }
    })
    const recommendations = book.add({
        name: 'cms-test-recommendations',
        schema: 'recommendationCarousel',
        fields: {
            title: 'Recommended for you',
            apiSelector: 'home-recs',
            recommenderId: 'rec-home',
            grid: true,
            addToBag: false
        }
    })
    const ugc = book.add({
        name: 'cms-test-ugc',
        schema: 'ugcWidget',
        fields: {title: 'As worn by you', galleryId: 'sportedbyyou', layout: 'carousel'}
    })
    const countdownHero = book.add({
        name: 'cms-test-countdown-hero',
        schema: 'heroBanner',
        fields: {
            media: {image: image('hero-countdown-running-chilli-red'), imageAltText: ''},
            heroOptions: {isFullWidth: false, mainColor: '#111111'},
            textCopy: {
                title: 'Countdown hero',
                titleMobile: 'Countdown',
                subtitle: 'Hero with a countdown and two CTAs',
                headerSelectorSEO: 'h2'
            },
            ctaList: [cta('Primary', '/shop/new-arrivals'), cta('Anchor', '#sanitiser')],
            countdown: {countdownDate: insidersCountdown(book.seededAt)}
        }
    })
    const names = [
        'home-hero-new-season',
        'home-insiders-promo',
        'home-two-column-planet',
        'home-column-perks',
        'home-activity-tiles',
        'home-carousel-new-arrivals',
        'category-leggings-spot-0',
        'category-leggings-top-banner',
        'category-leggings-visual-filter',
        'category-leggings-filter-banner',
        'category-sale-filter-banner',
        'category-new-arrivals-filter-banner',
        'category-sale-countdown',
        'fabric-sculpt',
        'delivery-options-gb',
        'delivery-returns-message-gb',
        'basket-threshold-banner-gb',
        'basket-banner-au'
    ]
    contentPage(book, 'cms-test-page', {
        keys: allSiteKeys('cms-test-page'),
        title: 'CMS test page',
        description: 'Every content block, for testing.',
        header: 'CMS test page',
        headerCopy: '<p>Internal page: one of every block.</p>',
        blocks: [
            countdownHero,
            ...names.map((name) => book.ref(name)),
            stacked,
            activities,
            recommendations,
            ugc,
            hostile
        ]
    })
}
