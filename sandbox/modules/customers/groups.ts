import type {SandboxContext} from '../../core/context'
import {assignedGroupsOf, findCustomerById} from './store'

/** System groups every platform instance has. */
export const EVERYONE = 'Everyone'
export const REGISTERED = 'Registered'
export const UNREGISTERED = 'Unregistered'
/** The loyalty ("insiders") group the storefront personalises for. */
export const INSIDERS = 'MKT_SBINSIDERS'

/**
 * Customer groups of a shopper: `['Everyone', 'Unregistered']` for guests (any id that is not a registered
 * customer, or none), `['Everyone', 'Registered', ...assigned]` for registered customers.
 */
export const customerGroupsOf = (ctx: SandboxContext, customerId: string | undefined): string[] => {
    const customer = customerId ? findCustomerById(ctx, customerId) : undefined
    if (!customer) return [EVERYONE, UNREGISTERED]
    return [EVERYONE, REGISTERED, ...assignedGroupsOf(ctx, customer.customerId)]
}

export const isInsider = (ctx: SandboxContext, customerId: string | undefined) =>
    customerGroupsOf(ctx, customerId).includes(INSIDERS)
