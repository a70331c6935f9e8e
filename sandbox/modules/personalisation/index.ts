import type {SandboxModule} from '../../core/module'
import {personalisationRoutes} from './routes'
import {PERSONALISATION_SCHEMA} from './store'

/**
 * The personalisation service's stand-in (spec 001 §7.3, spec 000 §7): activities recorded per visitor,
 * recommenders computed from the catalogue, the orders (bought together) and the visitor's own views, zone
 * recommendations, the choose API (campaigns by page type and customer group) and engagement collection.
 * Under /personalisation on the sandbox's public origin, with CORS, as the vendor's API is on its own host.
 */
export const personalisationModule: SandboxModule = {
    name: 'personalisation',
    schema: PERSONALISATION_SCHEMA,
    routes: personalisationRoutes
}
