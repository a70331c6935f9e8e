import type {SandboxModule} from '../../core/module'
import {customerRoutes} from './routes'
import {ACCOUNT_RESOURCES_SCHEMA, CUSTOMERS_SCHEMA} from './schema'
import {seedCustomers} from './seed'

/**
 * Registered customers and their accounts (Shopper Customers): registration, profile, password change and
 * reset, saved addresses, saved cards, wish lists; customer groups.
 */
export const customersModule: SandboxModule = {
    name: 'customers',
    schema: CUSTOMERS_SCHEMA + ACCOUNT_RESOURCES_SCHEMA,
    seed: seedCustomers,
    routes: customerRoutes
}

export {customerGroupsOf, isInsider, EVERYONE, REGISTERED, UNREGISTERED, INSIDERS} from './groups'
export {findCustomerById, findCustomerByLogin, type CustomerRecord} from './store'
export {verifyCredentials} from './credentials'
export {recordLogin} from './store'
export {addCustomerToGroup} from './store'
