import type {SandboxModule} from '../../core/module'
import {paymentRoutes} from './routes'
import {PAYMENTS_SCHEMA} from './schema'

/** The card payment simulator and its hosted 3-D Secure challenge page. */
export const paymentsModule: SandboxModule = {
    name: 'payments',
    schema: PAYMENTS_SCHEMA,
    routes: paymentRoutes
}
