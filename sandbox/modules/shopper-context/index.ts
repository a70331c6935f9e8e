import type {SandboxModule} from '../../core/module'
import {shopperContextRoutes} from './routes'
import {SHOPPER_CONTEXT_SCHEMA} from './store'

/** Shopper Context API (per-session context keyed by usid) and Shopper Configurations. */
export const shopperContextModule: SandboxModule = {
    name: 'shopper-context',
    schema: SHOPPER_CONTEXT_SCHEMA,
    routes: shopperContextRoutes
}

export {findShopperContext} from './store'
