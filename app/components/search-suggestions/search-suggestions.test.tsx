import {useState} from 'react'
import {renderToString} from 'react-dom/server'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
    categoryHandler,
    COMMERCE_ORIGIN,
    controllerHandlers,
    installFetch
} from '../../pages/product-list/listing-test-utils'
import {useLocation} from 'react-router-dom'
import {renderWithProviders, TestProviders} from '../../test-utils/render'
import {SearchBox} from '../search-box'
import {
    addRecentSearch,
    readRecentSearches,
    RECENT_SEARCH_LIMITS,
    RECENT_SEARCHES_KEY,
    RECENT_SEARCHES_STORED
} from './recent-searches'
import {SearchSuggestions} from './search-suggestions'
import {useSuggestionsCombobox, type SuggestionSelection} from './use-suggestions-combobox'

jest.mock(
    '@salesforce/commerce-sdk-react',
    () => jest.requireActual('../../pages/product-list/listing-test-utils').commerceSdkMock
)
jest.mock('@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader', () => ({
    useAuthorizationHeader: <T,>(method: T) => method
}))

const suggestionRequests: string[] = []
const server = setupServer(
    categoryHandler(),
    ...controllerHandlers({popular: ['leggings', 'sports bra', 'joggers', 'hoodie', 'shorts', 'tank']}),
    rest.get(`${COMMERCE_ORIGIN}/search-suggestions`, (req, res, ctx) => {
        suggestionRequests.push(req.url.searchParams.get('q') ?? '')
        return res(
            ctx.json({
                searchPhrase: 'leg',
                productSuggestions: {
                    products: [
                        {productId: 'VL1', productName: 'Power Leggings', currency: 'GBP', price: 60},
                        {productId: 'VL2', productName: 'Studio Leggings', currency: 'GBP', price: 55}
                    ],
                    suggestedPhrases: [{phrase: 'leggings', exactMatch: false}],
                    suggestedTerms: []
                },
                categorySuggestions: {
                    categories: [{id: 'leggings', name: 'Leggings', parentCategoryName: 'Bottoms'}],
                    suggestedTerms: []
                }
            })
        )
    })
)
beforeAll(() => {
    installFetch()
    server.listen({onUnhandledRequest: 'error'})
})
afterEach(() => {
    server.resetHandlers()
    suggestionRequests.length = 0
    window.localStorage.clear()
})
afterAll(() => server.close())

const Harness = ({onSelect}: {onSelect: (selection: SuggestionSelection) => void}) => {
    const [query, setQuery] = useState('')
    const suggestions = useSuggestionsCombobox({id: 'suggestions', query, onSelect})
    return (
        <form role="search" onSubmit={(event) => event.preventDefault()}>
            <input
                aria-label="Search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                {...suggestions.inputProps}
            />
            <SearchSuggestions {...suggestions.listProps} />
        </form>
    )
}

const input = () => screen.getByRole('combobox', {name: 'Search'})

/** matchMedia for a viewport width (jsdom matches no media query at all). */
const viewport = (width: number) => {
    const original = window.matchMedia
    const px = (value: string, unit: string) => Number(value) * (unit === 'em' ? 16 : 1)
    window.matchMedia = (query: string) => {
        const min = /min-width:\s*([\d.]+)(px|em)/.exec(query)
        const max = /max-width:\s*([\d.]+)(px|em)/.exec(query)
        const matches = (!min || width >= px(min[1], min[2])) && (!max || width <= px(max[1], max[2]))
        return {...original(query), matches}
    }
    return () => {
        window.matchMedia = original
    }
}
const settle = {timeout: 4000}
const optionTexts = () =>
    within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent)

