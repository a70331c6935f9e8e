import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {ProductCarousel} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {shownByIdInOrder} from '../../../rules/product/product-display'
import {meta} from '../../test-utils/fixtures'
import ProductCarouselBlock from '.'

const mockSearch = jest.fn()
const mockProducts = jest.fn()
jest.mock('../../../commerce/catalog/use-product-search', () => ({
    useProductSearch: (...args: unknown[]) => mockSearch(...args)
}))
jest.mock('../../../commerce/catalog/use-products', () => ({
    useProducts: (...args: unknown[]) => mockProducts(...args)
}))

const hit = (id: string, name: string, price: number) => ({
    productId: id,
    productName: name,
    currency: 'GBP',
    price,
    imageGroups: [{viewType: 'medium', images: [{link: `/images/${id}.jpg`, alt: name}]}]
})

const byCategory = (limit = 12): ProductCarousel =>
    ({
        _meta: meta(SCHEMAS.productCarousel, 'new-arrivals'),
        header: 'New arrivals',
        source: 'category',
        categoryId: 'new-arrivals',
        limit,
        cta: {ctaText: 'Shop all', ctaLink: '/shop/new-arrivals'}
    } as ProductCarousel)

beforeEach(() => {
    mockSearch.mockReset().mockReturnValue({data: undefined, isLoading: false})
    mockProducts.mockReset().mockReturnValue({data: undefined, isLoading: false})
})

describe('ProductCarousel', () => {
    test('a carousel that names a sort asks the platform for that order (new arrivals: newest first)', () => {
        renderWithProviders(
            <ProductCarouselBlock item={{...byCategory(12), sort: 'newest'} as ProductCarousel} />
        )
        expect(mockSearch).toHaveBeenCalledWith(
            {refine: ['cgid=new-arrivals'], limit: 12, sort: 'newest'},
            {enabled: true}
        )
    })

    test('searches the category and shows real products with prices', () => {
        mockSearch.mockReturnValue({
            data: {
                hits: [
                    hit('A1', 'Sculpt Leggings', 60),
                    hit('B2', 'Power Bra', 40),
                    hit('C3', 'Zip Hoodie', 75)
                ]
            },
            isLoading: false
        })
        renderWithProviders(<ProductCarouselBlock item={byCategory(8)} />)
        expect(mockSearch).toHaveBeenCalledWith({refine: ['cgid=new-arrivals'], limit: 8}, {enabled: true})
        expect(screen.getByRole('region', {name: 'New arrivals'})).toBeInTheDocument()
        expect(screen.getByRole('heading', {name: 'New arrivals'})).toBeInTheDocument()
        expect(screen.getByRole('link', {name: 'Shop all'})).toHaveAttribute('href', '/shop/new-arrivals')
        expect(screen.getByText('Sculpt Leggings')).toBeInTheDocument()
        expect(screen.getByText('£40.00')).toBeInTheDocument()
        expect(screen.getByRole('link', {name: /Sculpt Leggings/})).toHaveAttribute(
            'href',
            '/new-arrivals/sculpt-leggings-A1.html'
        )
        expect(screen.getByRole('button', {name: 'Next'})).toBeInTheDocument()
    })

    test('the CMS limit is capped', () => {
        renderWithProviders(<ProductCarouselBlock item={byCategory(500)} />)
        expect(mockSearch).toHaveBeenCalledWith(expect.objectContaining({limit: 24}), {enabled: true})
    })

    test('shows placeholders of the final size while loading', () => {
        mockSearch.mockReturnValue({data: undefined, isLoading: true})
        renderWithProviders(<ProductCarouselBlock item={byCategory()} />)
        expect(screen.getAllByRole('group')).toHaveLength(4)
        expect(screen.queryByRole('link', {name: /Leggings/})).not.toBeInTheDocument()
    })

    test('renders nothing when the category has no products', () => {
        mockSearch.mockReturnValue({data: {hits: []}, isLoading: false})
        renderWithProviders(
            <div data-testid="slot">
                <ProductCarouselBlock item={byCategory()} />
            </div>
        )
        expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
    })

    test('by product ids: keeps the authored order and only products in stock', () => {
        mockProducts.mockReturnValue({
            data: {
                data: [
                    {id: 'B2', name: 'Power Bra', price: 40, inventory: {stockLevel: 3}},
                    {id: 'A1', name: 'Sculpt Leggings', price: 60, inventory: {stockLevel: 0}},
                    {id: 'C3', name: 'Zip Hoodie', price: 75, inventory: {stockLevel: 8}}
                ]
            },
            isLoading: false
        })
        const item = {
            _meta: meta(SCHEMAS.productCarousel, 'picks'),
            header: 'Our picks',
            source: 'products',
            productIds: ['C3', 'A1', 'B2']
        } as ProductCarousel
        renderWithProviders(<ProductCarouselBlock item={item} />)
        expect(mockProducts).toHaveBeenCalledWith(['C3', 'A1', 'B2'])
        expect(mockSearch).toHaveBeenCalledWith(expect.anything(), {enabled: false})
        const names = screen.getAllByRole('article').map((tile) => tile.querySelector('p')?.textContent)
        expect(names).toEqual(['Zip Hoodie', 'Power Bra'])
    })
})

test.each([
    [
        [{id: 'a'}, {id: 'b', inventory: {stockLevel: 0}}, {id: 'c', inventory: {stockLevel: 2}}],
        ['c', 'a', 'b', 'x'],
        ['c', 'a']
    ],
    [[], ['a'], []]
])('shownByIdInOrder %#', (products, ids, expected) => {
    expect(shownByIdInOrder(products, ids).map((product) => product.id)).toEqual(expected)
})
