import {renderToString} from 'react-dom/server'
import {fireEvent, screen, waitFor, within} from '@testing-library/react'
import {Route} from 'react-router-dom'
import {COUNTRY_COOKIE} from '../../engagement/country/country-cookie'
import {productFixture} from '../../components/variation-selector/product-fixture'
import {renderWithProviders, TestProviders} from '../../test-utils/render'
import ProductDetailPage from '.'

/**
 * The product page's merchandising, through the page: badges in the four corners of the gallery chosen by the
 * site's rules, promotion callouts, c_priceTemplate, the pay-later message and the reviews and
 * recommendations panels (spec 000 §3-§5, §9; 001 §4.5, §9).
 */
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
jest.mock('../../commerce/catalog/use-categories', () => ({useCategoryTree: () => ({data: undefined})}))
jest.mock('../../commerce/catalog/use-variation-pricing', () => ({
    useVariationPricing: () => ({data: undefined})
}))
let mockLiveStock: unknown
jest.mock('../../commerce/catalog/use-live-stock', () => ({useLiveStock: () => ({data: mockLiveStock})}))
jest.mock('../../components/wishlist-button', () => ({WishlistButton: () => null}))
jest.mock('../../commerce/catalog/use-recommendations', () => ({
    useRecommendations: () => ({
        products: [{id: 'R1', name: 'Power Bra', price: 30, primaryCategoryId: 'sports-bras'}],
        isLoading: false
    })
}))
jest.mock('../../commerce/basket/use-add-to-basket', () => ({useAddToBasket: () => ({add: jest.fn()})}))
jest.mock('../../components/add-to-bag/use-update-basket-line', () => ({
    useUpdateBasketLine: () => jest.fn()
}))
jest.mock('../../commerce/basket/use-current-basket', () => ({useCurrentBasket: () => ({basket: undefined})}))

const mockPreferences = {
    enableAfterpay: true,
    apSupportedCountriesCodes: ['GB'],
    apPromoMessagingEnable: true,
    apDisplayPdpInfo: true,
    apDisplayCheckoutInfo: true,
    productBadgeRules: {
        addList: [
            {
                products: ['M1'],
                label: 'Limited Edition',
                position: 'topRight',
                priority: 1,
                'background-color': '#111111',
                'font-color': '#FFFFFF'
            },
            {
                products: ['M1'],
                label: 'Low Stock',
                position: 'bottomLeft',
                priority: 2,
                realTimefields: [{field: 'stockLevel', operator: 'lessThan', value: 50}]
            },
            {
                products: ['M1'],
                label: 'Summer Drop',
                position: 'topRight',
                priority: 0,
                timeframes: [{start: '2020-06-01T00:00:00Z', end: '2020-08-31T23:59:59Z'}]
            }
        ],
        replaceList: [{search: 'Sale', label: 'Last Chance', priority: 3}]
    }
}
jest.mock('../../commerce/controllers/use-site-preferences', () => ({
    useSitePreferences: () => ({preferences: mockPreferences, readAt: Date.now(), isLoading: false})
}))
const mockCreatePlacement = jest.fn()
jest.mock('../../components/pay-later/placement', () => ({
    createPlacement: (...args: unknown[]) => mockCreatePlacement(...args)
}))
const mockMountReviews = jest.fn()
jest.mock('../../components/reviews/reviews-widget', () => ({
    mountReviewsWidget: (...args: unknown[]) => mockMountReviews(...args)
}))

const renderPage = (path: string) =>
    renderWithProviders(<Route path="/product/:productId" component={ProductDetailPage} />, {path})

beforeAll(() => {
    window.scrollTo = jest.fn()
})

beforeEach(() => {
    mockLiveStock = null
    mockCreatePlacement.mockReset().mockResolvedValue({update: jest.fn(), destroy: jest.fn()})
    mockMountReviews.mockReset().mockImplementation((host: HTMLElement) => {
        host.append(Object.assign(document.createElement('p'), {textContent: 'Obsessed'}))
        return Promise.resolve({ready: Promise.resolve(true), destroy: jest.fn()})
    })
    mockProducts.M1 = productFixture({
        c_productBadges: {topLeft: 'Sale', bottomRight: 'App Exclusive'},
        c_promos: [
            {id: 'MULTIBUY', message: 'Buy 2, save 15%', hideProduct: false},
            {id: 'STAFF', message: 'Staff pick', hideProduct: true}
        ],
        c_priceTemplate: 'range',
        c_standardPrice: 60,
        c_averageRating: 4.6,
        c_reviewCount: 12
    })
})

const slot = (name: string) => document.querySelector(`[data-badge-slot="${name}"]`)

test('badges fill the gallery corners by rule, with live stock; promotions skip hidden entries', async () => {
    const view = renderPage('/product/M1')
    const gallery = screen.getByRole('region', {name: 'Sculpt Leggings images'})
    // The 2020 badge is out of its window: "lowest priority number wins" among those that show.
    expect(within(gallery).getByText('Limited Edition').closest('[data-badge-slot]')).toHaveAttribute(
        'data-badge-slot',
        'topRight'
    )
    expect(slot('topLeft')).toHaveTextContent('Last Chance')
    expect(slot('bottomRight')).toHaveTextContent('App Exclusive')
    expect(slot('bottomLeft')).toBeNull()
    expect(screen.getByTestId('product-promos')).toHaveTextContent('Buy 2, save 15%')
    expect(screen.queryByText('Staff pick')).not.toBeInTheDocument()
    mockLiveStock = {id: 'M1', inventory: {stockLevel: 7, orderable: true}}
    view.rerender(<Route path="/product/:productId" component={ProductDetailPage} />)
    await waitFor(() => expect(slot('bottomLeft')).toHaveTextContent('Low Stock'))
})

