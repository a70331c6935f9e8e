import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'

/** Reset links work for 15 minutes, once. */
export const RESET_TOKEN_TTL_MINUTES = 15
const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60 * 1000

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** A new single-use reset token for the customer; only its hash is stored. */
export const createResetToken = (
    ctx: SandboxContext,
    customerId: string,
    options: {codeChallenge?: string} = {}
): {token: string; expiresAt: number} => {
    const now = ctx.clock.now()
    const token = crypto.randomBytes(32).toString('base64url')
    // Dead tokens are useless; clearing them here keeps the table small without a timer.
    ctx.db
        .prepare('DELETE FROM customer_password_reset_tokens WHERE expires_at < ?')
        .run(now - RESET_TOKEN_TTL_MS)
    ctx.db
        .prepare(
            `INSERT INTO customer_password_reset_tokens (token_hash, customer_id, code_challenge, created_at, expires_at)
             VALUES (?, ?, ?, ?, ?)`
        )
        .run(hash(token), customerId, options.codeChallenge ?? null, now, now + RESET_TOKEN_TTL_MS)
    return {token, expiresAt: now + RESET_TOKEN_TTL_MS}
}

/** How many reset tokens the customer was sent in the last token lifetime (to cap reset mails). */
export const recentResetTokenCount = (ctx: SandboxContext, customerId: string): number =>
    (
        ctx.db
            .prepare(
                'SELECT COUNT(*) AS count FROM customer_password_reset_tokens WHERE customer_id = ? AND created_at > ?'
            )
            .get(customerId, ctx.clock.now() - RESET_TOKEN_TTL_MS) as {count: number}
    ).count

export type ResetTokenState =
    | {status: 'valid'; customerId: string; codeChallenge?: string}
    | {status: 'unknown' | 'used' | 'expired'}

/** What a presented token is worth, without using it up. */
export const inspectResetToken = (ctx: SandboxContext, token: string): ResetTokenState => {
    const row = ctx.db
        .prepare(
            'SELECT customer_id, code_challenge, expires_at, used_at FROM customer_password_reset_tokens WHERE token_hash = ?'
        )
        .get(hash(token)) as
        | {customer_id: string; code_challenge: string | null; expires_at: number; used_at: number | null}
        | undefined
    if (!row) return {status: 'unknown'}
    if (row.used_at !== null) return {status: 'used'}
    if (row.expires_at <= ctx.clock.now()) return {status: 'expired'}
    return {
        status: 'valid',
        customerId: row.customer_id,
        ...(row.code_challenge ? {codeChallenge: row.code_challenge} : {})
    }
}

/** Marks the token used; false when another request used it first or it expired meanwhile. */
export const consumeResetToken = (ctx: SandboxContext, token: string): boolean => {
    const now = ctx.clock.now()
    return (
        ctx.db
            .prepare(
                `UPDATE customer_password_reset_tokens SET used_at = ?
                  WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`
            )
            .run(now, hash(token), now).changes === 1
    )
}

/** After any credentials change, links mailed earlier must stop working. */
export const invalidateResetTokens = (ctx: SandboxContext, customerId: string) => {
    ctx.db
        .prepare(
            'UPDATE customer_password_reset_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL'
        )
        .run(ctx.clock.now(), customerId)
}
