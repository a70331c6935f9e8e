import 'cross-fetch/polyfill'
import {fireEvent, render, waitFor} from '@testing-library/react'
import {Route, Switch} from 'react-router-dom'
import {readyBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {AccountTestProviders} from '../../commerce/session/testing/providers'
import {createTestQueryClient} from '../../test-utils/render'
import CheckoutThreeDsPage from '../checkout-3ds'
import {CheckoutFlow} from './checkout-flow'
import {navigateAway} from './navigate-away'
import {activeStep, currentLocation, fake, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

jest.mock('./navigate-away', () => ({navigateAway: jest.fn()}))
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

setUpFakeCheckout()

const fillCard = async (payment: Awaited<ReturnType<typeof activeStep>>) => {
    fireEvent.change(await payment.findByLabelText(/^card number/i, {}, {timeout: 5000}), {
        target: {value: '4111111111111111'}
    })
    fireEvent.change(payment.getByLabelText(/name on card/i), {target: {value: 'Anna Smith'}})
    fireEvent.change(payment.getByLabelText(/expiry date/i), {target: {value: '03/30'}})
    fireEvent.change(payment.getByLabelText(/security code/i), {target: {value: '737'}})
}

describe('payment methods come from the platform (GET baskets/{id}/payment_methods)', () => {
    test('only what the platform offers is shown; PayPal goes to the provider with the method on the basket', async () => {
        fake.reset(readyBasket())
        fake.state.paymentMethods = [{id: 'CREDIT_CARD'}, {id: 'PayPal'}, {id: 'SOMETHING_UNKNOWN'}]
        renderCheckout()
        const payment = await activeStep(/payment/i)
        const choices = await payment.findByRole('radiogroup', {}, {timeout: 5000})
        const radios = Array.from(choices.querySelectorAll('input[type="radio"]')).map(
            (radio) => (radio as HTMLInputElement).value
        )
        expect(radios).toEqual(['CREDIT_CARD', 'PayPal'])
        // No gift certificate method offered: no gift card payment.
        expect(payment.queryByRole('button', {name: /pay with a gift card/i})).toBeNull()

        fireEvent.click(payment.getByRole('radio', {name: /paypal/i}))
        expect(payment.getByTestId('redirect-note')).toHaveTextContent("You'll be taken to PayPal")
        expect(payment.queryByLabelText(/^card number/i)).toBeNull()
        fireEvent.click(payment.getByRole('button', {name: 'Continue to PayPal · £64.95'}))

        await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('https://provider.test/hosted/1'), {
            timeout: 5000
        })
        expect(fake.state.bodies['POST basket payment']).toEqual([
            {paymentMethodId: 'PayPal', c_adyenPaymentMethod: 'paypal'}
        ])
        expect(fake.state.bodies['POST order payment']?.[0]).toMatchObject({
            paymentMethodId: 'PayPal',
            c_adyenPaymentMethod: 'paypal',
            c_returnURL: 'http://localhost/checkout3ds'
        })
        expect(window.localStorage.getItem('orderId')).toBe('VL00000001')
    })
})

describe('a cancelled hosted payment, then a card: basket intact and re-payable, the stale instrument deleted', () => {
    test('back at payment with the message and PayPal kept; paying by card DELETEs the PayPal instrument; one order', async () => {
        fake.reset(
            readyBasket({
                paymentInstruments: [{paymentInstrumentId: 'pp-1', paymentMethodId: 'PayPal'}]
            })
        )
        // The order placed for PayPal, waiting for the shopper to come back from the provider's page.
        fake.state.basketOpen = false
        fake.state.nextOrderNo = 2
        fake.state.orders.set('VL00000001', {
            ...readyBasket(),
            orderNo: 'VL00000001',
            status: 'created',
            c_authorized: 0,
            paymentInstruments: [{paymentInstrumentId: 'pp-1', paymentMethodId: 'PayPal'}]
        })
        window.localStorage.setItem('orderId', 'VL00000001')
        render(
            <AccountTestProviders
                path="/checkout3ds?payload=cancelled&resultCode=cancelled&type=complete&orderNo=VL00000001"
                queryClient={createTestQueryClient()}
            >
                <Switch>
                    <Route path="/checkout3ds" component={CheckoutThreeDsPage} />
                    <Route path="/checkout/confirmation/:orderId" render={() => <p>Confirmation page</p>} />
                    <Route path="/checkout" component={CheckoutFlow} />
                </Switch>
            </AccountTestProviders>
        )
        await waitFor(() => expect(currentLocation()).toBe('/checkout'), {timeout: 5000})
        const payment = await activeStep(/payment/i)
        expect(
            await payment.findByText(
                "You cancelled the payment with PayPal. Your bag is saved: choose how you'd like to pay.",
                {},
                {timeout: 5000}
            )
        ).toBeInTheDocument()
        expect(fake.state.bodies['PATCH order']).toEqual([{status: 'failed'}])
        expect(await payment.findByRole('radio', {name: /paypal/i}, {timeout: 5000})).toBeChecked()

        fireEvent.click(payment.getByRole('radio', {name: /^card/i}))
        await fillCard(payment)
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        await waitFor(() => expect(currentLocation()).toBe('/checkout/confirmation/VL00000002'), {
            timeout: 5000
        })
        const deleted = fake.state.calls.indexOf('DELETE basket payment pp-1')
        expect(deleted).toBeGreaterThan(-1)
        expect(deleted).toBeLessThan(fake.state.calls.indexOf('POST basket payment'))
        expect(fake.state.calls.filter((call) => call === 'POST orders')).toHaveLength(1)
        const ordered = fake.state.orders
            .get('VL00000002')
            ?.paymentInstruments?.map((pi) => pi.paymentMethodId)
        expect(ordered).toContain('CREDIT_CARD')
        expect(ordered).not.toContain('PayPal')
    })
})
