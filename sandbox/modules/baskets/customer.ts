import {emailField, mergeCustom} from './input'
import type {BasketState} from './model'

/**
 * PUT /baskets/{id}/customer. `c_cookiesStatus` records the shopper's consent choice; the basket answers
 * with `c_brazeStatus`, telling the storefront whether the customer-data platform may be told about this
 * email (only with marketing consent).
 */
const CONSENTED = /^(true|accepted|all|yes|1)$|C0004/i

export const applyCustomerInfo = (state: BasketState, body: Record<string, unknown>) => {
    const email = emailField(body, 'email')
    if (email) state.customerEmail = email
    else if (body.email === null) delete state.customerEmail
    state.customerCustom = mergeCustom(state.customerCustom, body, ['c_brazeStatus'])
    const cookies = state.customerCustom.c_cookiesStatus
    if (cookies !== undefined) {
        const consent = CONSENTED.test(typeof cookies === 'string' ? cookies : JSON.stringify(cookies))
        state.custom.c_brazeStatus = !consent
            ? 'not_consented'
            : state.customerEmail
            ? 'synced'
            : 'pending_email'
    }
}