test('the pay-later message goes to the provider in minor units; the reviews panel starts closed and loads on opening', async () => {
    renderPage('/product/M1')
    await waitFor(() => expect(mockCreatePlacement).toHaveBeenCalledTimes(1))
    expect(mockCreatePlacement.mock.calls[0][1]).toMatchObject({
        // £50.00, the chosen colour's price: "amount in minor units (x100)".
        amount: 5000,
        currency: 'GBP',
        locale: 'en_GB',
        pageType: 'product',
        clientId: 'sandbox-pay-later-gb'
    })
    const reviews = screen.getByRole('button', {name: 'Reviews (12)'})
    const recommendations = screen.getByRole('button', {name: 'You may also like'})
    expect(reviews).toHaveAttribute('aria-expanded', 'false')
    expect(recommendations).toHaveAttribute('aria-expanded', 'false')
    expect(mockMountReviews).not.toHaveBeenCalled()
    fireEvent.click(reviews)
    // The widget writes into its host before it reports ready; the host is shown once it has.
    await waitFor(() => expect(screen.getByText('Obsessed')).toBeVisible())
    expect(mockMountReviews.mock.calls[0][1]).toMatchObject({productId: 'M1', locale: 'en-GB'})
    fireEvent.click(recommendations)
    expect(await screen.findByText('Power Bra')).toBeInTheDocument()
})

test('the server keeps the pay-later line free, so the size choice does not move when the message arrives', () => {
    // jsdom has a window, so components that use layout effects in the browser warn in a server render here.
    const warn = jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
        if (!String(message).includes('useLayoutEffect does nothing on the server'))
            throw new Error(String(message))
    })
    let html: string
    try {
        html = renderToString(
            <TestProviders path="/product/M1">
                <Route path="/product/:productId" component={ProductDetailPage} />
            </TestProviders>
        )
    } finally {
        warn.mockRestore()
    }
    const page = new DOMParser().parseFromString(html, 'text/html')
    const line = page.querySelector('[data-pay-later="pdp"]')
    const sizes = page.querySelector('fieldset')
    if (!line || !sizes) throw new Error(`no pay-later line or no choices in the server's HTML:\n${html}`)
    expect(line.textContent).toBe('')
    // The line comes before the buying panel's choices: it is what would push them down.
    expect(line.compareDocumentPosition(sizes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(mockCreatePlacement).not.toHaveBeenCalled()
})

test('a shopper from a country without pay-later sees the kept line close, and the provider is not loaded', async () => {
    document.cookie = `${COUNTRY_COOKIE}=US; path=/`
    try {
        renderPage('/product/M1')
        await screen.findByRole('button', {name: 'Reviews (12)'})
        await waitFor(() => expect(document.querySelector('[data-pay-later]')).toBeNull())
        expect(mockCreatePlacement).not.toHaveBeenCalled()
    } finally {
        document.cookie = `${COUNTRY_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
    }
})

test('no pay-later message where the site has it switched off for the product page', async () => {
    mockPreferences.apDisplayPdpInfo = false
    renderPage('/product/M1')
    await screen.findByRole('button', {name: 'Reviews (12)'})
    expect(document.querySelector('[data-pay-later]')).toBeNull()
    expect(mockCreatePlacement).not.toHaveBeenCalled()
    mockPreferences.apDisplayPdpInfo = true
})

test('a product promotion shows the price the basket will charge, the price before it struck through, and its callout', async () => {
    mockProducts.M1 = productFixture({
        price: 50,
        priceMax: 50,
        productPromotions: [
            {promotionId: 'LEGGINGS-20', calloutMsg: '20% off all leggings', promotionalPrice: 40},
            {promotionId: 'THREE-FOR-TWO', calloutMsg: '3 for 2 on leggings', promotionalPrice: 50}
        ],
        c_promos: [{id: 'MULTIBUY', message: 'Buy 2, save 15%'}]
    })
    renderPage('/product/M1')
    const summary = screen.getByRole('heading', {level: 1, name: 'Sculpt Leggings'})
        .parentElement as HTMLElement
    expect(within(summary).getByText('Sale price')).toBeInTheDocument()
    expect(within(summary).getByText('£40.00')).toBeInTheDocument()
    expect(within(summary).getByText('£50.00').closest('s, del')).not.toBeNull()
    expect(screen.getByTestId('product-promos')).toHaveTextContent(
        /20% off all leggings.*3 for 2 on leggings.*Buy 2, save 15%/
    )
    await waitFor(() => expect(mockCreatePlacement).toHaveBeenCalledTimes(1))
    expect(mockCreatePlacement.mock.calls[0][1]).toMatchObject({amount: 4000})
})
