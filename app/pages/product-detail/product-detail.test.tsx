import {fireEvent, screen, waitFor, within} from '@testing-library/react'
import {Route} from 'react-router-dom'
import type {Location} from 'history'
import {productFixture} from '../../components/variation-selector/product-fixture'
import {renderWithProviders} from '../../test-utils/render'
import ProductDetailPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const mockProducts: Record<string, unknown> = {}
jest.mock('../../commerce/catalog/use-products', () => ({
    useProduct: (id?: string) => ({
        data: id ? mockProducts[id] ?? null : undefined,
        isLoading: false,
        error: null
    }),
    useProducts: () => ({data: undefined, isLoading: false})
}))
jest.mock('../../commerce/catalog/use-categories', () => ({
    useCategoryTree: () => ({
        data: {
            id: 'root',
            categories: [
                {
                    id: 'shop',
                    name: 'Shop',
                    categories: [
                        {id: 'bottoms', name: 'Bottoms', categories: [{id: 'leggings', name: 'Leggings'}]}
                    ]
                }
            ]
        }
    })
}))
jest.mock('../../commerce/catalog/use-variation-pricing', () => ({
    useVariationPricing: () => ({data: undefined})
}))
jest.mock('../../commerce/catalog/use-live-stock', () => ({useLiveStock: () => ({data: undefined})}))
// The wishlist button talks to the customer API; it has its own tests (components/wishlist-button).
jest.mock('../../components/wishlist-button', () => ({WishlistButton: () => null}))
jest.mock('../../commerce/catalog/use-recommendations', () => ({
    useRecommendations: () => ({products: [], isLoading: false})
}))
jest.mock('../../commerce/basket/use-add-to-basket', () => ({useAddToBasket: () => ({add: jest.fn()})}))
// The gift card form's submission (basket calls) has its own tests (components/gift-card-form).
jest.mock('../../components/gift-card-form/use-gift-card-submit', () => ({
    useGiftCardSubmit: () => ({
        state: 'idle',
        done: false,
        submitDigital: jest.fn(),
        submitPhysical: jest.fn()
    })
}))
const mockUpdateLine = jest.fn()
jest.mock('../../components/add-to-bag/use-update-basket-line', () => ({
    useUpdateBasketLine: () => mockUpdateLine
}))
jest.mock('../../commerce/basket/use-current-basket', () => ({
    useCurrentBasket: () => ({
        basket: {
            basketId: 'b1',
            productItems: [{itemId: 'line-1', productId: 'M1_black_full_S', quantity: 2}]
        }
    })
}))

let location: Location | undefined
const renderPage = (path: string) =>
    renderWithProviders(
        <>
            <Route
                path={['/product/:productId', '/products/:productId', '/:cat1/:cat2/:cat3/:productSlug']}
                exact
                component={ProductDetailPage}
            />
            <Route
                path="*"
                render={(props) => {
                    location = props.location
                    return null
                }}
            />
        </>,
        {path}
    )

// jsdom has no scrolling; the accordion's animation asks for it.
beforeAll(() => {
    window.scrollTo = jest.fn()
})

beforeEach(() => {
    mockProducts.M1 = productFixture()
    location = undefined
})

