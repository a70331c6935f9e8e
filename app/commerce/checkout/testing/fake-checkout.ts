import {createFakePlatform} from '../../session/testing/fake-platform'
import {checkoutControllerHandlers} from './fake-checkout-controllers'
import {checkoutHandlers} from './fake-checkout-handlers'
import {createCheckoutState, type FakeCheckoutState} from './fake-checkout-state'
import type {CheckoutBasket} from '../types'

/**
 * The session layer's fake platform (SLAS, customers, login controllers) plus the checkout's baskets, orders,
 * controllers and stores, so checkout components run the real commerce SDK end to end in jsdom.
 */
export const createFakeCheckout = () => {
    const platform = createFakePlatform()
    const checkout: {state: FakeCheckoutState} = {state: createCheckoutState()}
    return {
        server: platform.server,
        platform,
        get state() {
            return checkout.state
        },
        reset(basket?: CheckoutBasket) {
            platform.reset()
            checkout.state = createCheckoutState(basket)
            platform.server.use(
                ...checkoutHandlers(checkout.state),
                ...checkoutControllerHandlers(checkout.state)
            )
        }
    }
}
