import {projectContent} from './content-projection'
import {CORE_SCHEMAS} from './model/schemas'

const imageLink = (name: string) => ({
    _meta: {schema: CORE_SCHEMAS.imageLink},
    id: `${name}-id`,
    name,
    endpoint: 'velaactive',
    defaultHost: 'media.example',
    mimeType: 'image/jpeg'
})

const home = {
    _meta: {
        schema: 'https://schema.example/home.json',
        name: 'home-gb',
        deliveryId: 'd1',
        deliveryKey: 'home'
    },
    seoTitle: 'VELA',
    components: [
        {
            _meta: {
                schema: 'https://schema.example/hero.json',
                name: 'hero',
                deliveryId: 'd2',
                hierarchy: {root: true}
            },
            media: {
                image: imageLink('hero'),
                imageMobile: imageLink('hero-mobile'),
                imageAltText: 'A runner'
            },
            video: {
                _meta: {schema: CORE_SCHEMAS.videoLink},
                id: 'v',
                name: 'clip',
                endpoint: 'e',
                defaultHost: 'h'
            },
            ctaList: [{ctaText: 'Shop', ctaLink: '/shop'}]
        }
    ]
}

describe('content projection', () => {
    const lean = projectContent(home)

    test('image links keep what image URLs are built from', () => {
        expect(lean.components[0].media).toEqual({
            image: {name: 'hero', endpoint: 'velaactive', defaultHost: 'media.example'},
            imageMobile: {name: 'hero-mobile', endpoint: 'velaactive', defaultHost: 'media.example'},
            imageAltText: 'A runner'
        })
    })

    test('items keep their schema, name and delivery id; every other field is kept as delivered', () => {
        expect(lean._meta).toEqual({
            schema: 'https://schema.example/home.json',
            name: 'home-gb',
            deliveryId: 'd1'
        })
        expect(lean.components[0]._meta).toEqual({
            schema: 'https://schema.example/hero.json',
            name: 'hero',
            deliveryId: 'd2'
        })
        expect(lean.components[0].video).toEqual(home.components[0].video)
        expect(lean.components[0].ctaList).toEqual(home.components[0].ctaList)
        expect(lean.seoTitle).toBe('VELA')
    })
})
