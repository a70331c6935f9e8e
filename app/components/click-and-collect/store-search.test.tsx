import 'cross-fetch/polyfill'
import {render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {createFakeCheckout} from '../../commerce/checkout/testing/fake-checkout'
import {AccountTestProviders} from '../../commerce/session/testing/providers'
import {createTestQueryClient} from '../../test-utils/render'
import {StoreSearch} from './store-search'

const fake = createFakeCheckout()
beforeAll(() => fake.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => fake.server.close())
beforeEach(() => fake.reset())

const renderSearch = () => {
    const onChoose = jest.fn()
    render(
        <AccountTestProviders queryClient={createTestQueryClient()}>
            <StoreSearch countryCode="GB" onChoose={onChoose} />
        </AccountTestProviders>
    )
    return {onChoose, user: userEvent.setup()}
}

const setGeolocation = (outcome: 'deny' | {latitude: number; longitude: number}) =>
    Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
            getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
                outcome === 'deny'
                    ? fail({code: 1, message: 'denied'} as GeolocationPositionError)
                    : ok({coords: outcome} as GeolocationPosition)
        }
    })

describe('click and collect store search (spec 001 §8 location search messages)', () => {
    test("a search with no shop: 'Sorry, we could not find results for your search'", async () => {
        const {user} = renderSearch()
        await user.type(screen.getByLabelText(/postcode or town/i), 'ZE1 0AA')
        await user.click(screen.getByRole('button', {name: 'Search'}))
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Sorry, we could not find results for your search'
        )
        expect(fake.state.calls.find((call) => call.startsWith('store-search'))).toContain(
            'postalCode=ZE1+0AA'
        )
    })

    test("no position: 'Sorry, we could not find your location. Please search by postcode / town manually.'", async () => {
        setGeolocation('deny')
        const {user} = renderSearch()
        await user.click(screen.getByRole('button', {name: 'Use my location'}))
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Sorry, we could not find your location. Please search by postcode / town manually.'
        )
    })

    test('shops near the position are listed nearest first and can be chosen', async () => {
        fake.state.stores.push(
            {
                id: 'vela-london-soho',
                name: 'VELA Soho',
                address1: '1 Carnaby St',
                city: 'London',
                distance: 1.2,
                distanceUnit: 'km'
            },
            {
                id: 'vela-london-chelsea',
                name: 'VELA Chelsea',
                address1: '2 King’s Rd',
                city: 'London',
                distance: 3.4,
                distanceUnit: 'km'
            }
        )
        setGeolocation({latitude: 51.51, longitude: -0.13})
        const {user, onChoose} = renderSearch()
        await user.click(screen.getByRole('button', {name: 'Use my location'}))
        const soho = await screen.findByRole('radio', {name: /VELA Soho/})
        expect(fake.state.calls.find((call) => call.startsWith('store-search'))).toContain('latitude=51.51')
        await user.click(soho)
        await waitFor(() =>
            expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({id: 'vela-london-soho'}))
        )
    })
})
