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
    invalidRequest,
    queryFields,
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
        res.set('Cache-Control', 'private, no-store').json(tokens)
    })

    router.get(`${OAUTH2_BASE}/jwks`, (req, res) => {
        checkOrganization(ctx, req)
        res.json(publicJwks(ctx))
    })
}
