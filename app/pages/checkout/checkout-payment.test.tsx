import {fireEvent, screen, waitFor} from '@testing-library/react'
import {readyBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {activeStep, currentLocation, fake, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

setUpFakeCheckout()

const fillCard = async (payment: Awaited<ReturnType<typeof activeStep>>, number: string) => {
    fireEvent.change(await payment.findByLabelText(/^card number/i, {}, {timeout: 5000}), {
        target: {value: number}
    })
    fireEvent.change(payment.getByLabelText(/name on card/i), {target: {value: 'Anna Smith'}})
    fireEvent.change(payment.getByLabelText(/expiry date/i), {target: {value: '03/30'}})
    fireEvent.change(payment.getByLabelText(/security code/i), {target: {value: '737'}})
}

const orderCount = () => fake.state.calls.filter((call) => call === 'POST orders').length

describe('placing the order (spec 000 §4, §7, §8)', () => {
    test('a double click on Place order creates exactly one order', async () => {
        fake.reset(readyBasket())
        renderCheckout()
        const payment = await activeStep(/payment/i)
        await fillCard(payment, '4111111111111111')
        const button = payment.getByRole('button', {name: /place order/i})
        fireEvent.click(button)
        fireEvent.click(button)
        fireEvent.submit(button.closest('form') as HTMLFormElement)
        await waitFor(() => expect(currentLocation()).toMatch(/^\/checkout\/confirmation\//), {timeout: 5000})
        expect(orderCount()).toBe(1)
        expect(fake.state.calls.filter((call) => call === 'POST order payment')).toHaveLength(1)
        const [orderPayment] = fake.state.bodies['POST order payment'] as Record<string, unknown>[]
        expect(orderPayment).toMatchObject({
            paymentMethodId: 'CREDIT_CARD',
            c_remoteIP: '203.0.113.7',
            c_returnURL: 'http://localhost/checkout3ds',
            paymentCard: {
                cardType: 'Visa',
                maskedNumber: '************1111',
                expirationMonth: 3,
                expirationYear: 2030
            }
        })
        expect(JSON.parse(String(orderPayment.c_adyenStateData))).toMatchObject({
            paymentMethod: {encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030'}
        })
        expect(window.localStorage.getItem('orderId')).toBe('VL00000001')
        expect(JSON.stringify(window.localStorage)).not.toContain('4111')
    })

    test('a refused card keeps the basket (order failed, basket re-opened) and shows the card error', async () => {
        fake.reset(readyBasket())
        renderCheckout()
        const payment = await activeStep(/payment/i)
        await fillCard(payment, '4000 0000 0000 0002')
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        expect(
            await screen.findByText(/your payment was not authorised/i, {}, {timeout: 5000})
        ).toBeInTheDocument()
        expect(fake.state.bodies['PATCH order']).toEqual([{status: 'failed'}])
        expect(fake.state.basketOpen).toBe(true)
        expect(currentLocation()).toBe('/checkout')
        expect(window.localStorage.getItem('orderId')).toBeNull()
        // The shopper can try again with another card: the same basket is still there.
        expect(payment.getByLabelText(/^card number/i)).toHaveValue('4000 0000 0000 0002')
        expect(payment.getByLabelText(/security code/i)).toHaveValue('')
        expect(screen.getAllByText('Sculpt Leggings').length).toBeGreaterThan(0)
    })

    test('zero amount: gift cards cover the order, no card is asked for or charged', async () => {
        fake.reset(
            readyBasket({
                paymentInstruments: [
                    {
                        paymentInstrumentId: 'gc',
                        paymentMethodId: 'SB_GIFT_CERTIFICATE',
                        giftCertificateCode: 'VELA-GB-500',
                        amount: 500
                    }
                ]
            })
        )
        renderCheckout()
        const payment = await activeStep(/payment/i)
        expect(await payment.findByText(/cover the whole order/i, {}, {timeout: 5000})).toBeInTheDocument()
        expect(payment.queryByLabelText(/^card number/i)).toBeNull()
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        await waitFor(() => expect(currentLocation()).toBe('/checkout/confirmation/VL00000001'), {
            timeout: 5000
        })
        expect(fake.state.calls).not.toContain('POST basket payment')
        expect(fake.state.calls).not.toContain('POST order payment')
        expect(fake.state.bodies['PATCH basket']).toEqual([{c_orderType: 'web', c_adyenDonation: 0}])
    })

    test('MISSING_EMAIL sends the shopper back to step 1 with the email field flagged', async () => {
        fake.reset(readyBasket())
        renderCheckout()
        const payment = await activeStep(/payment/i)
        // The platform lost the email meanwhile (another tab, an expired session...).
        fake.state.basket.customerInfo = {customerId: 'guest'}
        await fillCard(payment, '4111111111111111')
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        const contact = await activeStep(/contact/i)
        const email = contact.getByLabelText(/email address/i)
        expect(
            await contact.findByText('Please enter your email address so we can place your order.')
        ).toBeInTheDocument()
        expect(email).toHaveAttribute('aria-invalid', 'true')
        await waitFor(() => expect(email).toHaveFocus())
        expect(orderCount()).toBe(1)
    })

    test('card fields are validated before anything is sent', async () => {
        fake.reset(readyBasket())
        renderCheckout()
        const payment = await activeStep(/payment/i)
        fireEvent.change(await payment.findByLabelText(/^card number/i, {}, {timeout: 5000}), {
            target: {value: '4111 1111 1111 1112'}
        })
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        expect(await payment.findByText('Please enter a valid card number.')).toBeInTheDocument()
        await waitFor(() => expect(payment.getByLabelText(/^card number/i)).toHaveFocus())
        expect(fake.state.calls).not.toContain('PUT billing address')
        expect(orderCount()).toBe(0)
    })
})
