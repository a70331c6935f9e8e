import type {SandboxContext} from '../../core/context'
import {changeCredentials} from '../customers/credentials-change'
import {hashPassword, passwordPolicyViolation} from '../customers/passwords'
import {
    consumeResetToken,
    createResetToken,
    inspectResetToken,
    recentResetTokenCount
} from '../customers/reset-tokens'
import {findCustomerById, findCustomerByLogin} from '../customers/store'
import {pkceMatches} from '../slas/params'
import {sendPasswordChangedMail, sendPasswordResetMail} from './account-mails'
import {storefrontUrl} from './storefront-links'

/**
 * Forgotten-password flow shared by SLAS (`/oauth2/password/reset` + `/action`) and Shopper Customers
 * (`/customers/password/actions/create-reset-token` + `/reset`): a single-use token, valid 15 minutes, mailed
 * as a link to the storefront's reset page; the token itself never appears in an API response.
 */

// More requests than this within a token's lifetime send no further mail (the caller still sees 200).
const MAX_RESET_MAILS = 5

export interface ResetRequest {
    login: string
    siteId: string
    locale?: string
    /** The page the link opens; defaults to the storefront's `/reset-password` for the site and locale. */
    callbackUri?: string
    /** PKCE: the reset must then present the matching `code_verifier`. */
    codeChallenge?: string
}

/** Mails a reset link when the login exists. Callers answer identically either way (no account enumeration). */
export const requestPasswordReset = (ctx: SandboxContext, request: ResetRequest) => {
    const customer = findCustomerByLogin(ctx, request.login)
    if (!customer?.enabled) return
    if (recentResetTokenCount(ctx, customer.customerId) >= MAX_RESET_MAILS) return
    const {token} = createResetToken(ctx, customer.customerId, {
        ...(request.codeChallenge ? {codeChallenge: request.codeChallenge} : {})
    })
    const link = new URL(
        request.callbackUri ?? storefrontUrl(request.siteId, '/reset-password', request.locale)
    )
    link.searchParams.set('token', token)
    link.searchParams.set('email', customer.login)
    sendPasswordResetMail(ctx, customer, link.toString(), request.siteId)
}

export interface ResetCompletion {
    token: string
    newPassword: string
    /** When given, must be the login the token was issued for. */
    login?: string
    codeVerifier?: string
    siteId?: string
}

export type ResetOutcome =
    | {ok: true; customerId: string}
    | {ok: false; reason: 'invalid-token' | 'used-token' | 'expired-token' | 'verifier-mismatch'}
    | {ok: false; reason: 'weak-password'; violation: string}

/** Checks the token, then the password; sets the password and uses the token up only when both are fine. */
export const completePasswordReset = async (
    ctx: SandboxContext,
    completion: ResetCompletion
): Promise<ResetOutcome> => {
    const state = inspectResetToken(ctx, completion.token)
    if (state.status === 'used') return {ok: false, reason: 'used-token'}
    if (state.status === 'expired') return {ok: false, reason: 'expired-token'}
    if (state.status !== 'valid') return {ok: false, reason: 'invalid-token'}
    const customer = findCustomerById(ctx, state.customerId)
    const loginMatches =
        completion.login === undefined || customer?.login.toLowerCase() === completion.login.toLowerCase()
    if (!customer?.enabled || !loginMatches) return {ok: false, reason: 'invalid-token'}
    if (state.codeChallenge) {
        const verifier = completion.codeVerifier
        if (!verifier || !pkceMatches(verifier, state.codeChallenge))
            return {ok: false, reason: 'verifier-mismatch'}
    }
    const violation = passwordPolicyViolation(completion.newPassword)
    if (violation) return {ok: false, reason: 'weak-password', violation}
    const passwordHash = await hashPassword(completion.newPassword)
    // Two requests may race with the same token while the password hashes; only one may win.
    if (!consumeResetToken(ctx, completion.token)) return {ok: false, reason: 'used-token'}
    changeCredentials(ctx, customer.customerId, {passwordHash})
    sendPasswordChangedMail(ctx, customer, completion.siteId)
    return {ok: true, customerId: customer.customerId}
}
