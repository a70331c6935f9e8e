import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import {renderWithProviders} from '../../test-utils/render'
import {RegionSelector} from '.'

const options = (select: HTMLElement) =>
    Array.from((select as HTMLSelectElement).options).map((option) => option.text)

afterEach(() => Cookies.remove('vela_country', {path: '/'}))

describe('RegionSelector', () => {
    test('offers the four sites with their currencies, and languages where a site has several', () => {
        renderWithProviders(<RegionSelector navigate={jest.fn()} />)
        const region = screen.getByRole('combobox', {name: 'Region'})
        expect(options(region)).toEqual([
            'United Kingdom (£ GBP)',
            'United States ($ USD)',
            'European Union (€ EUR)',
            'Australia & New Zealand (AUD)'
        ])
        expect(region).toHaveValue('vela-gb')
        expect(options(screen.getByRole('combobox', {name: 'Language'}))).toEqual([
            'English',
            '中文',
            '日本語'
        ])
    })

    test('a single-language site shows no language choice', () => {
        renderWithProviders(<RegionSelector navigate={jest.fn()} />, {path: '/us/'})
        expect(screen.queryByRole('combobox', {name: 'Language'})).not.toBeInTheDocument()
    })

    test('switching loads the same page and query on the chosen site and language (full page load)', async () => {
        const user = userEvent.setup()
        const navigate = jest.fn()
        renderWithProviders(<RegionSelector navigate={navigate} />, {
            path: '/shop/bottoms/leggings?refine=c_size=S'
        })
        await user.selectOptions(screen.getByRole('combobox', {name: 'Region'}), 'vela-eu')
        await user.selectOptions(screen.getByRole('combobox', {name: 'Language'}), 'fr-FR')
        await user.click(screen.getByRole('button', {name: 'Update'}))
        expect(navigate).toHaveBeenCalledWith(
            '/eu/fr-FR/shop/bottoms/leggings?refine=c_size=S&glCountry=IE&glCurrency=EUR'
        )
        expect(Cookies.get('vela_country')).toBe('IE')
    })

    test.each([
        [
            'a French shopper on the EU site moves to the US site',
            '/eu/fr-FR/',
            'FR',
            'vela-us',
            '/us?glCountry=US&glCurrency=USD',
            'US'
        ],
        [
            'a Canadian shopper keeps their country on the US site',
            '/',
            'CA',
            'vela-us',
            '/us?glCountry=CA&glCurrency=CAD',
            'CA'
        ],
        [
            'a French shopper choosing the EU site stays French',
            '/',
            'FR',
            'vela-eu',
            '/eu?glCountry=FR&glCurrency=EUR',
            'FR'
        ]
    ])(
        'with a saved country cookie: %s (issue #9: it used to bounce back)',
        async (_, path, saved, site, url, cookie) => {
            Cookies.set('vela_country', saved, {path: '/'})
            const user = userEvent.setup()
            const navigate = jest.fn()
            renderWithProviders(<RegionSelector navigate={navigate} />, {path})
            await user.selectOptions(screen.getByRole('combobox', {name: 'Region'}), site)
            await user.click(screen.getByRole('button', {name: 'Update'}))
            expect(navigate).toHaveBeenCalledWith(url)
            expect(Cookies.get('vela_country')).toBe(cookie)
        }
    )

    test('from a prefixed page back to GB in its default language', async () => {
        const user = userEvent.setup()
        const navigate = jest.fn()
        renderWithProviders(<RegionSelector navigate={navigate} />, {path: '/eu/it-IT/cart'})
        expect(screen.getByRole('combobox', {name: 'Language'})).toHaveValue('it-IT')
        await user.selectOptions(screen.getByRole('combobox', {name: 'Region'}), 'vela-gb')
        expect(screen.getByRole('combobox', {name: 'Language'})).toHaveValue('en-GB')
        await user.click(screen.getByRole('button', {name: 'Update'}))
        expect(navigate).toHaveBeenCalledWith('/cart?glCountry=GB&glCurrency=GBP')
    })
})