describe('search suggestions', () => {
    test('typing shows phrases, categories and products; the keyboard moves through them and chooses', async () => {
        const onSelect = jest.fn()
        renderWithProviders(<Harness onSelect={onSelect} />)
        await userEvent.type(input(), 'leg')
        await waitFor(() => expect(optionTexts()).toContain('LeggingsBottoms'), settle)
        expect(suggestionRequests).toEqual(['leg'])
        expect(optionTexts()).toEqual([
            'leggings',
            'LeggingsBottoms',
            'Power Leggings£60.00',
            'Studio Leggings£55.00'
        ])
        expect(input()).toHaveAttribute('aria-expanded', 'true')
        expect(input()).toHaveAttribute('aria-controls', 'suggestions')

        await userEvent.keyboard('{ArrowDown}')
        const options = within(screen.getByRole('listbox')).getAllByRole('option')
        expect(input()).toHaveAttribute('aria-activedescendant', options[0].id)
        expect(options[0]).toHaveAttribute('aria-selected', 'true')
        await userEvent.keyboard('{ArrowDown}{ArrowDown}')
        expect(input()).toHaveAttribute('aria-activedescendant', options[2].id)
        await userEvent.keyboard('{ArrowDown}{ArrowDown}')
        // Past the last option the list wraps to the first; Arrow Up from the first goes to the last.
        expect(input()).toHaveAttribute('aria-activedescendant', options[0].id)
        await userEvent.keyboard('{ArrowUp}')
        expect(input()).toHaveAttribute('aria-activedescendant', options[3].id)
        await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}')
        expect(onSelect).toHaveBeenCalledWith({
            kind: 'category',
            label: 'Leggings',
            href: '/shop/bottoms/leggings'
        })
        expect(input()).toHaveAttribute('aria-expanded', 'false')
    })

    test('Escape closes the list; typing opens it again; a click chooses a product', async () => {
        const onSelect = jest.fn()
        renderWithProviders(<Harness onSelect={onSelect} />)
        await userEvent.type(input(), 'leg')
        await waitFor(() => expect(optionTexts()).toContain('LeggingsBottoms'), settle)
        await userEvent.keyboard('{ArrowDown}{Escape}')
        expect(input()).toHaveAttribute('aria-expanded', 'false')
        expect(input()).not.toHaveAttribute('aria-activedescendant')
        await userEvent.type(input(), 'g')
        await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'))
        await userEvent.click(screen.getByRole('option', {name: /Power Leggings/}))
        expect(onSelect).toHaveBeenCalledWith({
            kind: 'product',
            label: 'Power Leggings',
            href: '/power-leggings-VL1.html'
        })
    })

    test('Enter without an active option is left to the form (the typed phrase is searched)', async () => {
        const onSelect = jest.fn()
        renderWithProviders(<Harness onSelect={onSelect} />)
        await userEvent.type(input(), 'leg{Enter}')
        expect(onSelect).not.toHaveBeenCalled()
    })

    test('an empty box offers recent searches (4 on phones) and popular searches', async () => {
        const restore = viewport(390)
        try {
            window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']))
            renderWithProviders(<Harness onSelect={jest.fn()} />)
            await userEvent.click(input())
            const recent = await screen.findByRole('group', {name: 'Recent searches'})
            expect(
                within(recent)
                    .getAllByRole('option')
                    .map((option) => option.textContent)
            ).toEqual(['a', 'b', 'c', 'd'])
            const popular = await screen.findByRole('group', {name: 'Popular searches'})
            expect(within(popular).getAllByRole('option')).toHaveLength(5)
            expect(suggestionRequests).toEqual([])
        } finally {
            restore()
        }
    })

    test('on wider screens the panel shows 5 recent searches', async () => {
        const restore = viewport(1440)
        try {
            window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']))
            renderWithProviders(<Harness onSelect={jest.fn()} />)
            await userEvent.click(input())
            const recent = await screen.findByRole('group', {name: 'Recent searches'})
            await waitFor(() => expect(within(recent).getAllByRole('option')).toHaveLength(5))
        } finally {
            restore()
        }
    })
})

describe('hydration', () => {
    test('the search box asks no media query until its list opens', async () => {
        const restore = viewport(390)
        const matchMedia = jest.spyOn(window, 'matchMedia')
        try {
            renderWithProviders(<Harness onSelect={jest.fn()} />)
            await screen.findByRole('combobox', {name: 'Search'})
            expect(matchMedia).not.toHaveBeenCalled()
            await userEvent.click(input())
            expect(matchMedia).toHaveBeenCalled()
        } finally {
            matchMedia.mockRestore()
            restore()
        }
    })
})

describe('server rendering', () => {
    test('the header renders it on the server without reading the window (media queries)', () => {
        // On the server there is no window: any matchMedia call during the first render is a 500 there.
        const matchMedia = jest.spyOn(window, 'matchMedia')
        try {
            const html = renderToString(
                <TestProviders>
                    <Harness onSelect={jest.fn()} />
                </TestProviders>
            )
            expect(html).toContain('role="combobox"')
            expect(matchMedia).not.toHaveBeenCalled()
        } finally {
            matchMedia.mockRestore()
        }
    })
})

