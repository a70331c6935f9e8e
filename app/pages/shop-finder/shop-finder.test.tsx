import {screen, waitFor, within} from '@testing-library/react'
import Cookies from 'js-cookie'
import userEvent from '@testing-library/user-event'
import {renderWithProviders} from '../../test-utils/render'
import ShopFinder from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

type SearchArgs = {parameters: Record<string, unknown>}
const mockSearch = jest.fn<unknown, [SearchArgs, {enabled?: boolean}]>()
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useSearchStores: (args: SearchArgs, options: {enabled?: boolean}) => mockSearch(args, options)
}))

const coventGarden = {
    id: 'london-covent-garden',
    name: 'VELA Covent Garden',
    address1: '21 Long Acre',
    city: 'London',
    postalCode: 'WC2E 9LY',
    countryCode: 'GB',
    phone: '+44 20 7946 0101',
    distance: 0.4,
    distanceUnit: 'mi',
    c_isClickAndCollect: true,
    c_storeHoursJson: [
        {day: 'monday', open: '10:00', close: '20:00', closed: false},
        {day: 'sunday', open: null, close: null, closed: true}
    ]
}

const answer = (data: unknown[] | undefined) => ({
    data: data ? {data, limit: 20, total: data.length} : undefined,
    isSuccess: Boolean(data),
    isError: false,
    isFetching: false
})

beforeEach(() => {
    mockSearch.mockReset()
    mockSearch.mockImplementation((args) =>
        args.parameters.postalCode === 'London' ? answer([coventGarden]) : answer([])
    )
})

describe('shop finder (spec 001 §8 location search)', () => {
    test('searches by postcode or town from the URL and lists each shop’s details', () => {
        renderWithProviders(<ShopFinder />, {path: '/shop-finder?q=London&country=GB'})
        expect(mockSearch).toHaveBeenCalledWith(
            {
                parameters: expect.objectContaining({
                    postalCode: 'London',
                    countryCode: 'GB',
                    distanceUnit: 'mi'
                })
            },
            expect.objectContaining({enabled: true})
        )
        expect(screen.getByRole('heading', {level: 2, name: '1 shop near London'})).toBeInTheDocument()
        const card = screen.getByRole('article')
        expect(within(card).getByRole('link', {name: 'VELA Covent Garden'})).toHaveAttribute(
            'href',
            '/shop-details/london-covent-garden'
        )
        expect(within(card).getByText('0.4 mi away')).toBeInTheDocument()
        expect(within(card).getByText('21 Long Acre')).toBeInTheDocument()
        expect(within(card).getByText('Click & Collect available')).toBeInTheDocument()
        expect(within(card).getByRole('row', {name: 'Monday 10:00 to 20:00'})).toBeInTheDocument()
        expect(within(card).getByRole('row', {name: 'Sunday Closed'})).toBeInTheDocument()
    })

    test('no shops near the search: the spec’s message', () => {
        renderWithProviders(<ShopFinder />, {path: '/shop-finder?q=Nowhere'})
        expect(screen.getByRole('alert')).toHaveTextContent(
            'Sorry, we could not find results for your search'
        )
    })

    test('without a search nothing is asked and the form waits', () => {
        renderWithProviders(<ShopFinder />, {path: '/eu/shop-finder'})
        expect(mockSearch).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({enabled: false}))
        expect(screen.getByRole('combobox', {name: 'Country'})).toHaveValue('IE')
        expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    test('a position that cannot be found asks for a postcode instead', async () => {
        Object.assign(navigator, {
            geolocation: {
                getCurrentPosition: (_ok: unknown, fail: (error: unknown) => void) =>
                    fail(new Error('denied'))
            }
        })
        renderWithProviders(<ShopFinder />, {path: '/shop-finder'})
        await userEvent.click(screen.getByRole('button', {name: 'Use my location'}))
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Sorry, we could not find your location. Please search by postcode / town manually.'
        )
    })

    test('typing a search puts it in the URL', async () => {
        renderWithProviders(<ShopFinder />, {path: '/shop-finder'})
        await userEvent.type(screen.getByRole('textbox', {name: 'Postcode or town'}), 'London')
        await userEvent.click(screen.getByRole('button', {name: 'Search'}))
        expect(await screen.findByRole('heading', {level: 2, name: '1 shop near London'})).toBeInTheDocument()
    })

    describe('the country it starts with: the shopper’s own', () => {
        afterEach(() => Cookies.remove('vela_country'))

        test.each([
            ['/eu/fr-FR/shop-finder', 'FR', 'France'],
            ['/eu/it-IT/shop-finder', 'IT', 'Italia'],
            ['/eu/shop-finder', 'IE', 'Ireland'],
            ['/shop-finder', 'GB', 'United Kingdom'],
            ['/us/shop-finder', 'US', 'United States']
        ])('%s: %s (%s)', (path, code, name) => {
            renderWithProviders(<ShopFinder />, {path})
            const select = screen.getByRole('combobox', {name: /./})
            expect(select).toHaveValue(code)
            expect(within(select).getByRole('option', {selected: true})).toHaveTextContent(name)
        })

        test('the French page names France in French, not “Irlande”', () => {
            renderWithProviders(<ShopFinder />, {path: '/eu/fr-FR/shop-finder'})
            expect(screen.getByRole('option', {selected: true})).toHaveTextContent('France')
            expect(screen.getByRole('option', {name: 'Irlande', selected: false})).toBeInTheDocument()
        })

        test('the country the shopper saved wins once the page is in the browser', async () => {
            Cookies.set('vela_country', 'NL')
            renderWithProviders(<ShopFinder />, {path: '/eu/fr-FR/shop-finder'})
            await waitFor(() => expect(screen.getByRole('combobox', {name: /./})).toHaveValue('NL'))
            expect(screen.getByRole('option', {selected: true})).toHaveTextContent('Pays-Bas')
        })

        test('the EU store chosen in the country prompt (saved IE) leaves a French shopper in France', async () => {
            Cookies.set('vela_country', 'IE')
            renderWithProviders(<ShopFinder />, {path: '/eu/fr-FR/shop-finder'})
            await new Promise((resolve) => setTimeout(resolve, 0))
            expect(screen.getByRole('combobox', {name: /./})).toHaveValue('FR')
        })

        test('a search in the URL keeps its country', () => {
            renderWithProviders(<ShopFinder />, {path: '/eu/fr-FR/shop-finder?q=Dublin&country=IE'})
            expect(screen.getByRole('combobox', {name: /./})).toHaveValue('IE')
            expect(mockSearch).toHaveBeenCalledWith(
                {parameters: expect.objectContaining({postalCode: 'Dublin', countryCode: 'IE'})},
                expect.objectContaining({enabled: true})
            )
        })
    })
})
