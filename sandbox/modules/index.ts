import type {SandboxModule} from '../core/module'
import {ACCOUNT_MODULES} from './accounts'
import {catalogModule} from './catalog'
import {contentModule} from './content'
import {customersModule} from './customers'
import {mediaModule} from './media'
import {shellControllersModule} from './shell-controllers'
import {shopperContextModule} from './shopper-context'
import {slasModule} from './slas'
import {basketsModule} from './baskets'
import {checkoutControllersModule} from './checkout-controllers'
import {crossBorderModule} from './cross-border'
import {giftCertificatesModule} from './gift-certificates'
import {ordersModule} from './orders'
import {paymentsModule} from './payments'
import {payLaterModule} from './pay-later'
import {personalisationModule} from './personalisation'
import {promotionsModule} from './promotions'
import {reviewsModule} from './reviews'
import {sharedBasketModule} from './shared-basket'
import {storesModule} from './stores'
import {thirdPartyModule} from './third-party'

/**
 * Every capability of the sandbox, in seed order (a module may read what an earlier one seeded: content
 * refers to products, baskets to prices...).
 */
export const sandboxModules: SandboxModule[] = [
    customersModule,
    slasModule,
    ...ACCOUNT_MODULES,
    catalogModule,
    contentModule,
    shellControllersModule,
    shopperContextModule,
    mediaModule,
    // Commerce: baskets price from the catalogue and customer groups; orders seed after stores and baskets.
    giftCertificatesModule,
    promotionsModule,
    paymentsModule,
    storesModule,
    basketsModule,
    ordersModule,
    checkoutControllersModule,
    crossBorderModule,
    sharedBasketModule,
    // Third-party stand-ins: browser scripts and the APIs they read.
    payLaterModule,
    reviewsModule,
    // Personalisation reads the catalogue and the orders.
    personalisationModule,
    thirdPartyModule
]
