import type {SandboxModule} from '../../core/module'
import {crossBorderRoutes} from './routes'
import {CROSS_BORDER_SCHEMA} from './sessions'

/** Stand-in for the cross-border checkout provider: merchant tokens, shared baskets and a hosted checkout. */
export const crossBorderModule: SandboxModule = {
    name: 'cross-border',
    schema: CROSS_BORDER_SCHEMA,
    routes: crossBorderRoutes
}

export {CROSS_BORDER_CHECKOUT_PATH} from './routes'
export {issueMerchantToken, shareBasket} from './sessions'
