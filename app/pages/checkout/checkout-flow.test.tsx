import {screen, waitFor} from '@testing-library/react'
import {emitBasketEvent} from '../../commerce/basket/basket-events'
import {fakeBasket, readyBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {
    activeStep,
    currentLocation,
    fake,
    fillAddress,
    renderCheckout,
    setUpFakeCheckout
} from './testing/render-checkout'

setUpFakeCheckout()

const GUEST_ADDRESS = {
    'First name': 'Anna',
    'Last name': 'Smith',
    Address: '1 High Street',
    'Town / city': 'London',
    Postcode: 'N1 1AA',
    'Phone number': '020 7946 0000'
}

describe('checkout steps (spec 000 §4 derivation)', () => {
    test('guest email → step 2; complete address + method → step 3 with the methods the platform offers', async () => {
        const {user} = renderCheckout()
        const contact = await activeStep(/contact/i)
        await user.type(contact.getByLabelText(/email address/i), 'anna@example.com')
        await user.click(contact.getByRole('button', {name: /continue to delivery/i}))

        await activeStep(/delivery/i)
        expect(fake.state.bodies['PUT customer']?.[0]).toMatchObject({email: 'anna@example.com'})
        await fillAddress(user, GUEST_ADDRESS)
        await screen.findByRole('radio', {name: /standard delivery/i})
        await user.click(screen.getByRole('button', {name: /continue to payment/i}))

        const payment = await activeStep(/payment/i)
        // "Normalisation strips non-digits except a leading plus" (spec 001 §5.1) before it is sent.
        expect(fake.state.bodies['PUT shipping address']?.[0]).toMatchObject({
            phone: '02079460000',
            postalCode: 'N1 1AA'
        })
        expect(fake.state.bodies['PUT shipping method']?.[0]).toEqual({id: 'gb-standard'})
        // The payment step loads when it opens, then the methods the platform offers (card first).
        expect(await payment.findByLabelText(/^card number/i, {}, {timeout: 5000})).toBeInTheDocument()
        expect(fake.state.calls).toContain('GET payment methods')
    })

    test('a basket with email, address and method opens at step 3; removing the last item returns to step 1', async () => {
        fake.reset(readyBasket())
        renderCheckout()
        await activeStep(/payment/i)
        emitBasketEvent('last-product-removed', {basketId: 'basket-1', checkoutStep: 1})
        await activeStep(/contact/i)
    })

    test("the delivery summary names the method as the delivery step listed it, in the shopper's language", async () => {
        // The customer's basket list carries no locale: the platform answers in its default language.
        fake.reset(readyBasket())
        fake.state.methods = [{id: 'gb-standard', name: 'Livraison standard', price: 4.95}]
        renderCheckout()
        await activeStep(/payment/i)
        expect(await screen.findByText('Livraison standard')).toBeInTheDocument()
        expect(screen.queryByText('Standard delivery')).not.toBeInTheDocument()
    })

    test('an empty basket goes back to the cart', async () => {
        fake.reset(fakeBasket({productItems: []}))
        renderCheckout()
        await waitFor(() => expect(currentLocation()).toBe('/cart'))
    })
})

describe('checkout analytics', () => {
    test('begin checkout names only the coupons that count ("Coupon: only status applied counts")', async () => {
        fake.reset(
            fakeBasket({
                couponItems: [
                    {couponItemId: 'c1', code: 'WELCOME10', statusCode: 'applied'},
                    {couponItemId: 'c2', code: 'EXPIRED5', statusCode: 'coupon_code_expired'}
                ]
            })
        )
        window.dataLayer = []
        renderCheckout()
        await waitFor(() =>
            expect(window.dataLayer).toContainEqual(
                expect.objectContaining({
                    event: 'begin_checkout',
                    ecommerce: expect.objectContaining({coupon: 'WELCOME10'})
                })
            )
        )
    })
})
