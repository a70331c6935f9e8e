import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import type {CustomerRecord} from '../customers'
import {ACCESS_TOKEN_TTL_SECONDS, accessTokenClaims, tenantOf} from './claims'
import {signJwt} from './jwt'
import {createRefreshToken} from './store'

/** Refresh token lifetimes the platform uses by default: 30 days for guests, 90 days for registered shoppers. */
export const GUEST_REFRESH_TTL_SECONDS = 30 * 24 * 3600
export const REGISTERED_REFRESH_TTL_SECONDS = 90 * 24 * 3600

export interface SessionToIssue {
    usid: string
    guestCustomerId: string
    channelId: string
    clientId: string
    /** Present for registered shoppers. */
    customer?: CustomerRecord
    dnt?: '1' | '0'
    /** A rotated refresh token keeps its session's end; a new session gets the full lifetime. */
    sessionExpiresAt?: number
}

// An opaque, stable per-customer value (the platform encrypts the customer id; nobody decrypts it client-side).
const encryptedUserId = (ctx: SandboxContext, customerId: string) =>
    crypto
        .createHash('sha256')
        .update(`enc-user-id:${tenantOf(ctx.config.organizationId)}:${customerId}`)
        .digest('base64url')

const idToken = (ctx: SandboxContext, customer: CustomerRecord, clientId: string) => {
    const iat = Math.floor(ctx.clock.now() / 1000)
    return signJwt(ctx, {
        iss: `slas/prod/${tenantOf(ctx.config.organizationId)}`,
        sub: customer.customerId,
        aud: clientId,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
        email: customer.email,
        given_name: customer.firstName,
        family_name: customer.lastName
    })
}

/** Mints an access token and a new refresh token for the session, in the SLAS `TokenResponse` shape. */
export const issueTokens = (ctx: SandboxContext, session: SessionToIssue) => {
    const now = ctx.clock.now()
    const {customer} = session
    const lifetime = customer ? REGISTERED_REFRESH_TTL_SECONDS : GUEST_REFRESH_TTL_SECONDS
    const expiresAt = session.sessionExpiresAt ?? now + lifetime * 1000
    const claims = accessTokenClaims(
        ctx.config,
        {
            usid: session.usid,
            channelId: session.channelId,
            guestCustomerId: session.guestCustomerId,
            ...(customer
                ? {
                      registered: {
                          customerId: customer.customerId,
                          login: customer.login,
                          firstName: customer.firstName,
                          lastName: customer.lastName
                      }
                  }
                : {}),
            ...(session.dnt ? {dnt: session.dnt} : {})
        },
        now
    )
    const refreshToken = createRefreshToken(ctx, {
        usid: session.usid,
        guestCustomerId: session.guestCustomerId,
        ...(customer ? {customerId: customer.customerId} : {}),
        channelId: session.channelId,
        clientId: session.clientId,
        ...(session.dnt ? {dnt: session.dnt} : {}),
        expiresAt
    })
    return {
        access_token: signJwt(ctx, claims),
        id_token: customer ? idToken(ctx, customer, session.clientId) : '',
        refresh_token: refreshToken,
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        refresh_token_expires_in: Math.max(0, Math.floor((expiresAt - now) / 1000)),
        token_type: 'BEARER',
        usid: session.usid,
        customer_id: customer ? customer.customerId : session.guestCustomerId,
        enc_user_id: customer ? encryptedUserId(ctx, customer.customerId) : '',
        idp_access_token: ''
    }
}