describe('product page', () => {
    test('renders the product from the URL selection: name, price, colour and leg length', () => {
        renderPage('/shop/bottoms/leggings/sculpt-leggings-M1.html?dwvar_M1_color=stone')
        expect(screen.getByRole('heading', {level: 1, name: 'Sculpt Leggings'})).toBeInTheDocument()
        expect(screen.getByRole('radio', {name: 'Stone'})).toBeChecked()
        expect(screen.getByRole('radio', {name: '7/8'})).toBeChecked()
        expect(screen.getByText('£40.00')).toBeInTheDocument()
        const crumbs = within(screen.getByRole('navigation', {name: 'Breadcrumb'}))
        expect(crumbs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
            '/',
            '/shop',
            '/shop/bottoms',
            '/shop/bottoms/leggings'
        ])
    })

    test('a change of colour or size replaces the URL query (spec 001 §2.2)', async () => {
        renderPage('/product/M1?cgid=leggings&tile=2')
        fireEvent.click(screen.getByRole('radio', {name: 'Full Length'}))
        await waitFor(() =>
            expect(location?.search).toBe(
                '?pid=M1_black&dwvar_M1_color=black&dwvar_M1_leg-length=full&vgid=M1_black&cgid=leggings&tile=2&newpid=M1_black&oldpid=M1'
            )
        )
        fireEvent.click(within(screen.getByRole('group', {name: /Size/})).getByRole('radio', {name: 'S'}))
        await waitFor(() =>
            expect(location?.search).toBe(
                '?pid=M1_black_full_S&dwvar_M1_color=black&dwvar_M1_leg-length=full&vgid=M1_black&cgid=leggings&tile=2&newpid=M1_black_full_S&oldpid=M1_black'
            )
        )
        expect(location?.pathname).toBe('/product/M1')
    })

    test('the same selection renders from the changed URL (pid naming the variant)', () => {
        renderPage(
            '/product/M1?pid=M1_black_full_S&dwvar_M1_color=black&dwvar_M1_leg-length=full&vgid=M1_black'
        )
        expect(screen.getByRole('radio', {name: 'Full Length'})).toBeChecked()
        expect(
            within(screen.getByRole('group', {name: /Size/})).getByRole('radio', {name: 'S'})
        ).toBeChecked()
    })

    test("'Please select a size before continuing' when adding without a size", async () => {
        renderPage('/product/M1')
        fireEvent.click(screen.getAllByRole('button', {name: 'Add To Bag'})[0])
        expect(await screen.findByText('Please select a size before continuing')).toBeInTheDocument()
    })

    test('Product and BreadcrumbList structured data, and the canonical of the product link helper', async () => {
        renderPage('/product/M1')
        await waitFor(() =>
            expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2)
        )
        const [product, breadcrumbs] = Array.from(
            document.head.querySelectorAll('script[type="application/ld+json"]')
        ).map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        expect(product).toMatchObject({
            '@type': 'Product',
            sku: 'M1',
            offers: {price: 50, priceCurrency: 'GBP', availability: 'https://schema.org/InStock'}
        })
        expect(breadcrumbs).toMatchObject({'@type': 'BreadcrumbList'})
        expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
            'https://www.vela-active.example/shop/bottoms/leggings/sculpt-leggings-M1.html'
        )
    })

    test('fit rating is shown for clothing and hidden for accessories', () => {
        renderPage('/product/M1')
        expect(screen.getByTestId('fit-rating')).toBeInTheDocument()
    })

    test('editing a basket line starts from its variant and quantity and saves the line', async () => {
        mockUpdateLine.mockResolvedValue(undefined)
        renderPage('/products/M1?edit=line-1')
        await waitFor(() => expect(screen.getByRole('radio', {name: 'Full Length'})).toBeChecked())
        const sizes = () => within(screen.getByRole('group', {name: /Size/}))
        expect(sizes().getByRole('radio', {name: 'S'})).toBeChecked()
        expect(sizes().getByRole('radio', {name: 'M, OUT OF STOCK'})).toBeDisabled()
        fireEvent.click(screen.getByRole('radio', {name: '7/8'}))
        fireEvent.click(sizes().getByRole('radio', {name: 'M'}))
        fireEvent.click(screen.getAllByRole('button', {name: 'Save Changes'})[0])
        await waitFor(() => expect(mockUpdateLine).toHaveBeenCalledWith('line-1', 'M1_black_7-8_M', 2))
    })

    test("an e-gift card's price is the range of the values its form offers (spec 001 §9)", () => {
        mockProducts.GC = {
            ...productFixture(),
            id: 'GC',
            name: 'E-Gift Card',
            c_isGiftVoucher: true,
            c_giftCardType: 'digital',
            c_giftCardAmounts: [25, 50, 75],
            price: 10,
            priceMax: 200
        }
        renderPage('/product/GC')
        expect(screen.getByRole('heading', {level: 1, name: 'E-Gift Card'})).toBeInTheDocument()
        expect(screen.getByText('£25.00 - £75.00')).toBeInTheDocument()
        expect(screen.queryByText(/£10\.00|£200\.00/)).toBeNull()
        expect(screen.getByRole('radio', {name: '£75'})).toBeInTheDocument()
    })

    test('an unknown product renders the not-found page', () => {
        renderPage('/product/NOPE')
        expect(
            screen.getByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
    })
})