/** The header's search box, with the router's address shown beside it. */
const HeaderSearch = () => {
    const location = useLocation()
    return (
        <>
            <SearchBox />
            <output aria-label="address">{location.pathname + location.search}</output>
        </>
    )
}
const headerInput = () => screen.getByRole('combobox', {name: 'Search products'})
const address = () => screen.getByRole('status', {name: 'address'})

describe('the header search box (suggestions load when the shopper comes to it)', () => {
    test('typed before the suggestions arrive, a phrase opens them; the keyboard chooses one and navigates', async () => {
        renderWithProviders(<HeaderSearch />)
        expect(headerInput()).toHaveAttribute('aria-expanded', 'false')
        await userEvent.type(headerInput(), 'leg')
        await waitFor(() => expect(optionTexts()).toContain('LeggingsBottoms'), settle)
        expect(headerInput()).toHaveValue('leg')
        expect(headerInput()).toHaveAttribute('aria-expanded', 'true')
        expect(headerInput()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id)
        await userEvent.keyboard('{ArrowDown}{ArrowDown}')
        const options = within(screen.getByRole('listbox')).getAllByRole('option')
        expect(headerInput()).toHaveAttribute('aria-activedescendant', options[1].id)
        await userEvent.keyboard('{Enter}')
        expect(address()).toHaveTextContent('/shop/bottoms/leggings')
        expect(headerInput()).toHaveAttribute('aria-expanded', 'false')
    })

    test('Escape closes the list, typing reopens it; without a chosen option Enter searches the phrase', async () => {
        renderWithProviders(<HeaderSearch />)
        await userEvent.type(headerInput(), 'leg')
        await waitFor(() => expect(optionTexts()).toContain('LeggingsBottoms'), settle)
        await userEvent.keyboard('{Escape}')
        expect(headerInput()).toHaveAttribute('aria-expanded', 'false')
        await userEvent.type(headerInput(), 'g{Enter}')
        expect(address()).toHaveTextContent('/search?q=legg')
    })

    test('an empty box shows popular searches once focused', async () => {
        renderWithProviders(<HeaderSearch />)
        await userEvent.click(headerInput())
        const popular = await screen.findByRole('group', {name: 'Popular searches'})
        expect(within(popular).getAllByRole('option')).toHaveLength(5)
        expect(headerInput()).toHaveAttribute('aria-expanded', 'true')
    })

    test('the server renders a closed combobox whose list is already there, and no suggestion', () => {
        const html = renderToString(
            <TestProviders>
                <SearchBox />
            </TestProviders>
        )
        const container = document.createElement('div')
        container.innerHTML = html
        const box = container.querySelector('[role="combobox"]')
        expect(box).toHaveAttribute('aria-expanded', 'false')
        const list = container.querySelector(`#${CSS.escape(box?.getAttribute('aria-controls') ?? '')}`)
        expect(list).toHaveAttribute('role', 'listbox')
        expect(list).toHaveAttribute('aria-label', 'Search suggestions')
        expect(container.querySelector('[role="option"]')).toBeNull()
    })
})

describe('recent searches', () => {
    afterEach(() => window.localStorage.clear())

    test('newest first, once each whatever the case, capped', () => {
        addRecentSearch('Leggings')
        addRecentSearch('  sports   bra ')
        addRecentSearch('leggings')
        expect(readRecentSearches()).toEqual(['leggings', 'sports bra'])
        for (let index = 0; index < 20; index++) addRecentSearch(`term ${index}`)
        expect(readRecentSearches()).toHaveLength(RECENT_SEARCHES_STORED)
        expect(readRecentSearches()[0]).toBe('term 19')
    })

    test('"recent-search limits 5, 3 and 4"', () => {
        expect(RECENT_SEARCH_LIMITS).toEqual({suggestions: 5, suggestionsMobile: 4, noResults: 3})
    })

    test('unreadable storage counts as no searches', () => {
        window.localStorage.setItem(RECENT_SEARCHES_KEY, '{not json')
        expect(readRecentSearches()).toEqual([])
        window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([1, '', 'ok']))
        expect(readRecentSearches()).toEqual(['ok'])
    })
})
