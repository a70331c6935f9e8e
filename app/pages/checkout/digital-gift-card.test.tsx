import {within} from '@testing-library/react'
import {fakeBasket, reprice} from '../../commerce/checkout/testing/fake-checkout-state'
import {activeStep, fake, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

setUpFakeCheckout()

/**
 * Issue #9: "a digital-only basket needs no postal address and no shipping charge, and its totals add up".
 * A bag of one £50 e-gift card with the shopper's email goes straight to payment, with its billing address
 * asked for on its own, and the summary adds up.
 */
test('a bag holding only an e-gift card checks out without a delivery address or method', async () => {
    fake.reset(
        reprice(
            fakeBasket({
                productItems: [],
                giftCertificateItems: [{giftCertificateItemId: 'g1', amount: 50}],
                customerInfo: {customerId: 'guest', email: 'anna@example.com'}
            })
        )
    )
    window.dataLayer = []
    renderCheckout()
    const payment = await activeStep(/payment/i)
    // The delivery step is done by email: nothing to fill in, nothing to edit.
    const delivery = document.getElementById('checkout-step-2')?.closest('section') as HTMLElement
    expect(within(delivery).getByText(/sent by email/)).toBeInTheDocument()
    expect(within(delivery).queryByText(/^edit/i)).not.toBeInTheDocument()
    // Billing: its own address form, no "use my shipping address".
    expect(payment.queryByLabelText(/use my shipping address/i)).not.toBeInTheDocument()
    expect(payment.getByLabelText('Postcode')).toBeInTheDocument()

    // Plain selectors: role queries over the whole checkout are slow, and the panel is hidden below desktop.
    const summary = document.querySelector('aside[aria-labelledby="order-summary-title"]') as HTMLElement
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('£50.00')
    expect(within(summary).queryByText('Delivery')).not.toBeInTheDocument()
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('£50.00')
    // Checkout progress (spec 001 §4.1): the basket has reached 3, payment.
    expect(window.dataLayer).toEqual(
        expect.arrayContaining([
            expect.objectContaining({event: 'checkout_step', checkout: {step: 3, name: 'payment'}})
        ])
    )
})
