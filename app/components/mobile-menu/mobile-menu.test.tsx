import {act, renderHook, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {MenuEntry} from '../mega-menu/menu-model'
import {renderWithProviders} from '../../test-utils/render'
import {LEVEL_CLOSE_DELAY_MS, LEVEL_OPEN_DELAY_MS, useLevelNavigation} from './use-level-navigation'
import {MobileMenu} from '.'

// The search box's suggestions talk to the commerce API, which these shell tests do not provide.
jest.mock('../../commerce/catalog/use-search-suggestions', () => ({
    ...jest.requireActual('../../commerce/catalog/use-search-suggestions'),
    useSearchSuggestions: () => ({data: undefined}),
    usePopularSuggestions: () => ({data: undefined, phrases: []}),
    useSuggestionCategoryTree: () => ({data: undefined})
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
    })
}))
jest.mock('../../content/variations/use-variation', () => ({useCustomerGroups: () => undefined}))

const entry = (id: string): MenuEntry => ({
    id,
    title: id,
    href: `/${id}`,
    sale: false,
    children: [],
    tiles: []
})

describe('useLevelNavigation (spec 001 §4.5: open after 200 ms, close after 100 ms)', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    test('selecting marks the entry at once and opens its level after the open delay', () => {
        const {result} = renderHook(() => useLevelNavigation())
        act(() => result.current.select(entry('clothing')))
        expect(result.current.selectedId).toBe('clothing')
        expect(result.current.stack).toEqual([])
        act(() => jest.advanceTimersByTime(LEVEL_OPEN_DELAY_MS - 1))
        expect(result.current.stack).toEqual([])
        act(() => jest.advanceTimersByTime(1))
        expect(result.current.current?.id).toBe('clothing')
        expect(result.current.selectedId).toBeNull()
    })

    test('back closes the level after the close delay; reset clears at once', () => {
        const {result} = renderHook(() => useLevelNavigation())
        act(() => result.current.select(entry('a')))
        act(() => jest.advanceTimersByTime(LEVEL_OPEN_DELAY_MS))
        act(() => result.current.select(entry('b')))
        act(() => jest.advanceTimersByTime(LEVEL_OPEN_DELAY_MS))
        expect(result.current.stack.map((level) => level.id)).toEqual(['a', 'b'])
        act(() => result.current.back())
        act(() => jest.advanceTimersByTime(LEVEL_CLOSE_DELAY_MS - 1))
        expect(result.current.stack).toHaveLength(2)
        act(() => jest.advanceTimersByTime(1))
        expect(result.current.stack.map((level) => level.id)).toEqual(['a'])
        act(() => result.current.reset())
        expect(result.current.stack).toEqual([])
    })

    test.each([
        [LEVEL_OPEN_DELAY_MS, 200],
        [LEVEL_CLOSE_DELAY_MS, 100]
    ])('delay %s ms is the spec value %s ms', (actual, spec) => {
        expect(actual).toBe(spec)
    })
})

describe('MobileMenu drawer', () => {
    test('opens a labelled dialog with the top level; Escape closes it and returns focus', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MobileMenu />)
        const button = screen.getByRole('button', {name: 'Menu'})
        expect(button).toHaveAttribute('aria-expanded', 'false')
        await user.click(button)
        const dialog = await screen.findByRole('dialog', {name: 'Menu'})
        expect(button).toHaveAttribute('aria-expanded', 'true')
        const rows = within(dialog)
            .getAllByRole('button')
            .map((row) => row.textContent)
        expect(rows).toEqual(expect.arrayContaining(['New In', 'Clothing', 'Accessories', 'Sale']))
        await user.keyboard('{Escape}')
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
        await waitFor(() => expect(button).toHaveFocus())
    })

    test('level navigation: a category opens its level with Back and Shop all; Back returns', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MobileMenu />, {path: '/us/'})
        await user.click(screen.getByRole('button', {name: 'Menu'}))
        const dialog = await screen.findByRole('dialog')
        await user.click(within(dialog).getByRole('button', {name: 'Clothing'}))
        // Not yet: the level opens after the delay.
        expect(within(dialog).queryByRole('heading', {name: 'Clothing'})).not.toBeInTheDocument()
        const heading = await within(dialog).findByRole('heading', {name: 'Clothing'})
        expect(heading).toBeInTheDocument()
        expect(within(dialog).getByRole('button', {name: 'Back'})).toHaveFocus()
        expect(within(dialog).getByRole('link', {name: 'Shop all Clothing'})).toHaveAttribute(
            'href',
            '/us/shop'
        )
        // Deeper: Bottoms -> Leggings shortcuts (4 levels), Back names the level above.
        await user.click(within(dialog).getByRole('button', {name: 'Bottoms'}))
        await within(dialog).findByRole('heading', {name: 'Bottoms'})
        expect(within(dialog).getByRole('button', {name: 'Back to Clothing'})).toBeInTheDocument()
        await user.click(within(dialog).getByRole('button', {name: 'Back to Clothing'}))
        await within(dialog).findByRole('heading', {name: 'Clothing'})
        await user.click(within(dialog).getByRole('button', {name: 'Back'}))
        await waitFor(() => expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument())
        expect(within(dialog).getByRole('button', {name: 'Clothing'})).toHaveFocus()
    })

    test('an entry without children is a link', async () => {
        const user = userEvent.setup()
        renderWithProviders(<MobileMenu />)
        await user.click(screen.getByRole('button', {name: 'Menu'}))
        const dialog = await screen.findByRole('dialog')
        await user.click(within(dialog).getByRole('button', {name: 'Accessories'}))
        await within(dialog).findByRole('heading', {name: 'Accessories'})
        expect(within(dialog).getByRole('link', {name: 'Bags'})).toHaveAttribute(
            'href',
            '/shop/accessories/bags'
        )
    })
})
