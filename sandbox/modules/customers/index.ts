import type {SandboxModule} from '../../core/module'
import {customerRoutes} from './routes'
import {CUSTOMERS_SCHEMA} from './schema'
import {seedCustomers} from './seed'

/** Registered customers: profiles, passwords, customer groups (addresses, lists and orders come later). */
export const customersModule: SandboxModule = {
    name: 'customers',
    schema: CUSTOMERS_SCHEMA,
    seed: seedCustomers,
    routes: customerRoutes
}

export {customerGroupsOf, isInsider, EVERYONE, REGISTERED, UNREGISTERED, INSIDERS} from './groups'
export {findCustomerById, findCustomerByLogin, type CustomerRecord} from './store'
export {verifyCredentials} from './credentials'
export {recordLogin} from './store'
