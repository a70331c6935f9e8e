import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {screen, waitFor, within} from '@testing-library/react'
import {Route} from 'react-router-dom'
import {RECENT_SEARCHES_KEY} from '../../components/search-suggestions/recent-searches'
import {renderWithProviders} from '../../test-utils/render'
import {
    categoryHandler,
    controllerHandlers,
    installFetch,
    productSearchHandler,
    searchResult,
    type SearchRequest
} from '../product-list/listing-test-utils'
import Search from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))
jest.mock(
    '@salesforce/commerce-sdk-react',
    () => jest.requireActual('../product-list/listing-test-utils').commerceSdkMock
)
jest.mock('@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader', () => ({
    useAuthorizationHeader: <T,>(method: T) => method
}))

const requests: SearchRequest[] = []
const popularRequests: string[] = []
const server = setupServer(
    productSearchHandler(requests, (request) => searchResult({...request, total: 6, q: request.q ?? ''})),
    categoryHandler(),
    rest.get('*/PWA-GetPopularSuggestions', (req, res, ctx) => {
        popularRequests.push(req.url.searchParams.get('maxSuggestion') ?? '')
        return res(ctx.json({success: true, suggestions: ['leggings', 'sports bra', 'joggers']}))
    }),
    ...controllerHandlers()
)
beforeAll(() => {
    installFetch()
    server.listen({onUnhandledRequest: 'error'})
})
afterEach(() => {
    server.resetHandlers()
    requests.length = 0
    popularRequests.length = 0
    window.localStorage.clear()
})
afterAll(() => server.close())

const renderSearch = (path: string) =>
    renderWithProviders(
        <>
            <Route path="/search" component={Search} />
            <Route
                path="*"
                render={({location}) => (
                    <output data-testid="location">{location.pathname + location.search}</output>
                )}
            />
        </>,
        {path}
    )

const location = () => screen.getByTestId('location').textContent
const respondWith = (extra: (request: SearchRequest) => Record<string, unknown>) =>
    server.use(
        productSearchHandler(requests, (request) => ({
            ...searchResult({...request, q: request.q ?? ''}),
            ...extra(request)
        }))
    )

