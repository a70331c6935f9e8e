import type {SandboxContext} from '../../core/context'
import {findCustomerById} from '../customers/store'
import {issuedAtMs, parseTokenSubject} from './claims'

/**
 * The exact detail the platform sends when a registered shopper's token predates a password or login change;
 * commerce-sdk-react logs the shopper out when it sees it (instead of refreshing and retrying).
 */
export const CREDENTIALS_CHANGED_DETAIL = 'Customer credentials changed after token was issued.'

/** True for a registered token issued before the customer's last credentials change (or for a gone customer). */
export const issuedBeforeCredentialsChange = (ctx: SandboxContext, payload: Record<string, unknown>) => {
    const subject = parseTokenSubject(payload)
    if (!subject?.registeredCustomerId) return false
    const customer = findCustomerById(ctx, subject.registeredCustomerId)
    if (!customer) return true
    const issued = issuedAtMs(payload)
    const changed = customer.passwordChangedAt ? Date.parse(customer.passwordChangedAt) : NaN
    return issued === undefined || (!isNaN(changed) && issued < changed)
}
