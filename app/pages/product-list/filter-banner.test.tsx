import {setupServer} from 'msw/node'
import {screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Route} from 'react-router-dom'
import {pushDataLayerEvent} from '../../analytics/data-layer'
import {SCHEMAS} from '../../content/model/schemas'
import {contentKeyHandlers} from '../../content/test-utils/content-handlers'
import {renderWithProviders} from '../../test-utils/render'
import {
    categoryHandler,
    controllerHandlers,
    installFetch,
    productSearchHandler,
    searchResult,
    type SearchRequest
} from './listing-test-utils'
import ProductList from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))
jest.mock('@salesforce/commerce-sdk-react', () => jest.requireActual('./listing-test-utils').commerceSdkMock)
jest.mock('@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader', () => ({
    useAuthorizationHeader: <T,>(method: T) => method
}))
jest.mock('../../analytics/data-layer', () => ({
    ...jest.requireActual('../../analytics/data-layer'),
    pushDataLayerEvent: jest.fn()
}))

const SIZES = ['S', 'M'].map((size) => ({copy: size, filter: `c_size=${size}`}))

const categoryBanner = {
    _meta: {schema: SCHEMAS.categoryFilterBanner, deliveryId: 'banner'},
    plpBannerCopy: 'Filter by',
    header: {copy: 'Leggings', isH1: true},
    categoryCtaList: [
        {copy: 'All', filter: ''},
        {copy: '7/8 length', filter: 'c_legLength=7-8'}
    ],
    sizeCtaList: SIZES
}

const saleBanner = {
    _meta: {schema: SCHEMAS.saleFilterBanner, deliveryId: 'sale-banner'},
    header: {copy: 'Shop the sale'},
    saleFilter: {
        cattegoryFilters: [
            {copy: 'Leggings', filter: 'c_productType=leggings'},
            {copy: 'Tops', filter: 'c_productType=tanks|t-shirts'}
        ],
        sizeFilters: SIZES,
        order: 'size-first'
    }
}

const requests: SearchRequest[] = []
let content: object = categoryBanner
const server = setupServer(
    // A short listing keeps the page small: role queries walk the whole document.
    productSearchHandler(requests, ({offset, limit}) => searchResult({offset, limit, total: 3})),
    categoryHandler(),
    ...contentKeyHandlers(() => ({
        _meta: {schema: SCHEMAS.categoryContent},
        categoryId: 'leggings',
        filterBanner: content
    })),
    ...controllerHandlers()
)
beforeAll(() => {
    installFetch()
    server.listen({onUnhandledRequest: 'error'})
})
afterEach(() => {
    requests.length = 0
    jest.mocked(pushDataLayerEvent).mockClear()
})
afterAll(() => server.close())

const renderPage = (path: string) =>
    renderWithProviders(
        <>
            <Route path="/:cat1/:cat2?/:cat3?" component={ProductList} />
            <Route
                path="*"
                render={({location}) => (
                    <output data-testid="location">{location.pathname + location.search}</output>
                )}
            />
        </>,
        {path}
    )

// The block loads as its own chunk; plain test-id lookups keep the page test cheap.
const banner = () => screen.findByTestId('filter-banner', {}, {timeout: 5000})
const location = () => screen.getByTestId('location').textContent
const button = (group: HTMLElement, name: string) => within(group).getByRole('button', {name})

const lastFilterClick = () =>
    jest
        .mocked(pushDataLayerEvent)
        .mock.calls.map(([event]) => event as {event?: string})
        .filter((event) => event.event === 'filterClick')
        .at(-1)

describe('listing filter banners (spec 001 §2.6, §4.5)', () => {
    test('the category banner toggles refinements through the URL, clears all and reports each click', async () => {
        renderPage('/shop/bottoms/leggings?refine=c_size=S')
        const section = await banner()
        // The banner's header 'Leggings' only repeats the listing's H1 'Leggings', so it is left out.
        expect(section).toHaveAccessibleName('Filter by')
        expect(within(section).queryByRole('heading')).not.toBeInTheDocument()
        expect(screen.getAllByRole('heading', {name: 'Leggings'}).map((heading) => heading.tagName)).toEqual([
            'H1'
        ])
        const sizes = within(section).getByRole('group', {name: 'Filter by size'})
        const categories = within(section).getByRole('group', {name: 'Filter by category'})
        // In sync with the refine parameter on load.
        expect(button(sizes, 'S')).toHaveAttribute('aria-pressed', 'true')
        expect(button(categories, 'All')).toHaveAttribute('aria-pressed', 'true')

        await userEvent.click(button(sizes, 'M'))
        expect(location()).toBe('/shop/bottoms/leggings?limit=24&refine=c_size=S|M&sort=best-matches')
        await waitFor(() => expect(requests.at(-1)?.refine).toEqual(['cgid=leggings', 'c_size=S|M']))
        expect(button(sizes, 'M')).toHaveAttribute('aria-pressed', 'true')
        // The listing's own view_item_list may follow the click, so the last filter event is the one checked.
        expect(lastFilterClick()).toEqual({
            event: 'filterClick',
            filter: {action: 'selection', label: 'M', categoryNavigation: 'shop/bottoms/leggings'}
        })

        await userEvent.click(button(sizes, 'S'))
        expect(location()).toBe('/shop/bottoms/leggings?limit=24&refine=c_size=M&sort=best-matches')
        expect(lastFilterClick()).toEqual(
            expect.objectContaining({filter: expect.objectContaining({action: 'deselection', label: 'S'})})
        )

        await userEvent.click(button(categories, '7/8 length'))
        expect(button(categories, 'All')).toHaveAttribute('aria-pressed', 'false')
        await userEvent.click(button(categories, 'All'))
        expect(location()).toBe('/shop/bottoms/leggings')
        expect(button(sizes, 'M')).toHaveAttribute('aria-pressed', 'false')
    })

    test('the sale banner allows one choice per row; the selected one deselects', async () => {
        content = saleBanner
        renderPage('/shop/bottoms/leggings')
        const section = await banner()
        expect(section).toHaveAccessibleName('Shop the sale')
        // A header that says more than the listing's title stays, as a section heading under the page's H1.
        expect(within(section).getByRole('heading', {level: 2, name: 'Shop the sale'})).toBeInTheDocument()
        const rows = within(section).getAllByRole('group')
        // The editor asked for the size row first.
        expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
            'Filter by size',
            'Filter by category'
        ])
        const [sizes, categories] = rows
        await userEvent.click(button(categories, 'Leggings'))
        await userEvent.click(button(sizes, 'S'))
        await userEvent.click(button(sizes, 'M'))
        await userEvent.click(button(categories, 'Tops'))
        expect(location()).toBe(
            '/shop/bottoms/leggings?limit=24&refine=c_size=M,c_productType=tanks|t-shirts&sort=best-matches'
        )
        expect(button(categories, 'Leggings')).toHaveAttribute('aria-pressed', 'false')
        await userEvent.click(button(categories, 'Tops'))
        expect(location()).toBe('/shop/bottoms/leggings?limit=24&refine=c_size=M&sort=best-matches')
    })
})
