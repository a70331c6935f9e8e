import {act, fireEvent, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {renderWithProviders} from '../../test-utils/render'
import {HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS} from './use-mega-menu'
import {MegaMenu} from '.'

jest.mock('../../commerce/catalog/use-categories', () => ({
    useCategoryTree: () => ({
        data: jest.requireActual('./test-fixtures').CATEGORY_TREE,
        isInitialLoading: false
    })
}))
jest.mock('../../content/use-content', () => ({
    useContentHierarchy: () => ({
        data: jest.requireActual('./test-fixtures').CMS_MENU,
        isInitialLoading: false
    })
}))
jest.mock('../../content/variations/use-variation', () => ({useCustomerGroups: () => undefined}))

const tab = (name: string) => screen.getByRole('button', {name})
const panelOf = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement

describe('MegaMenu', () => {
    test('renders the merged menu as top tabs in a labelled navigation', () => {
        renderWithProviders(<MegaMenu />)
        const nav = screen.getByRole('navigation', {name: 'Main'})
        const tabs = within(nav)
            .getAllByRole('button')
            .map((button) => button.textContent)
        expect(tabs).toEqual(['New In', 'Clothing', 'Accessories', 'Sale'])
        expect(tab('Clothing')).toHaveAttribute('aria-expanded', 'false')
        // Panels are server-rendered but hidden until opened.
        expect(panelOf(tab('Clothing'))).not.toBeVisible()
    })

    test('links carry the site prefix', () => {
        renderWithProviders(<MegaMenu />, {path: '/eu/fr-FR/'})
        const panel = panelOf(tab('Clothing'))
        expect(within(panel).getByText('Leggings', {selector: 'a'})).toHaveAttribute(
            'href',
            '/eu/fr-FR/shop/bottoms/leggings'
        )
    })

    test('Enter opens a panel with level-2 columns, level-3 links and the featured tile; Escape closes it', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MegaMenu />)
        tab('Clothing').focus()
        await user.keyboard('{Enter}')
        const panel = panelOf(tab('Clothing'))
        expect(tab('Clothing')).toHaveAttribute('aria-expanded', 'true')
        expect(panel).toBeVisible()
        expect(within(panel).getByRole('link', {name: 'Shop all Clothing'})).toHaveAttribute('href', '/shop')
        expect(within(panel).getByRole('link', {name: 'Bottoms'})).toHaveAttribute('href', '/shop/bottoms')
        expect(within(panel).getByRole('link', {name: 'Joggers'})).toHaveAttribute(
            'href',
            '/shop/bottoms/joggers'
        )
        expect(within(panel).getByTestId('menu-tile')).toHaveAttribute('href', '/shop/power')
        await user.keyboard('{Escape}')
        expect(tab('Clothing')).toHaveAttribute('aria-expanded', 'false')
        expect(tab('Clothing')).toHaveFocus()
    })

    test('Space toggles; ArrowDown opens and focuses the first link; arrows move within the panel', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MegaMenu />)
        tab('Sale').focus()
        await user.keyboard(' ')
        expect(tab('Sale')).toHaveAttribute('aria-expanded', 'true')
        await user.keyboard(' ')
        expect(tab('Sale')).toHaveAttribute('aria-expanded', 'false')
        await user.keyboard('{ArrowDown}')
        expect(screen.getByRole('link', {name: 'Shop all Sale'})).toHaveFocus()
        await user.keyboard('{ArrowDown}')
        expect(screen.getByRole('link', {name: 'Sale Leggings'})).toHaveFocus()
        await user.keyboard('{Escape}')
        expect(tab('Sale')).toHaveFocus()
        expect(tab('Sale')).toHaveAttribute('aria-expanded', 'false')
    })

    test('Left/Right/Home/End move between tabs', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MegaMenu />)
        tab('New In').focus()
        await user.keyboard('{ArrowRight}')
        expect(tab('Clothing')).toHaveFocus()
        await user.keyboard('{End}')
        expect(tab('Sale')).toHaveFocus()
        await user.keyboard('{ArrowRight}')
        expect(tab('New In')).toHaveFocus()
        await user.keyboard('{ArrowLeft}')
        expect(tab('Sale')).toHaveFocus()
        await user.keyboard('{Home}')
        expect(tab('New In')).toHaveFocus()
    })

    test('focus leaving the menu closes the panel', async () => {
        const user = userEvent.setup()
        renderWithProviders(
            <>
                <MegaMenu />
                <button type="button">elsewhere</button>
            </>
        )
        tab('Accessories').focus()
        await user.keyboard('{Enter}')
        expect(tab('Accessories')).toHaveAttribute('aria-expanded', 'true')
        act(() => screen.getByRole('button', {name: 'elsewhere'}).focus())
        expect(tab('Accessories')).toHaveAttribute('aria-expanded', 'false')
    })

    test('hover opens with intent and closes after leaving', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MegaMenu />)
        const started = Date.now()
        await user.hover(tab('Clothing'))
        expect(tab('Clothing')).toHaveAttribute('aria-expanded', 'false')
        await waitFor(() => expect(tab('Clothing')).toHaveAttribute('aria-expanded', 'true'))
        expect(Date.now() - started).toBeGreaterThanOrEqual(HOVER_OPEN_DELAY_MS)
        // Moving to another tab while a panel shows switches without waiting.
        await user.hover(tab('Sale'))
        await waitFor(() => expect(tab('Sale')).toHaveAttribute('aria-expanded', 'true'))
        expect(tab('Clothing')).toHaveAttribute('aria-expanded', 'false')
        await user.unhover(tab('Sale'))
        expect(tab('Sale')).toHaveAttribute('aria-expanded', 'true')
        await waitFor(() => expect(tab('Sale')).toHaveAttribute('aria-expanded', 'false'), {
            timeout: HOVER_CLOSE_DELAY_MS * 5
        })
    })

    test('a click outside closes the open panel', () => {
        renderWithProviders(<MegaMenu />)
        fireEvent.click(tab('New In'), {detail: 1})
        expect(tab('New In')).toHaveAttribute('aria-expanded', 'true')
        fireEvent.pointerDown(document.body)
        expect(tab('New In')).toHaveAttribute('aria-expanded', 'false')
    })

    test("a panel's columns and links are plain elements: one class for its contents, one per featured tile", () => {
        // Every page's header renders every panel on the server; a styled component per link was paid for on each.
        renderWithProviders(<MegaMenu />)
        const contents = panelOf(tab('Clothing')).querySelector('[data-server-html]') as HTMLElement
        const styled = Array.from(contents.querySelectorAll('*')).filter((element) =>
            /(^|\s)css-/.test(element.getAttribute('class') ?? '')
        )
        const tiles = within(contents).getAllByTestId('menu-tile')
        expect(within(contents).getAllByRole('link', {hidden: true}).length).toBeGreaterThan(5)
        expect(styled).toHaveLength(1 + tiles.length)
    })
})
