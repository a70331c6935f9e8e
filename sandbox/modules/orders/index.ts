import type {SandboxModule} from '../../core/module'
import {orderRoutes} from './routes'
import {customerOrderRoutes} from './routes-customer'
import {ORDERS_SCHEMA} from './schema'
import {seedOrders} from './seed'

/**
 * Shopper Orders: createOrder (atomic, at most one order per basket), order payment through the simulator,
 * failing and cancelling, the customer order history and order tracking.
 */
export const ordersModule: SandboxModule = {
    name: 'orders',
    schema: ORDERS_SCHEMA,
    seed: seedOrders,
    routes(router, ctx) {
        customerOrderRoutes(router, ctx)
        orderRoutes(router, ctx)
    }
}

export {placeOrder} from './create-order'
export {createOrderPayment} from './payment'

export {failOrder} from './settle'
