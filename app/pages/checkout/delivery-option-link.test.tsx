import {fakeBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {activeStep, fake, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

setUpFakeCheckout()

afterEach(() => window.sessionStorage.clear())

/** "deliveryOption (preselects click-and-collect)" (spec 000 §2): a link's choice opens the delivery step on it. */
test('a link with deliveryOption=clickAndCollect opens the delivery step on click and collect', async () => {
    fake.reset(fakeBasket({customerInfo: {customerId: 'guest', email: 'anna@example.com'}}))
    // The shell remembers a link's deliveryOption for the visit (app/commerce/session/use-link-parameters.ts).
    window.sessionStorage.setItem('vela.deliveryOption', 'clickAndCollect')
    renderCheckout()
    const delivery = await activeStep(/delivery/i)
    expect(await delivery.findByRole('radio', {name: /click & collect/i})).toBeChecked()
    expect(delivery.queryByLabelText('Postcode')).not.toBeInTheDocument()
})
