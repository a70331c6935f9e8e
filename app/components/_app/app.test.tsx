import {screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {AppErrorBoundaryWithoutRouter} from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/app-error-boundary'
import {reportClientError} from '../../analytics/error-reporting/error-reporting'
import {renderWithProviders} from '../../test-utils/render'
import App from '.'

// The build puts the storefront's error page in place of PWA Kit's default one; so does this test.
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/components/_error', () =>
    jest.requireActual('../_error')
)
jest.mock('../../analytics/error-reporting/error-reporting', () => ({
    ...jest.requireActual('../../analytics/error-reporting/error-reporting'),
    reportClientError: jest.fn()
}))

// The search box's suggestions talk to the commerce API, which these shell tests do not provide.
jest.mock('../../commerce/catalog/use-search-suggestions', () => ({
    ...jest.requireActual('../../commerce/catalog/use-search-suggestions'),
    useSearchSuggestions: () => ({data: undefined}),
    usePopularSuggestions: () => ({data: undefined, phrases: []}),
    useSuggestionCategoryTree: () => ({data: undefined})
}))

jest.mock('../header/use-basket-count', () => ({useBasketCount: () => undefined}))
// The basket root (load rules, mini basket) is the basket's own concern; here only its presence is checked.
jest.mock('../mini-basket/basket-root', () => ({BasketRoot: () => <div data-testid="basket-root" />}))
// The session bootstrap runs the login sequence against the commerce API; here only its presence is checked.
jest.mock('../../commerce/session', () => ({
    ...jest.requireActual('../../commerce/session'),
    SessionBootstrap: () => <div data-testid="session-bootstrap" />
}))
jest.mock('../../commerce/catalog/use-categories', () => ({
    useCategoryTree: () => ({
        data: jest.requireActual('../mega-menu/test-fixtures').CATEGORY_TREE,
        isInitialLoading: false
    })
}))
jest.mock('../../content/use-content', () => ({
    useContentHierarchy: () => ({
        data: jest.requireActual('../mega-menu/test-fixtures').CMS_MENU,
        isInitialLoading: false
    }),
    useContentByKey: () => ({data: null})
}))
jest.mock('../../content/variations/use-variation', () => ({useCustomerGroups: () => undefined}))

const renderApp = (path: string) =>
    renderWithProviders(
        <App>
            <h1>Page</h1>
        </App>,
        {path}
    )

describe('App shell', () => {
    beforeEach(() => window.sessionStorage.clear())

    test('landmarks: skip link first, then the header, main and footer', async () => {
        const user = userEvent.setup()
        renderApp('/')
        await user.tab()
        const skip = screen.getByRole('link', {name: 'Skip to main content'})
        expect(skip).toHaveFocus()
        expect(skip).toHaveAttribute('href', '#main')
        expect(screen.getByRole('banner')).toBeInTheDocument()
        expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
        expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', {name: 'Page'}))
        expect(screen.getByRole('contentinfo')).toBeInTheDocument()
        expect(screen.getByRole('search', {hidden: true})).toBeInTheDocument()
    })

    test('mounts the basket root once, so add to bag opens the mini basket on every page', () => {
        renderApp('/product/VL10001')
        expect(screen.getAllByTestId('basket-root')).toHaveLength(1)
    })

    test('mounts the session bootstrap once, so a restored session runs the login sequence (spec 001 §4.1)', () => {
        renderApp('/')
        expect(screen.getAllByTestId('session-bootstrap')).toHaveLength(1)
    })

    test.each([
        ['/checkout', true],
        ['/us/checkout/confirmation/000123', true],
        ['/eu/fr-FR/checkout-delivery', true],
        ['/checkout3ds', false],
        ['/au/checkout-globale', false]
    ])('%s: the reduced checkout header replaces the header (footer: %s)', async (path, footer) => {
        renderApp(path)
        // Its own chunk (server-rendered and loaded before hydration in the browser).
        expect(await screen.findByText('Secure Checkout')).toBeInTheDocument()
        expect(screen.getByRole('link', {name: 'Bag'})).toHaveAttribute(
            'href',
            expect.stringMatching(/\?basket=show$/)
        )
        expect(screen.queryByRole('navigation', {hidden: true})).not.toBeInTheDocument()
        expect(screen.queryByRole('search', {hidden: true})).not.toBeInTheDocument()
        expect(Boolean(screen.queryByRole('contentinfo'))).toBe(footer)
    })

    test('in the app web view checkout pages have no header or footer, for the rest of the session', () => {
        const first = renderApp('/checkout?isWebView=true')
        expect(screen.queryByRole('banner')).not.toBeInTheDocument()
        expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
        first.unmount()
        renderApp('/checkout-delivery')
        expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    })

    test('the web view keeps the normal shell outside checkout', () => {
        renderApp('/shop?isWebView=true')
        expect(screen.getByRole('banner')).toBeInTheDocument()
        expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    })

    test('<html lang> is the current locale', async () => {
        renderApp('/eu/it-IT/')
        await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'it-IT'))
    })

    test('the header is flagged once the page scrolls past 15px', async () => {
        renderApp('/')
        const header = screen.getByRole('banner')
        expect(header).not.toHaveAttribute('data-scrolled')
        Object.defineProperty(window, 'scrollY', {value: 120, configurable: true})
        window.dispatchEvent(new Event('scroll'))
        await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'))
        Object.defineProperty(window, 'scrollY', {value: 0, configurable: true})
    })

    test('a render error in a page is reported to error tracking, then shows the error page (spec 001 §2.4)', () => {
        const error = new Error('broken product payload')
        const BrokenPage = () => {
            throw error
        }
        jest.spyOn(console, 'error').mockImplementation(() => undefined)
        renderWithProviders(
            <AppErrorBoundaryWithoutRouter>
                <App>
                    <BrokenPage />
                </App>
            </AppErrorBoundaryWithoutRouter>,
            {path: '/product/VL10001'}
        )
        expect(reportClientError).toHaveBeenCalledTimes(1)
        expect(reportClientError).toHaveBeenCalledWith(error, {
            tags: {source: 'render'},
            componentStack: expect.any(String)
        })
        expect(
            screen.getByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
        expect(screen.getByRole('link', {name: 'Go to Homepage'})).toBeInTheDocument()
    })
})
