import {CORE_SCHEMAS, SCHEMAS} from '../model/schemas'

/** Small, valid CMS bodies for block tests, shaped like the delivery API's inlined output. */
export const image = (name: string) => ({
    _meta: {schema: CORE_SCHEMAS.imageLink},
    id: `media-${name}`,
    name,
    endpoint: 'velaactive',
    defaultHost: 'media.example'
})

export const meta = <Schema extends string>(schema: Schema, name = 'test-block') => ({
    schema,
    deliveryId: `id-${name}`,
    name
})

export const heroBanner = (overrides: Record<string, unknown> = {}) => ({
    _meta: meta(SCHEMAS.heroBanner, 'hero'),
    media: {
        image: image('hero-new-season'),
        imageMobile: image('hero-new-season-mobile'),
        imageAltText: 'Yoga pose'
    },
    heroOptions: {
        isFullWidth: true,
        mainColor: '#ffffff',
        ctaText: 'Shop new in',
        ctaLink: '/shop/new-arrivals'
    },
    textCopy: {
        title: 'Made to move',
        titleMobile: 'Move',
        subtitle: 'The new season collection.',
        headerSelectorSEO: 'h1' as const
    },
    ctaList: [
        {ctaText: 'Shop new in', ctaLink: '/shop/new-arrivals'},
        {ctaText: 'Shop leggings', ctaLink: '/shop/bottoms/leggings'}
    ],
    ...overrides
})

export const genericCopy = (overrides: Record<string, unknown> = {}) => ({
    _meta: meta(SCHEMAS.genericCopy, 'copy'),
    header: 'Premium activewear',
    paragraph: '<p>Designed for <strong>movement</strong>.</p><script>alert(1)</script>',
    displayOptions: {readMore: true, width: 'medium', alignment: 'centre'},
    ...overrides
})
