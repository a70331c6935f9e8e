import type {SandboxModule} from '../../core/module'
import {thirdPartyRoutes} from './routes'
import {THIRD_PARTY_SCHEMA} from './store'

/**
 * Stand-ins for the third-party scripts the storefront loads (spec 001 §7.3 'Scripts'): the consent tool,
 * the tag manager's container, the customer-data SDK, live chat, the global-shipping loader and the UGC
 * provider's storytelling carousel and gallery. Each has the vendor's browser interface, does something
 * visible and records what it received (GET /__sandbox/third-party/hits?service=&clientId=).
 */
export const thirdPartyModule: SandboxModule = {
    name: 'third-party',
    schema: THIRD_PARTY_SCHEMA,
    routes: thirdPartyRoutes
}
