import type {SandboxModule} from '../../core/module'
import {APPLE_PAY_SCHEMA} from './apple-pay-session'
import {applePayRoutes} from './routes-apple-pay'
import {basketControllerRoutes} from './routes-basket'
import {billingControllerRoutes} from './routes-billing'
import {crossBorderControllerRoutes} from './routes-cross-border'
import {shippingControllerRoutes} from './routes-shipping'

/**
 * Storefront controllers of the checkout (`/on/demandware.store/Sites-{site}-Site/{locale}/...`): shipping
 * estimates, checkout state, gift card balance, delivery message, basket email, the cross-border hand-off and
 * Apple Pay.
 */
export const checkoutControllersModule: SandboxModule = {
    name: 'checkout-controllers',
    schema: APPLE_PAY_SCHEMA,
    routes(router, ctx) {
        shippingControllerRoutes(router, ctx)
        billingControllerRoutes(router, ctx)
        basketControllerRoutes(router, ctx)
        crossBorderControllerRoutes(router, ctx)
        applePayRoutes(router, ctx)
    }
}

export {CAPTCHA_TEST_TOKEN} from './captcha'
