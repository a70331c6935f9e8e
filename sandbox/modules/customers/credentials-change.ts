import type {SandboxContext} from '../../core/context'
import {revokeCustomerSessions} from '../slas/store'
import {invalidateResetTokens} from './reset-tokens'
import {updateCredentials} from './store'

/**
 * A password or login change, everything it implies in one transaction: the new credentials with their
 * change stamp (older access tokens now fail with "Customer credentials changed after token was issued."),
 * every refresh token and pending login code revoked, and outstanding reset links dead.
 */
export const changeCredentials = (
    ctx: SandboxContext,
    customerId: string,
    changes: {passwordHash?: string; login?: string}
) => {
    ctx.db.transaction(() => {
        updateCredentials(ctx, customerId, changes)
        revokeCustomerSessions(ctx, customerId)
        invalidateResetTokens(ctx, customerId)
    })()
}
