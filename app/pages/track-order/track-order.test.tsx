import 'cross-fetch/polyfill'
import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {renderPage} from '../../commerce/session/testing/render-page'
import TrackOrderPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
})

const track = async (orderNumber: string, email = 'sam@example.com') => {
    renderPage(<TrackOrderPage />, {path: '/track-order', route: '/track-order'})
    if (orderNumber) await userEvent.type(screen.getByLabelText(/Order number/), orderNumber)
    if (email) await userEvent.type(screen.getByLabelText(/Email address/), email)
    await userEvent.click(screen.getByRole('button', {name: 'Track order'}))
}

describe('/track-order', () => {
    test('order number and email show the order’s progress and parcels (shopper text stays text)', async () => {
        await track('vl00010001')
        expect(await screen.findByText('Order VL00010001')).toBeInTheDocument()
        expect(screen.getByText('2 × Sculpt <b>Leggings</b>')).toBeInTheDocument()
        expect(document.querySelector('b')).toBeNull()
        expect(screen.getByRole('link', {name: /Track with Royal Mail/})).toHaveAttribute(
            'href',
            'https://tracking.carrier.example/royal-mail/VT123'
        )
    })

    test('an unknown order says so', async () => {
        await track('VL99999999')
        expect(await screen.findByRole('alert')).toHaveTextContent(
            "We couldn't find an order with those details. Please check the order number and try again."
        )
    })

    test('both fields are validated first', async () => {
        await track('', 'nope')
        expect(await screen.findByText('This field is required')).toBeInTheDocument()
        expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
        expect(platform.state.calls.some((call) => call.startsWith('tracking'))).toBe(false)
    })
})
