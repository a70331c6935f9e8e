import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import {newCustomerId} from '../customers/ids'

const hash = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex')
const newSecret = () => crypto.randomBytes(32).toString('base64url')

/** The guest customer of a usid, created on first use. */
export const guestCustomerIdFor = (ctx: SandboxContext, usid: string): string => {
    const existing = lastGuestCustomerId(ctx, usid)
    if (existing) return existing
    const guestCustomerId = newCustomerId()
    ctx.db
        .prepare('INSERT INTO slas_shoppers (usid, guest_customer_id, created_at) VALUES (?, ?, ?)')
        .run(usid, guestCustomerId, ctx.clock.now())
    return guestCustomerId
}

/**
 * The guest customer id last used with this usid, if any. A registered login keeps the guest's usid, so basket
 * merge uses this to find the guest basket ("previous shopper").
 */
export const lastGuestCustomerId = (ctx: SandboxContext, usid: string): string | undefined => {
    const row = ctx.db.prepare('SELECT guest_customer_id FROM slas_shoppers WHERE usid = ?').get(usid) as
        | {guest_customer_id: string}
        | undefined
    return row?.guest_customer_id
}

/** What an authorization code stands for until it is exchanged. */
export interface CodeGrant {
    usid: string
    guestCustomerId: string
    /** Registered logins only. */
    customerId?: string
    channelId: string
    clientId: string
    redirectUri: string
    /** Absent only for private-client codes, which authenticate with the client secret instead. */
    codeChallenge?: string
}

const CODE_TTL_MS = 5 * 60 * 1000

export const createAuthorizationCode = (ctx: SandboxContext, grant: CodeGrant): string => {
    const now = ctx.clock.now()
    const code = newSecret()
    // Expired codes are useless; clearing them here keeps the table small without a timer.
    ctx.db.prepare('DELETE FROM slas_authorization_codes WHERE expires_at < ?').run(now)
    ctx.db
        .prepare(
            `INSERT INTO slas_authorization_codes (code_hash, usid, guest_customer_id, customer_id, channel_id,
                client_id, redirect_uri, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            hash(code),
            grant.usid,
            grant.guestCustomerId,
            grant.customerId ?? null,
            grant.channelId,
            grant.clientId,
            grant.redirectUri,
            grant.codeChallenge ?? null,
            now + CODE_TTL_MS
        )
    return code
}

interface CodeRow {
    usid: string
    guest_customer_id: string
    customer_id: string | null
    channel_id: string
    client_id: string
    redirect_uri: string
    code_challenge: string | null
    expires_at: number
    used_at: number | null
}

/** Marks the code used and returns its grant; undefined when unknown, expired or already used (single use). */
export const consumeAuthorizationCode = (ctx: SandboxContext, code: string): CodeGrant | undefined => {
    const now = ctx.clock.now()
    const row = ctx.db
        .prepare('SELECT * FROM slas_authorization_codes WHERE code_hash = ?')
        .get(hash(code)) as CodeRow | undefined
    if (!row || row.used_at !== null || row.expires_at < now) return undefined
    const claimed = ctx.db
        .prepare('UPDATE slas_authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL')
        .run(now, hash(code))
    if (claimed.changes !== 1) return undefined
    return {
        usid: row.usid,
        guestCustomerId: row.guest_customer_id,
        ...(row.customer_id ? {customerId: row.customer_id} : {}),
        channelId: row.channel_id,
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        ...(row.code_challenge ? {codeChallenge: row.code_challenge} : {})
    }
}

/** A refresh token's session: everything needed to mint the next access token. */
export interface RefreshSession {
    usid: string
    guestCustomerId: string
    customerId?: string
    channelId: string
    clientId: string
    dnt?: '1' | '0'
    /** Epoch ms after which the session cannot be refreshed. */
    expiresAt: number
}

export const createRefreshToken = (ctx: SandboxContext, session: RefreshSession): string => {
    const token = newSecret()
    ctx.db
        .prepare(
            `INSERT INTO slas_refresh_tokens (token_hash, usid, guest_customer_id, customer_id, channel_id, client_id,
                dnt, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            hash(token),
            session.usid,
            session.guestCustomerId,
            session.customerId ?? null,
            session.channelId,
            session.clientId,
            session.dnt ?? null,
            ctx.clock.now(),
            session.expiresAt
        )
    return token
}

interface RefreshRow {
    usid: string
    guest_customer_id: string
    customer_id: string | null
    channel_id: string
    client_id: string
    dnt: string | null
    expires_at: number
    revoked_at: number | null
}

/** The session of a live refresh token; undefined when unknown, revoked (rotated or logged out) or expired. */
export const findRefreshSession = (ctx: SandboxContext, token: string): RefreshSession | undefined => {
    const row = ctx.db.prepare('SELECT * FROM slas_refresh_tokens WHERE token_hash = ?').get(hash(token)) as
        | RefreshRow
        | undefined
    if (!row || row.revoked_at !== null || row.expires_at <= ctx.clock.now()) return undefined
    return {
        usid: row.usid,
        guestCustomerId: row.guest_customer_id,
        ...(row.customer_id ? {customerId: row.customer_id} : {}),
        channelId: row.channel_id,
        clientId: row.client_id,
        ...(row.dnt === '1' || row.dnt === '0' ? {dnt: row.dnt} : {}),
        expiresAt: row.expires_at
    }
}

/** Revokes a live refresh token; false when it was not live (another request rotated it first). */
export const revokeRefreshToken = (
    ctx: SandboxContext,
    token: string,
    reason: 'rotated' | 'logout'
): boolean =>
    ctx.db
        .prepare(
            'UPDATE slas_refresh_tokens SET revoked_at = ?, revoked_reason = ? WHERE token_hash = ? AND revoked_at IS NULL'
        )
        .run(ctx.clock.now(), reason, hash(token)).changes === 1

/**
 * Ends every session of a registered customer: live refresh tokens are revoked and pending authorization codes
 * burnt (after a password or login change, nothing issued under the old credentials may mint new tokens).
 */
export const revokeCustomerSessions = (ctx: SandboxContext, customerId: string) => {
    const now = ctx.clock.now()
    ctx.db
        .prepare(
            `UPDATE slas_refresh_tokens SET revoked_at = ?, revoked_reason = 'credentials-changed'
              WHERE customer_id = ? AND revoked_at IS NULL`
        )
        .run(now, customerId)
    ctx.db
        .prepare('UPDATE slas_authorization_codes SET used_at = ? WHERE customer_id = ? AND used_at IS NULL')
        .run(now, customerId)
}
