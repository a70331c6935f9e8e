import crypto from 'crypto'
import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {SlasError} from '../../core/errors'
import {parseTokenSubject} from './claims'
import {verifyJwtSignature} from './jwt'
import {publicJwks} from './keys'
import {
    channelSite,
    checkClientId,
    checkOrganization,
    formFields,
    invalidRequest,
    optionalField,
    queryFields,
    redirectUri,
    requiredField
} from './params'
import {OAUTH2_BASE} from './routes-authorize'
import {findRefreshSession, guestCustomerIdFor, revokeRefreshToken} from './store'
import {issueTokens} from './tokens'

// Logout is often called with an access token that has just expired, so only its signature is checked.
const bearerSubject = (ctx: SandboxContext, req: Request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    const payload = match ? verifyJwtSignature(ctx, match[1]) : undefined
    const subject = payload ? parseTokenSubject(payload) : undefined
    if (!subject) throw new SlasError(401, 'invalid_token', 'A valid shopper access token is required.')
    return subject
}

const PASSWORD_RESET_MODES = ['callback', 'email', 'sms']

export const sessionRoutes = (router: Router, ctx: SandboxContext) => {
    // Revokes the refresh token. The body (a fresh guest session with a new usid) is ignored by the SDK, which
    // starts its own guest login afterwards.
    router.get(`${OAUTH2_BASE}/logout`, (req, res) => {
        checkOrganization(ctx, req)
        const query = queryFields(req)
        const clientId = requiredField(query, 'client_id')
        checkClientId(ctx, clientId)
        const refreshToken = requiredField(query, 'refresh_token')
        const site = channelSite(ctx, query)
        const subject = bearerSubject(ctx, req)
        const session = findRefreshSession(ctx, refreshToken)
        if (!session) throw new SlasError(400, 'invalid_grant', 'invalid refresh_token')
        if (session.usid !== subject.usid) {
            throw invalidRequest('The access token and the refresh token belong to different sessions.')
        }
        revokeRefreshToken(ctx, refreshToken, 'logout')
        const usid = crypto.randomUUID()
        const tokens = issueTokens(ctx, {
            usid,
            guestCustomerId: guestCustomerIdFor(ctx, usid),
            channelId: site.id,
            clientId
        })
        res.set('Cache-Control', 'no-store').json(tokens)
    })

    router.get(`${OAUTH2_BASE}/jwks`, (req, res) => {
        checkOrganization(ctx, req)
        res.json(publicJwks(ctx))
    })

    // Password reset request: always exactly 200, whether or not the login exists (no account enumeration).
    // Sending the reset e-mail/callback is a later feature.
    router.post(`${OAUTH2_BASE}/password/reset`, (req, res) => {
        checkOrganization(ctx, req)
        const form = formFields(req)
        requiredField(form, 'user_id')
        checkClientId(ctx, requiredField(form, 'client_id'))
        channelSite(ctx, form)
        const mode = optionalField(form, 'mode') ?? 'callback'
        if (!PASSWORD_RESET_MODES.includes(mode)) throw invalidRequest(`mode '${mode}' is not supported.`)
        if (optionalField(form, 'callback_uri') !== undefined) redirectUri({redirect_uri: form.callback_uri})
        res.status(200).end()
    })

    // Password reset action: no reset tokens are issued yet, so every token is unknown.
    router.post(`${OAUTH2_BASE}/password/action`, (req) => {
        checkOrganization(ctx, req)
        const form = formFields(req)
        requiredField(form, 'pwd_action_token')
        requiredField(form, 'new_password')
        checkClientId(ctx, requiredField(form, 'client_id'))
        channelSite(ctx, form)
        throw new SlasError(400, 'invalid_grant', 'invalid token')
    })
}
