import 'cross-fetch/polyfill'
import {act, render, screen, waitFor} from '@testing-library/react'
import {rest} from 'msw'
import {Route, Switch} from 'react-router-dom'
import {BasketLoader} from '../../commerce/basket'
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

const renderReturn = (search: string, {withLoader = false} = {}) =>
    render(
        <AccountTestProviders path={`/checkout3ds${search}`} queryClient={createTestQueryClient()}>
            {withLoader ? <BasketLoader /> : null}
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

describe('/checkout3ds as the result route of PayPal, Klarna and Afterpay (hosted payment page)', () => {
    const payWith = (paymentMethodId: string) =>
        fake.state.orders.set('VL00000007', {
            ...(fake.state.orders.get('VL00000007') as object),
            orderNo: 'VL00000007',
            paymentInstruments: [
                {paymentInstrumentId: 'gc', paymentMethodId: 'SB_GIFT_CERTIFICATE', amount: 5},
                {paymentInstrumentId: 'pp-1', paymentMethodId}
            ]
        })
    /**
     * POST baskets as the basket loader would send it (the fake platform has no basket creation), and the
     * shopper's own basket (owned by the session's customer, so only the load rule can create one).
     */
    const countCreations = () => {
        const created: string[] = []
        fake.server.use(
            rest.get(
                '*/customer/shopper-customers/v1/organizations/:org/customers/:customerId/baskets',
                (req, res, ctx) => {
                    const owned = {
                        ...fake.state.basket,
                        customerInfo: {customerId: String(req.params.customerId)}
                    }
                    return res(
                        ctx.json(
                            fake.state.basketOpen ? {baskets: [owned], total: 1} : {baskets: [], total: 0}
                        )
                    )
                }
            ),
            rest.post('*/checkout/shopper-baskets/v2/organizations/:org/baskets', (_req, res, ctx) => {
                created.push('POST baskets')
                return res(ctx.json(fakeBasket({basketId: 'new-empty-basket', productItems: []})))
            })
        )
        return created
    }

    test('approved: the payload goes to the order payment of that method; confirmation', async () => {
        payWith('PayPal')
        renderReturn('?payload=approved&resultCode=authorised&type=complete&orderNo=VL00000007')
        await waitFor(
            () =>
                expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirmation/VL00000007'),
            {timeout: 5000}
        )
        expect(fake.state.bodies['PATCH order payment']?.[0]).toMatchObject({
            paymentMethodId: 'PayPal',
            c_payload: 'approved'
        })
    })

    test('"payment was cancelled" (spec 000 §4): no basket is fetched or created on the return; the order is failed, its basket re-opened; back to payment', async () => {
        payWith('PayPal')
        const created = countCreations()
        renderReturn('?payload=cancelled&resultCode=cancelled&type=complete&orderNo=VL00000007', {
            withLoader: true
        })
        expect(await screen.findByText(/redirect-cancelled/)).toBeInTheDocument()
        expect(screen.getByText(/"paymentMethodId":"PayPal"/)).toBeInTheDocument()
        expect(fake.state.bodies['PATCH order']).toEqual([{status: 'failed'}])
        expect(fake.state.basketOpen).toBe(true)
        expect(created).toEqual([])
        // The flag was used once, by this load.
        expect(window.sessionStorage.getItem('basket.paymentCancelled')).toBeNull()
    })

    test('refused by the provider (no cancellation): the order is failed and its basket re-opens, with no empty basket created beside it; back to payment with the refusal', async () => {
        payWith('KLARNA_PAYMENTS')
        const created = countCreations()
        renderReturn('?payload=refused&resultCode=refused&type=complete&orderNo=VL00000007', {
            withLoader: true
        })
        expect(await screen.findByText(/redirect-refused/)).toBeInTheDocument()
        expect(screen.getByText(/"paymentMethodId":"KLARNA_PAYMENTS"/)).toBeInTheDocument()
        expect(fake.state.bodies['PATCH order']).toEqual([{status: 'failed'}])
        expect(fake.state.basketOpen).toBe(true)
        // The load ran while the order still held the basket (its id stored), so it created nothing, then or later.
        await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
        expect(created).toEqual([])
    })
})
