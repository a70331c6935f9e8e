import {aspectParam, buildSrcSet, cmsImageUrl, fallbackWidth, imageUrl, productImageUrl} from './image-urls'
import {artDirection, MOBILE_MEDIA_QUERY} from './ratio'

const cms = {name: 'hero summer', endpoint: 'velaactive', defaultHost: 'media.example'}

describe('productImageUrl (width param sw)', () => {
    test.each([
        ['http://img.example/images/a.jpg', 400, 'http://img.example/images/a.jpg?sw=400'],
        ['http://img.example/images/a.jpg?sw=1200', 320, 'http://img.example/images/a.jpg?sw=320'],
        ['/images/a.jpg?q=60&sw=600', 800, '/images/a.jpg?q=60&sw=800'],
        ['/images/a.jpg#x', 200.4, '/images/a.jpg?sw=200']
    ])('%s at %d -> %s', (url, width, expected) => {
        expect(productImageUrl(url, width)).toBe(expected)
    })
})

describe('cmsImageUrl (image-link, width param w)', () => {
    test.each([
        [undefined, 'https', 'https://media.example/i/velaactive/hero%20summer?w=640&qlt=60&fmt=auto'],
        [undefined, 'http', 'http://media.example/i/velaactive/hero%20summer?w=640&qlt=60&fmt=auto'],
        [
            4 / 5,
            'https',
            'https://media.example/i/velaactive/hero%20summer?w=640&sm=aspect&aspect=4:5&qlt=60&fmt=auto'
        ]
    ] as const)('aspect %s over %s', (aspect, protocol, expected) => {
        expect(cmsImageUrl(cms, 640, protocol, aspect)).toBe(expected)
    })
})

describe('aspectParam', () => {
    test.each([
        [4 / 5, '4:5'],
        [16 / 9, '16:9'],
        [21 / 9, '7:3'],
        [1, '1:1'],
        [3, '3:1'],
        [Math.PI, '3142:1000']
    ])('%d -> %s', (ratio, expected) => {
        expect(aspectParam(ratio)).toBe(expected)
    })
})

describe('buildSrcSet', () => {
    test('one candidate per width, ascending and deduplicated', () => {
        expect(buildSrcSet('/p.jpg', [640, 200, 640])).toBe('/p.jpg?sw=200 200w, /p.jpg?sw=640 640w')
    })

    test('CMS images carry the aspect on every candidate', () => {
        const srcset = buildSrcSet(cms, [200, 400], 'http', 1)
        expect(srcset.split(', ')).toEqual([
            'http://media.example/i/velaactive/hero%20summer?w=200&sm=aspect&aspect=1:1&qlt=60&fmt=auto 200w',
            'http://media.example/i/velaactive/hero%20summer?w=400&sm=aspect&aspect=1:1&qlt=60&fmt=auto 400w'
        ])
    })

    test('ignores non-positive widths', () => {
        expect(buildSrcSet('/p.jpg', [0, -1, 100])).toBe('/p.jpg?sw=100 100w')
    })
})

test.each([
    [[200, 320, 800, 1200], 800],
    [[200, 400], 400],
    [[], 800]
])('fallbackWidth(%j) = %d', (widths, expected) => {
    expect(fallbackWidth(widths)).toBe(expected)
})

test('imageUrl picks the right service for the source', () => {
    expect(imageUrl('/p.jpg', 300)).toBe('/p.jpg?sw=300')
    expect(imageUrl(cms, 300, 'http')).toContain('http://media.example/i/velaactive/')
})

describe('artDirection', () => {
    test('a mobile image gets its own source at 639px or less, in the base shape', () => {
        const mobile = {...cms, name: 'hero-mobile'}
        expect(artDirection(cms, mobile, 4 / 5)).toEqual({
            sources: [{media: MOBILE_MEDIA_QUERY, source: mobile, aspect: 4 / 5}],
            fallbackRatio: 4 / 5
        })
    })

    test('CMS images get one source per breakpoint shape, widest first', () => {
        const {sources, fallbackRatio} = artDirection(cms, undefined, {base: 1, md: 2, lg: 3})
        expect(sources.map((source) => [source.media, source.aspect])).toEqual([
            ['(min-width: 69.5625em)', 3],
            ['(min-width: 48em)', 2]
        ])
        expect(fallbackRatio).toBe(1)
    })

    test('product images keep one shape: no breakpoint sources', () => {
        expect(artDirection('/p.jpg', undefined, {base: 1, md: 2}).sources).toEqual([])
    })
})
