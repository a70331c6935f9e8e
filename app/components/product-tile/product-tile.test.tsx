import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {ProductTile} from './product-tile'
import {colourCountOf, standardPriceOf, tileModel, type TileSource} from './tile-model'

const hit: TileSource = {
    productId: 'M1001',
    productName: 'Power 7/8 Gym Leggings',
    currency: 'USD',
    price: 48,
    priceMax: 48,
    tieredPrices: [{price: 60, quantity: 1}],
    imageGroups: [
        {
            viewType: 'medium',
            images: [
                {
                    link: 'http://img.example/images/leggings/black/front.jpg?sw=600',
                    alt: 'Power leggings, Black'
                },
                {link: 'http://img.example/images/leggings/black/back.jpg?sw=600', alt: 'Back'}
            ]
        },
        {viewType: 'swatch', images: [{link: 'http://img.example/s1.jpg'}]},
        {viewType: 'swatch', images: [{link: 'http://img.example/s2.jpg'}]}
    ],
    variationAttributes: [{id: 'color', values: [{value: 'black'}, {value: 'navy'}, {value: 'sage'}]}],
    c_productBadges: {topLeft: 'New'}
}

describe('tileModel', () => {
    test('reads a search hit', () => {
        expect(tileModel(hit, {categoryIds: ['leggings'], fallbackCurrency: 'GBP'})).toEqual({
            id: 'M1001',
            name: 'Power 7/8 Gym Leggings',
            href: '/leggings/power-7-8-gym-leggings-M1001.html',
            image: {
                url: 'http://img.example/images/leggings/black/front.jpg?sw=600',
                alt: 'Power leggings, Black'
            },
            hoverImage: {url: 'http://img.example/images/leggings/black/back.jpg?sw=600', alt: 'Back'},
            price: {price: 48, standardPrice: 60, currency: 'USD', hideMarkdownPrice: undefined},
            colourCount: 3,
            badge: 'New'
        })
    })

    test('reads a product document and falls back to the site currency and the single image', () => {
        const tile = tileModel(
            {id: 'P1', name: 'Yoga Mat', price: 30, priceMax: 40, image: {disBaseLink: '/images/mat.jpg'}},
            {fallbackCurrency: 'GBP'}
        )
        expect(tile).toMatchObject({
            id: 'P1',
            href: '/yoga-mat-P1.html',
            image: {url: '/images/mat.jpg', alt: 'Yoga Mat'},
            price: {price: 30, minPrice: 30, maxPrice: 40, currency: 'GBP'},
            colourCount: 0
        })
        expect(tile.hoverImage).toBeUndefined()
    })

    test.each([
        [{c_standardPrice: 50, tieredPrices: [{price: 70}]}, 50],
        [
            {
                tieredPrices: [
                    {price: 70, quantity: 1},
                    {price: 90, quantity: 5}
                ]
            },
            70
        ],
        [{}, undefined]
    ])('standardPriceOf %#', (source, expected) => {
        expect(standardPriceOf(source)).toBe(expected)
    })

    test.each([
        [{variationAttributes: [{id: 'size', values: [1, 2]}]}, 0],
        [{imageGroups: [{viewType: 'swatch'}, {viewType: 'swatch'}, {viewType: 'medium'}]}, 2]
    ])('colourCountOf %#', (source, expected) => {
        expect(colourCountOf(source)).toBe(expected)
    })
})

describe('ProductTile', () => {
    const tile = tileModel(hit, {fallbackCurrency: 'USD'})

    test('links to the product with the site prefix and shows name, sale price, colours and badge', () => {
        renderWithProviders(<ProductTile tile={tile} />, {path: '/us'})
        expect(screen.getByRole('link')).toHaveAttribute('href', '/us/power-7-8-gym-leggings-M1001.html')
        expect(screen.getByText('Power 7/8 Gym Leggings')).toBeInTheDocument()
        expect(screen.getByText('$48.00')).toBeInTheDocument()
        expect(screen.getByText('$60.00').tagName).toBe('S')
        expect(screen.getByText('3 colours')).toBeInTheDocument()
        expect(screen.getByText('New')).toBeInTheDocument()
    })

    test('the main image has alt text, loads lazily and has a product srcset; the hover image is decorative', () => {
        renderWithProviders(<ProductTile tile={tile} />)
        const image = screen.getByRole('img', {name: 'Power leggings, Black'})
        expect(image).toHaveAttribute('loading', 'lazy')
        expect(image.getAttribute('srcset')).toContain('front.jpg?sw=200 200w')
        expect(screen.getAllByRole('img')).toHaveLength(1)
        expect(document.querySelector('img[alt=""]')?.getAttribute('src')).toContain('back.jpg')
    })

    test('a badge passed in replaces the platform badge', () => {
        renderWithProviders(<ProductTile tile={tile} badge="Bestseller" />)
        expect(screen.getByText('Bestseller')).toBeInTheDocument()
        expect(screen.queryByText('New')).not.toBeInTheDocument()
    })
})
