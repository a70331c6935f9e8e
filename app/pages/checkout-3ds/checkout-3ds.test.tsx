import 'cross-fetch/polyfill'
import {render, screen, waitFor} from '@testing-library/react'
import {Route, Switch} from 'react-router-dom'
import {createFakeCheckout} from '../../commerce/checkout/testing/fake-checkout'
import {fakeBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {AccountTestProviders} from '../../commerce/session/testing/providers'
import {createTestQueryClient} from '../../test-utils/render'
import CheckoutThreeDsPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const fake = createFakeCheckout()
beforeAll(() => fake.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => fake.server.close())
beforeEach(() => {
    fake.reset()
    // An order placed and waiting for its challenge: the basket is consumed, the order number stored.
    fake.state.basketOpen = false
    fake.state.orders.set('VL00000007', {
        ...fakeBasket(),
        orderNo: 'VL00000007',
        status: 'created',
        c_authorized: 0,
        c_payment_success: true,
        paymentInstruments: [{paymentInstrumentId: 'order-pi-1', paymentMethodId: 'CREDIT_CARD'}]
    })
    window.localStorage.setItem('orderId', 'VL00000007')
})

const renderReturn = (search: string) =>
    render(
        <AccountTestProviders path={`/checkout3ds${search}`} queryClient={createTestQueryClient()}>
            <Switch>
                <Route path="/checkout3ds" component={CheckoutThreeDsPage} />
                <Route
                    path="/checkout"
                    render={({location}) => <p>Checkout {JSON.stringify(location.state)}</p>}
                />
            </Switch>
        </AccountTestProviders>
    )

describe('/checkout3ds (spec 000 §4 3-D Secure)', () => {
    test('an authenticated challenge completes the payment and opens the confirmation', async () => {
        renderReturn('?redirectResult=authenticated&orderNo=VL00000007')
        await waitFor(() =>
            expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirmation/VL00000007')
        )
        expect(fake.state.bodies['PATCH order payment']?.[0]).toMatchObject({
            paymentMethodId: 'CREDIT_CARD',
            c_redirectresult: 'authenticated',
            c_details: JSON.stringify({redirectResult: 'authenticated'})
        })
        expect(fake.state.calls).not.toContain('PATCH order')
    })

    test('a cancelled challenge fails the order, re-opens the basket and returns to payment with the reason', async () => {
        renderReturn('?redirectResult=cancelled')
        expect(await screen.findByText(/challenge-failed/)).toBeInTheDocument()
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/)
        expect(fake.state.bodies['PATCH order']).toEqual([{status: 'failed'}])
        expect(fake.state.basketOpen).toBe(true)
        expect(window.localStorage.getItem('orderId')).toBeNull()
    })

    test('a return without any result (abandoned) is treated as not paid', async () => {
        renderReturn('')
        expect(await screen.findByText(/challenge-failed/)).toBeInTheDocument()
        expect(fake.state.calls).not.toContain('PATCH order payment')
        expect(fake.state.bodies['PATCH order']).toEqual([{status: 'failed'}])
    })

    test('legacy 3-D Secure fields are passed as c_pares and c_md', async () => {
        renderReturn('?PaRes=abc&MD=authenticated&orderNo=VL00000007')
        await screen.findByText(/challenge-failed/)
        expect(fake.state.bodies['PATCH order payment']?.[0]).toMatchObject({
            c_pares: 'abc',
            c_md: 'authenticated'
        })
    })
})
