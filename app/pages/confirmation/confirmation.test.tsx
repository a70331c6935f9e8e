import 'cross-fetch/polyfill'
import {configure, render, screen} from '@testing-library/react'
import {Route} from 'react-router-dom'
import {createFakeCheckout} from '../../commerce/checkout/testing/fake-checkout'
import {COMPLETE_ADDRESS, fakeBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {AccountTestProviders} from '../../commerce/session/testing/providers'
import {createTestQueryClient} from '../../test-utils/render'
import ConfirmationPage from '.'
import CrossBorderConfirmationPage from '../cross-border-confirmation'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

// The real SDK signs a guest in before the order loads; on a busy machine that takes more than a second.
configure({asyncUtilTimeout: 5000})

const fake = createFakeCheckout()
beforeAll(() => fake.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => fake.server.close())
beforeEach(() => {
    fake.reset()
    fake.state.orders.set('VL00000042', {
        ...fakeBasket({
            customerInfo: {customerId: 'guest', email: 'anna@example.com'},
            shipments: [
                {
                    shipmentId: 'me',
                    shippingAddress: COMPLETE_ADDRESS,
                    shippingMethod: {id: 'gb-standard', name: 'Standard delivery', price: 4.95}
                }
            ],
            shippingTotal: 4.95,
            orderTotal: 64.95,
            billingAddress: COMPLETE_ADDRESS,
            paymentInstruments: [
                {
                    paymentInstrumentId: 'p1',
                    paymentMethodId: 'CREDIT_CARD',
                    amount: 64.95,
                    paymentCard: {cardType: 'Visa', maskedNumber: '************1111'}
                }
            ]
        }),
        orderNo: 'VL00000042',
        c_authorized: 1
    })
    window.localStorage.setItem('orderId', 'VL00000042')
})

const renderAt = (path: string, cross = false) =>
    render(
        <AccountTestProviders path={path} queryClient={createTestQueryClient()}>
            <Route
                path={[
                    '/checkout/confirmation/:orderId',
                    '/checkout-globale/confirmation/:orderId',
                    '/checkout/confirmation'
                ]}
                component={cross ? CrossBorderConfirmationPage : ConfirmationPage}
            />
        </AccountTestProviders>
    )

describe('order confirmation', () => {
    test('order number, lines, totals, delivery and payment; the stored order id is cleared', async () => {
        renderAt('/checkout/confirmation/VL00000042')
        expect(screen.getByRole('heading', {level: 1, name: 'Thank you for your order'})).toBeInTheDocument()
        expect(screen.getByText('Order number VL00000042')).toBeInTheDocument()
        expect(await screen.findByText('Sculpt Leggings')).toBeInTheDocument()
        expect(screen.getByText("We've sent a confirmation to anna@example.com.")).toBeInTheDocument()
        expect(screen.getByText('Visa ending in 1111')).toBeInTheDocument()
        expect(screen.getByText('Standard delivery')).toBeInTheDocument()
        expect(screen.getAllByText('£64.95').length).toBeGreaterThan(0)
        expect(screen.getByRole('link', {name: 'Continue shopping'})).toHaveAttribute('href', '/')
        expect(window.localStorage.getItem('orderId')).toBeNull()
    })

    test("lines are named as the catalogue names them in the shopper's language, not as the order stored them", async () => {
        fake.state.products = [{id: 'M1_black_8', name: 'Legging Sculpt'}]
        renderAt('/checkout/confirmation/VL00000042')
        expect(await screen.findByText('Legging Sculpt')).toBeInTheDocument()
        expect(screen.queryByText('Sculpt Leggings')).not.toBeInTheDocument()
    })

    test('/checkout/confirmation without an order number still thanks the shopper', () => {
        renderAt('/checkout/confirmation')
        expect(screen.getByRole('heading', {name: 'Thank you for your order'})).toBeInTheDocument()
        expect(fake.state.calls).not.toContain('GET order')
    })

    test('the cross-border confirmation renders the provider-placed order', async () => {
        renderAt('/checkout-globale/confirmation/VL00000042', true)
        expect(
            screen.getByRole('heading', {name: 'Thank you, your international order is placed'})
        ).toBeInTheDocument()
        expect(await screen.findByText('Sculpt Leggings')).toBeInTheDocument()
    })

    test('an e-gift card order shows no postal delivery, and its subtotal matches its total (issue #9)', async () => {
        fake.state.orders.set('VL00000043', {
            ...fakeBasket({
                productItems: [],
                giftCertificateItems: [{giftCertificateItemId: 'g1', amount: 50}],
                customerInfo: {customerId: 'guest', email: 'anna@example.com'},
                productSubTotal: 0,
                shippingTotal: 0,
                orderTotal: 50,
                billingAddress: COMPLETE_ADDRESS
            }),
            orderNo: 'VL00000043',
            c_authorized: 1
        })
        renderAt('/checkout/confirmation/VL00000043')
        await screen.findByText('Billing address')
        expect(screen.queryByText('Delivery')).not.toBeInTheDocument()
        expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('£50.00')
        expect(screen.getByText('Total').nextSibling).toHaveTextContent('£50.00')
    })
})
