/**
 * Preview-only and scheduled content, for the /vse/{domain} preview and the time machine:
 * - the shared home hero with changed copy (staging overlay: same id and keys, new body);
 * - a draft landing page (published layer, `_local.status: draft`) and a staging-only new page;
 * - a landing page scheduled for a future sale week, visible only when previewing that time.
 */
import type {SeedBook} from './book'
import {cta, image} from './fragments'
import {allSiteKeys} from './sites'

export const STAGED_HERO_TITLE = 'Coming Soon: The Autumn Drop'
export const SCHEDULED_FROM = '2030-11-20T00:00:00.000Z'
export const SCHEDULED_UNTIL = '2030-12-02T00:00:00.000Z'

export const stagingItems = (book: SeedBook) => {
    const hero = book.ref('home-hero-new-season')
    const published = book.items.find(
        (item) => (item.body._meta as {deliveryId: string}).deliveryId === hero.id
    )
    book.stage(hero, {
        textCopy: {
            title: STAGED_HERO_TITLE,
            subtitle: 'Rich autumn colours in our warmest brushed fabrics.',
            headerSelectorSEO: 'h1'
        },
        media: {
            image: image('hero-autumn-drop-outdoor-terracotta'),
            imageAltText: 'Walker in terracotta layers'
        },
        ctaList: [cta('Preview the drop', '/landing/autumn-preview')],
        variations: published?.body.variations
    })

    book.add({
        name: 'landing-autumn-preview',
        schema: 'landingPage',
        keys: allSiteKeys('landing/autumn-preview'),
        local: {status: 'draft'},
        fields: {
            seoTitle: 'The Autumn Drop | VELA',
            seoDescription: 'A first look at the autumn collection.',
            html: '<h1>The Autumn Drop</h1><p>Brushed fabrics, rich colours and our first insulated leggings. Landing soon.</p>'
        }
    })
    book.add({
        name: 'content-autumn-lookbook',
        schema: 'landingPage',
        keys: allSiteKeys('landing/autumn-lookbook'),
        layer: 'staging',
        fields: {
            seoTitle: 'Autumn Lookbook | VELA',
            html: '<h1>Autumn lookbook</h1><p>Work in progress: photography arrives next week.</p>'
        }
    })
    book.add({
        name: 'landing-black-friday',
        schema: 'landingPage',
        keys: allSiteKeys('landing/black-friday'),
        local: {visibleFrom: SCHEDULED_FROM, visibleUntil: SCHEDULED_UNTIL},
        fields: {
            seoTitle: 'Black Friday | VELA',
            seoDescription: 'Up to 40% off, this week only.',
            html: '<h1>Black Friday</h1><p>Up to 40% off leggings, bras and layers. This week only.</p>'
        }
    })
}
