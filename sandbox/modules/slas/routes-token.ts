import crypto from 'crypto'
import type {Request, Response, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {SlasError} from '../../core/errors'
import {findCustomerById} from '../customers'
import {type AuthenticatedClient, authenticateClient, requireConfidential} from './clients'
import {
    channelSite,
    checkOrganization,
    codeVerifier,
    dntClaim,
    type Fields,
    formFields,
    optionalField,
    optionalUsid,
    pkceMatches,
    redirectUri,
    requiredField
} from './params'
import {OAUTH2_BASE} from './routes-authorize'
import {consumeAuthorizationCode, findRefreshSession, guestCustomerIdFor, revokeRefreshToken} from './store'
import {issueTokens} from './tokens'

const invalidGrant = (description: string) => new SlasError(400, 'invalid_grant', description)
// commerce-sdk-react matches this exact message to decide that a stored refresh token is dead.
const invalidRefreshToken = () => invalidGrant('invalid refresh_token')

const liveCustomer = (ctx: SandboxContext, customerId: string | undefined) => {
    if (!customerId) return undefined
    const customer = findCustomerById(ctx, customerId)
    return customer?.enabled ? customer : null
}

/** Step 2 of guest and registered logins. PKCE clients prove the verifier; private clients their secret. */
const exchangeCode = (ctx: SandboxContext, form: Fields, client: AuthenticatedClient, pkce: boolean) => {
    const code = requiredField(form, 'code')
    const verifier = pkce ? codeVerifier(form) : undefined
    const redirect = redirectUri(form)
    const site = channelSite(ctx, form)
    const usid = optionalUsid(form)
    const dnt = dntClaim(form)
    // Consumed before the checks below: a failed exchange burns the code, as OAuth2 recommends.
    const grant = consumeAuthorizationCode(ctx, code)
    if (!grant || grant.clientId !== client.clientId) throw invalidGrant('Invalid authorization code.')
    if (grant.redirectUri !== redirect)
        throw invalidGrant('redirect_uri does not match the authorization request.')
    if (grant.channelId !== site.id)
        throw invalidGrant('channel_id does not match the authorization request.')
    if (usid !== undefined && usid !== grant.usid)
        throw invalidGrant('usid does not match the authorization code.')
    if (verifier !== undefined && !(grant.codeChallenge && pkceMatches(verifier, grant.codeChallenge))) {
        throw invalidGrant('PKCE verification failed: code_verifier does not match code_challenge.')
    }
    const customer = liveCustomer(ctx, grant.customerId)
    if (customer === null) throw invalidGrant('The customer account is not available.')
    return issueTokens(ctx, {
        usid: grant.usid,
        guestCustomerId: grant.guestCustomerId,
        channelId: grant.channelId,
        clientId: grant.clientId,
        ...(customer ? {customer} : {}),
        ...(dnt ? {dnt} : {})
    })
}

/** Public clients get a new refresh token on every refresh; the presented one is revoked (rotation). */
const refresh = (ctx: SandboxContext, form: Fields, client: AuthenticatedClient) => {
    const token = requiredField(form, 'refresh_token')
    const channelId = optionalField(form, 'channel_id')
    const dnt = dntClaim(form)
    const session = findRefreshSession(ctx, token)
    if (!session || session.clientId !== client.clientId) throw invalidRefreshToken()
    if (channelId !== undefined && channelId !== session.channelId) throw invalidRefreshToken()
    const customer = liveCustomer(ctx, session.customerId)
    if (customer === null || !revokeRefreshToken(ctx, token, 'rotated')) throw invalidRefreshToken()
    const sessionDnt = dnt ?? session.dnt
    return issueTokens(ctx, {
        usid: session.usid,
        guestCustomerId: session.guestCustomerId,
        channelId: session.channelId,
        clientId: session.clientId,
        ...(customer ? {customer} : {}),
        ...(sessionDnt ? {dnt: sessionDnt} : {}),
        sessionExpiresAt: session.expiresAt
    })
}

/** Private-client guest login: no browser redirect, the client secret vouches for the request. */
const clientCredentials = (ctx: SandboxContext, form: Fields, client: AuthenticatedClient) => {
    requireConfidential(client)
    const site = channelSite(ctx, form)
    const usid = optionalUsid(form) ?? crypto.randomUUID()
    const dnt = dntClaim(form)
    return issueTokens(ctx, {
        usid,
        guestCustomerId: guestCustomerIdFor(ctx, usid),
        channelId: site.id,
        clientId: client.clientId,
        ...(dnt ? {dnt} : {})
    })
}

const grantTokens = (ctx: SandboxContext, req: Request) => {
    checkOrganization(ctx, req)
    const form = formFields(req)
    const grantType = requiredField(form, 'grant_type')
    const client = authenticateClient(ctx, req, form)
    switch (grantType) {
        case 'authorization_code_pkce':
            return exchangeCode(ctx, form, client, true)
        case 'authorization_code':
            requireConfidential(client)
            return exchangeCode(ctx, form, client, false)
        case 'refresh_token':
            return refresh(ctx, form, client)
        case 'client_credentials':
            return clientCredentials(ctx, form, client)
        default:
            throw new SlasError(400, 'unsupported_grant_type', `grant_type '${grantType}' is not supported.`)
    }
}

export const tokenRoutes = (router: Router, ctx: SandboxContext) => {
    router.post(`${OAUTH2_BASE}/token`, (req: Request, res: Response) => {
        res.set('Cache-Control', 'private, no-store').json(grantTokens(ctx, req))
    })
}
