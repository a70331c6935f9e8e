import type {Router} from 'express'
import {requireShopperRequest} from '../../../core/auth'
import type {SandboxContext} from '../../../core/context'
import {ApiError, badRequest} from '../../../core/errors'
import {completePasswordReset, requestPasswordReset} from '../../accounts/password-reset'
import {asyncRoute, CUSTOMERS_BASE} from '../account-guard'
import {EMAIL, isObject} from '../profile-fields'
import {invalidPassword} from '../registration'
import {RESET_TOKEN_TTL_MINUTES} from '../reset-tokens'

const MAX_LOGIN = 256

const requireText = (body: Record<string, unknown>, name: string, maxLength: number) => {
    const value = body[name]
    if (typeof value !== 'string' || !value.trim())
        throw badRequest(`The following properties were missing from your request: ${name}`)
    if (value.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters.`)
    return value.trim()
}

const bodyOf = (body: unknown) => {
    if (!isObject(body) || Object.keys(body).length === 0)
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    return body
}

const invalidResetToken = (detail: string) =>
    new ApiError(400, 'invalid-reset-token', 'Invalid Reset Token', detail)

/**
 * The Shopper Customers variant of the forgotten-password flow, backed by the same tokens and mails as SLAS
 * `/oauth2/password/reset` + `/action`. Both need a shopper token (a guest's is fine).
 */
export const passwordResetRoutes = (router: Router, ctx: SandboxContext) => {
    // getResetPasswordToken. The platform hands the token to trusted callers, which mail it themselves; a
    // storefront must never hold another shopper's reset token, so the sandbox mails the link (outbox) and
    // answers identically for known and unknown logins, with an empty `resetToken`.
    router.post(`${CUSTOMERS_BASE}/password/actions/create-reset-token`, (req, res) => {
        const {site} = requireShopperRequest(ctx, req)
        const login = requireText(bodyOf(req.body), 'login', MAX_LOGIN)
        const locale = typeof req.query.locale === 'string' ? req.query.locale : undefined
        requestPasswordReset(ctx, {login, siteId: site.id, ...(locale ? {locale} : {})})
        res.set('Cache-Control', 'private, no-store').json({
            login,
            email: EMAIL.test(login) ? login : '',
            resetToken: '',
            expiresInMinutes: RESET_TOKEN_TTL_MINUTES
        })
    })

    // resetPassword: {resetToken, login, newPassword} → 204.
    router.post(
        `${CUSTOMERS_BASE}/password/actions/reset`,
        asyncRoute(async (req, res) => {
            const {site} = requireShopperRequest(ctx, req)
            const body = bodyOf(req.body)
            const token = requireText(body, 'resetToken', 4096)
            const login = requireText(body, 'login', MAX_LOGIN)
            if (typeof body.newPassword !== 'string' || !body.newPassword)
                throw badRequest('The following properties were missing from your request: newPassword')
            const outcome = await completePasswordReset(ctx, {
                token,
                login,
                newPassword: body.newPassword,
                siteId: site.id
            })
            if (!outcome.ok) {
                if (outcome.reason === 'weak-password') throw invalidPassword(outcome.violation)
                if (outcome.reason === 'expired-token')
                    throw invalidResetToken('The reset token has expired.')
                if (outcome.reason === 'used-token')
                    throw invalidResetToken('The reset token has already been used.')
                throw invalidResetToken('The reset token is not valid.')
            }
            res.set('Cache-Control', 'private, no-store').status(204).end()
        })
    )
}
