import {screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Route} from 'react-router-dom'
import {renderWithProviders} from '../../test-utils/render'
import {Header} from '.'

// The search box's suggestions talk to the commerce API, which these shell tests do not provide.
jest.mock('../../commerce/catalog/use-search-suggestions', () => ({
    ...jest.requireActual('../../commerce/catalog/use-search-suggestions'),
    useSearchSuggestions: () => ({data: undefined}),
    usePopularSuggestions: () => ({data: undefined, phrases: []}),
    useSuggestionCategoryTree: () => ({data: undefined})
}))

const mockCount = jest.fn<number | undefined, []>()
jest.mock('./use-basket-count', () => ({useBasketCount: () => mockCount()}))
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
    })
}))
jest.mock('../../content/variations/use-variation', () => ({useCustomerGroups: () => undefined}))

const Location = () => (
    <Route
        path="*"
        render={({location}) => <output data-testid="location">{location.pathname + location.search}</output>}
    />
)

describe('Header', () => {
    beforeEach(() => mockCount.mockReturnValue(undefined))

    // jsdom matches no media query, so desktop-only parts (mega menu, inline search) count as hidden here.
    test('renders the banner with logo, search, the category menu, account and bag', () => {
        renderWithProviders(<Header />)
        const banner = screen.getByRole('banner')
        expect(within(banner).getByRole('link', {name: 'VELA home page'})).toHaveAttribute('href', '/')
        expect(within(banner).getByRole('search', {name: 'Site search', hidden: true})).toBeInTheDocument()
        const nav = within(banner).getByRole('navigation', {name: 'Main', hidden: true})
        expect(within(nav).getByRole('button', {name: 'Clothing', hidden: true})).toBeInTheDocument()
        expect(within(banner).getByRole('link', {name: 'Account'})).toHaveAttribute('href', '/account')
        expect(within(banner).getByRole('link', {name: 'Bag'})).toHaveAttribute('href', '/cart')
        expect(within(banner).getByRole('button', {name: 'Menu'})).toBeInTheDocument()
    })

    test('links carry the site and locale prefix', () => {
        renderWithProviders(<Header />, {path: '/eu/it-IT/shop'})
        expect(screen.getByRole('link', {name: 'VELA home page'})).toHaveAttribute('href', '/eu/it-IT')
        expect(screen.getByRole('link', {name: 'Account'})).toHaveAttribute('href', '/eu/it-IT/account')
    })

    test.each([
        [undefined, 'Bag', null],
        [0, 'Bag, 0 items', null],
        [1, 'Bag, 1 item', '1'],
        [12, 'Bag, 12 items', '12'],
        [120, 'Bag, 120 items', '99+']
    ])('basket count %s: labelled "%s", badge %s', (count, label, badge) => {
        mockCount.mockReturnValue(count)
        renderWithProviders(<Header />)
        const bag = screen.getByTestId('header-bag')
        expect(bag).toHaveAccessibleName(label)
        expect(bag.querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? null).toBe(badge)
    })

    test('search submits to the site-prefixed /search?q= through the router', async () => {
        const user = userEvent.setup()
        renderWithProviders(
            <>
                <Header />
                <Location />
            </>,
            {path: '/us/shop'}
        )
        await user.click(screen.getByRole('button', {name: 'Search'}))
        const box = screen.getByRole('combobox', {name: 'Search products'})
        await user.type(box, '  high waist leggings {Enter}')
        expect(screen.getByTestId('location')).toHaveTextContent('/us/search?q=high%20waist%20leggings')
    })

    test('an empty search stays put', async () => {
        const user = userEvent.setup()
        renderWithProviders(
            <>
                <Header />
                <Location />
            </>
        )
        await user.click(screen.getByRole('button', {name: 'Search'}))
        await user.click(screen.getByRole('button', {name: 'Submit search'}))
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
        expect(screen.getByRole('combobox')).toHaveFocus()
    })

    test('the mobile search button reveals and focuses the search field', async () => {
        const user = userEvent.setup()
        renderWithProviders(<Header />)
        const toggle = screen.getByRole('button', {name: 'Search'})
        expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await user.click(toggle)
        expect(screen.getByRole('button', {name: 'Close search'})).toHaveAttribute('aria-expanded', 'true')
        await screen.findByRole('combobox')
        expect(screen.getByRole('combobox')).toHaveFocus()
    })
})
