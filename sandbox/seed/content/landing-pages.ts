/**
 * Campaign landing pages (CMS HTML keyed by path: /landing/{key} and the three fixed campaign paths) with
 * recommendation carousels, plus /content/..., /testing/... content pages and the social gallery page.
 */
import type {SeedBook} from './book'
import {link} from './book'
import {bullets, paragraphs} from './fragments'
import {accordion, contentPage, pageHero} from './page-helpers'
import {allSiteKeys} from './sites'

export const landingPageItems = (book: SeedBook) => {
    const recommendations = (name: string, title: string, apiSelector: string) =>
        book.add({
            name,
            schema: 'recommendationCarousel',
            fields: {title, apiSelector, recommenderId: `rec-${apiSelector}`, grid: false, addToBag: true}
        })
    const landing = (key: string, title: string, description: string, html: string, apiSelector: string) =>
        book.add({
            name: `landing-${key.replace(/\//g, '-')}`,
            schema: 'landingPage',
            keys: allSiteKeys(key),
            fields: {
                seoTitle: `${title} | VELA`,
                seoDescription: description,
                html,
                components: [
                    link(
                        recommendations(
                            `landing-${key.replace(/\//g, '-')}-recs`,
                            'You might also like',
                            apiSelector
                        )
                    )
                ]
            }
        })

    landing(
        'landing/summer-edit',
        'The Summer Edit',
        'Lightweight layers for warm-weather training.',
        '<h1>The Summer Edit</h1><p>Featherweight fabrics, bright colours and shorts that don’t ride up.</p>' +
            bullets(
                '<a href="/shop/bottoms/shorts">Shop shorts</a>',
                '<a href="/shop/tops/tanks">Shop tanks</a>'
            ),
        'summer-edit'
    )
    landing(
        'landing/studio-to-street',
        'Studio to Street',
        'Yoga kit that works beyond the mat.',
        '<h1>Studio to Street</h1><p>From sunrise flow to the school run: pieces that go wherever the day does.</p>',
        'studio-to-street'
    )
    landing(
        'shop/underwear/sports-bras/power-icon-bras',
        'The Power Icon Bra',
        'Our highest-support bra.',
        '<h1>The Power Icon Bra</h1><p>Our highest-support bra: moulded cups, a wide underband and adjustable straps, tested on 200 runners.</p>',
        'power-icon'
    )
    landing(
        'shop/bottoms/leggings/leggings-quiz',
        'Leggings Quiz',
        'Find your perfect leggings in 60 seconds.',
        '<h1>Find your leggings</h1><p>Tell us how you move and we will match you with the right fabric, length and fit.</p><div id="leggings-quiz"></div>',
        'leggings-quiz'
    )
    landing(
        'shop/underwear/sports-bras/bra-quiz',
        'Bra Quiz',
        'Find the right sports bra support for you.',
        '<h1>Find your bra</h1><p>Three questions about your activity and fit preferences.</p><div id="bra-quiz"></div>',
        'bra-quiz'
    )

    contentPage(book, 'content/landing/run-club', {
        title: 'VELA Run Club',
        description: 'Free weekly runs from VELA shops.',
        header: 'Run club',
        headerCopy: paragraphs(
            'Every Thursday at 6.30pm from our shops. 5k and 10k groups; all paces welcome; bag drop included.'
        ),
        blocks: [
            pageHero(
                book,
                'run-club-hero',
                'hero-run-club-running-coral-pink',
                'See you Thursday',
                'Free, friendly, no one left behind.',
                ['Sign up', '/sign-up/london-run-club'],
                'video-hero-run-club-running-coral-pink'
            )
        ]
    })
    contentPage(book, 'content/fabric-guide', {
        title: 'Fabric Guide | VELA',
        description: 'Which VELA fabric is right for your workout.',
        header: 'Fabric guide',
        blocks: [
            accordion(
                book,
                'fabric-sculpt',
                'Sculpt',
                'Compressive, squat-proof and matte. Best for gym and running.',
                true
            ),
            accordion(
                book,
                'fabric-soft',
                'Featherlight',
                'Brushed, buttery-soft and lightly supportive. Best for yoga and rest days.'
            ),
            accordion(
                book,
                'fabric-shell',
                'Stormshell',
                'Showerproof, windproof and packable. Best for outdoor sessions.'
            )
        ]
    })
    contentPage(book, 'testing/new-hero-layout', {
        title: 'Layout test | VELA',
        description: 'Internal page for trying new layouts.',
        header: 'New hero layout',
        blocks: [
            pageHero(
                book,
                'testing-hero',
                'hero-testing-gym-cobalt-blue',
                'Layout test',
                'A hero with two calls to action.',
                ['Shop new in', '/shop/new-arrivals']
            )
        ]
    })
    contentPage(book, 'sportedbyyou', {
        title: '#SportedByYou | VELA',
        description: 'How our community wears VELA.',
        header: '#SportedByYou',
        headerCopy: paragraphs(
            'Tag <strong>#SportedByYou</strong> on Instagram for a chance to be featured.'
        ),
        blocks: [
            book.add({
                name: 'sportedbyyou-gallery',
                schema: 'ugcWidget',
                fields: {title: 'From our community', galleryId: 'sportedbyyou', layout: 'grid'}
            })
        ]
    })
}
