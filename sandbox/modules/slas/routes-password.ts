import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {SlasError} from '../../core/errors'
import {completePasswordReset, requestPasswordReset, type ResetOutcome} from '../accounts/password-reset'
import {isAllowedCallback} from '../accounts/storefront-links'
import {authenticateClient} from './clients'
import {
    channelSite,
    checkOrganization,
    codeChallenge,
    type Fields,
    formFields,
    invalidRequest,
    optionalField,
    requiredField
} from './params'
import {asyncRoute, OAUTH2_BASE} from './routes-authorize'

const PASSWORD_RESET_MODES = ['callback', 'email', 'sms']
const MAX_LOGIN = 256
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/

/** The page the reset link opens: must parse, and be a callback this instance would call (see storefront-links). */
const callbackUri = (form: Fields) => {
    const value = optionalField(form, 'callback_uri')
    if (value === undefined) return undefined
    let url: URL
    try {
        url = new URL(value)
    } catch {
        throw invalidRequest('callback_uri must be an absolute URL.')
    }
    if (!isAllowedCallback(url)) throw invalidRequest('callback_uri is not registered for this client.')
    return url.toString()
}

// Every failure reads "invalid token..." (the storefront matches /invalid token/i); the reasons stay apart
// so a shopper with an old link can be told to ask for a new one.
const RESET_FAILURES: Record<Exclude<ResetOutcome, {ok: true}>['reason'], string> = {
    'invalid-token': 'invalid token',
    'used-token': 'invalid token: the token has already been used',
    'expired-token': 'invalid token: the token has expired',
    'verifier-mismatch': 'invalid token: code_verifier does not match the code_challenge of the request',
    'weak-password': 'The new password does not meet the password policy.'
}

export const passwordRoutes = (router: Router, ctx: SandboxContext) => {
    // Reset request: always exactly 200 with an empty body, whether or not the login exists (no account
    // enumeration). For a known login the reset link is mailed (see GET /__sandbox/outbox).
    router.post(`${OAUTH2_BASE}/password/reset`, (req, res) => {
        checkOrganization(ctx, req)
        const form = formFields(req)
        authenticateClient(ctx, req, form)
        const login = requiredField(form, 'user_id')
        if (login.length > MAX_LOGIN) throw invalidRequest('user_id is too long.')
        const site = channelSite(ctx, form)
        const mode = optionalField(form, 'mode') ?? 'callback'
        if (!PASSWORD_RESET_MODES.includes(mode)) throw invalidRequest(`mode '${mode}' is not supported.`)
        const locale = optionalField(form, 'locale')
        if (locale !== undefined && !LOCALE.test(locale)) throw invalidRequest('locale is not valid.')
        const challenge =
            optionalField(form, 'code_challenge') !== undefined ? codeChallenge(form) : undefined
        const callback = callbackUri(form)
        requestPasswordReset(ctx, {
            login,
            siteId: site.id,
            ...(locale ? {locale} : {}),
            ...(callback ? {callbackUri: callback} : {}),
            ...(challenge ? {codeChallenge: challenge} : {})
        })
        res.set('Cache-Control', 'private, no-store').status(200).end()
    })

    // Reset action: the mailed token plus the new password. 200 with an empty body; the token is then used up
    // and every session of the customer ends.
    router.post(
        `${OAUTH2_BASE}/password/action`,
        asyncRoute(async (req, res) => {
            checkOrganization(ctx, req)
            const form = formFields(req)
            authenticateClient(ctx, req, form)
            const token = requiredField(form, 'pwd_action_token')
            const newPassword = requiredField(form, 'new_password')
            const site = channelSite(ctx, form)
            const login = optionalField(form, 'user_id')
            const verifier = optionalField(form, 'code_verifier')
            const outcome = await completePasswordReset(ctx, {
                token,
                newPassword,
                siteId: site.id,
                ...(login !== undefined ? {login} : {}),
                ...(verifier !== undefined ? {codeVerifier: verifier} : {})
            })
            if (!outcome.ok) {
                const description =
                    outcome.reason === 'weak-password'
                        ? `The new password needs ${outcome.violation}.`
                        : RESET_FAILURES[outcome.reason]
                throw new SlasError(
                    400,
                    outcome.reason === 'weak-password' ? 'invalid_request' : 'invalid_grant',
                    description
                )
            }
            res.set('Cache-Control', 'private, no-store').status(200).end()
        })
    )
}
