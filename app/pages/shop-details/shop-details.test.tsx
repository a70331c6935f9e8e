import {screen} from '@testing-library/react'
import {Route} from 'react-router-dom'
import {renderWithProviders} from '../../test-utils/render'
import ShopDetails from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const mockStores = jest.fn()
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useStores: (...args: unknown[]) => mockStores(...args)
}))

const dublin = {
    id: 'dublin-grafton-street',
    name: 'VELA Grafton Street',
    address1: '80 Grafton Street',
    city: 'Dublin',
    postalCode: 'D02 K2W7',
    countryCode: 'IE',
    phone: '+353 1 555 0140',
    email: 'dublin-grafton-street@stores.vela.example',
    c_isClickAndCollect: true,
    c_storeHoursJson: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
        (day) => ({
            day,
            open: '10:00',
            close: '19:00',
            closed: false
        })
    )
}

const renderAt = (path: string) =>
    renderWithProviders(<Route path="/:site(us|eu|au)?/shop-details/:store" component={ShopDetails} />, {
        path
    })

beforeEach(() => mockStores.mockReset())

describe('shop details', () => {
    test('one shop by id: address, contact, opening hours and a map search link', () => {
        mockStores.mockReturnValue({data: {data: [dublin]}, isLoading: false})
        renderAt('/eu/shop-details/dublin-grafton-street')
        expect(mockStores).toHaveBeenCalledWith({parameters: {ids: 'dublin-grafton-street'}}, {enabled: true})
        expect(screen.getByRole('heading', {level: 1, name: 'VELA Grafton Street'})).toBeInTheDocument()
        expect(screen.getByText('80 Grafton Street')).toBeInTheDocument()
        expect(screen.getByRole('link', {name: '+353 1 555 0140'})).toHaveAttribute(
            'href',
            'tel:+35315550140'
        )
        expect(screen.getAllByRole('row')).toHaveLength(8) // a header row, then Monday to Sunday
        expect(screen.getByRole('row', {name: 'Sunday 10:00 to 19:00'})).toBeInTheDocument()
        expect(screen.getByRole('link', {name: /Find on a map/})).toHaveAttribute(
            'href',
            expect.stringContaining('openstreetmap.org/search?query=VELA%20Grafton%20Street')
        )
        expect(screen.getByRole('link', {name: 'Find a shop'})).toHaveAttribute('href', '/eu/shop-finder')
    })

    test('an unknown shop is the not-found page', () => {
        mockStores.mockReturnValue({data: {data: []}, isLoading: false})
        renderAt('/shop-details/nowhere')
        expect(
            screen.getByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
    })

    test('an id that cannot be a shop is not even asked for', () => {
        mockStores.mockReturnValue({data: undefined, isLoading: true})
        renderAt('/shop-details/%3Cscript%3E')
        expect(mockStores).toHaveBeenCalledWith(expect.anything(), {enabled: false})
        expect(
            screen.getByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
    })
})