describe('search page', () => {
    test('lists the results for the phrase and remembers the search', async () => {
        renderSearch('/search?q=black%20leggings')
        expect(
            await screen.findByRole('heading', {level: 1, name: 'Results for “black leggings”'})
        ).toBeInTheDocument()
        await waitFor(() => expect(document.querySelectorAll('[data-tile-index]')).toHaveLength(6))
        expect(requests[0]).toMatchObject({q: 'black leggings', refine: [], offset: 0, limit: 24})
        // Tiles link to the product under its primary category.
        expect(document.querySelector('[data-tile-index="0"] a')).toHaveAttribute(
            'href',
            '/shop/bottoms/leggings/product-p0-P0.html'
        )
        await waitFor(() =>
            expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
                'black leggings'
            ])
        )
    })

    test('a phrase is asked for in one form: case and spacing make no other search, and no other cache entry', async () => {
        renderSearch('/search?q=%20Black%20%20Leggings')
        expect(
            await screen.findByRole('heading', {level: 1, name: 'Results for “Black Leggings”'})
        ).toBeInTheDocument()
        await waitFor(() => expect(document.querySelectorAll('[data-tile-index]')).toHaveLength(6))
        expect(requests.map((request) => request.q)).toEqual(['black leggings'])
    })

    test('the phrase is shown as text, never as markup', async () => {
        renderSearch('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')
        expect(
            await screen.findByRole('heading', {level: 1, name: 'Results for “<img src=x onerror=alert(1)>”'})
        ).toBeInTheDocument()
        expect(document.querySelector('img[src="x"]')).toBeNull()
    })

    test('a redirect target in the response replaces the page (double slashes collapsed)', async () => {
        respondWith(() => ({c_redirect: '/shop//sale//'}))
        renderSearch('/search?q=sale')
        await waitFor(() => expect(location()).toBe('/shop/sale/'))
    })

    test('exactly one hit replaces the page with that product, in its colour and size', async () => {
        respondWith((request) => searchResult({...request, total: 1, q: request.q ?? ''}))
        renderSearch('/search?q=power%20leggings')
        await waitFor(() =>
            expect(location()).toBe(
                '/shop/bottoms/leggings/product-p0-P0.html?dwvar_P0_color=black&dwvar_P0_size=M'
            )
        )
    })

    test('filtering a search down to one product keeps the shopper on the results', async () => {
        respondWith((request) => searchResult({...request, total: 1, q: request.q ?? ''}))
        renderSearch('/search?q=leggings&refine=c_size=S')
        await waitFor(() => expect(document.querySelectorAll('[data-tile-index]')).toHaveLength(1))
        expect(location()).toBe('/search?q=leggings&refine=c_size=S')
    })

    test('a script-like search gets no "Did you mean" built from its markup, and stays inert text', async () => {
        respondWith(() => ({
            total: 0,
            hits: undefined,
            searchPhraseSuggestions: {
                suggestedPhrases: [{phrase: 'sculpt alert sculpt', exactMatch: false}],
                suggestedTerms: []
            }
        }))
        renderSearch(`/search?q=${encodeURIComponent("<script>alert('sculpt')</script>")}`)
        expect(
            await screen.findByRole('heading', {
                level: 1,
                name: "Sorry, we couldn’t find anything for “<script>alert('sculpt')</script>”"
            })
        ).toBeInTheDocument()
        expect(screen.queryByText('Did you mean', {exact: false})).not.toBeInTheDocument()
        expect(screen.queryByRole('link', {name: 'sculpt alert sculpt'})).not.toBeInTheDocument()
    })

    test('no results: the phrase, spelling help, popular and recent searches, and ways in', async () => {
        window.localStorage.setItem(
            RECENT_SEARCHES_KEY,
            JSON.stringify(['tank', 'bra', 'shorts', 'hoodie', 'socks'])
        )
        respondWith(() => ({
            total: 0,
            hits: undefined,
            searchPhraseSuggestions: {
                suggestedPhrases: [{phrase: 'leggings', exactMatch: false}],
                suggestedTerms: []
            }
        }))
        renderSearch('/search?q=legings')
        expect(
            await screen.findByRole('heading', {
                level: 1,
                name: 'Sorry, we couldn’t find anything for “legings”'
            })
        ).toBeInTheDocument()
        expect(screen.getByText('Did you mean', {exact: false})).toBeInTheDocument()
        expect(screen.getAllByRole('link', {name: 'leggings'})[0]).toHaveAttribute(
            'href',
            '/search?q=leggings'
        )
        expect(screen.getByText('Check the spelling of your search')).toBeInTheDocument()
        const popular = await screen.findByRole('region', {name: 'Popular searches'})
        expect(
            within(popular)
                .getAllByRole('link')
                .map((link) => link.textContent)
        ).toEqual(['leggings', 'sports bra', 'joggers'])
        expect(popularRequests).toEqual(['8'])
        // "recent-search limits 5, 3 and 4": the no-results page shows 3, not the phrase that found nothing.
        const recent = await screen.findByRole('region', {name: 'Your recent searches'})
        expect(
            within(recent)
                .getAllByRole('link')
                .map((link) => link.textContent)
        ).toEqual(['tank', 'bra', 'shorts'])
        expect(screen.getByRole('link', {name: 'New arrivals'})).toHaveAttribute('href', '/shop/new-arrivals')
        expect(screen.getByRole('link', {name: 'Bestsellers'})).toHaveAttribute(
            'href',
            '/shop/new-arrivals/bestsellers'
        )
    })

    test('an empty phrase asks what to look for, without searching', async () => {
        renderSearch('/search?q=%20')
        expect(
            await screen.findByRole('heading', {level: 1, name: 'What are you looking for?'})
        ).toBeInTheDocument()
        expect(requests).toHaveLength(0)
    })
})
