import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import {outcomeForLastDigits, outcomeForNumber, type TestOutcome} from './cards'
import type {FullCard} from './card-input'

/**
 * The card payment simulator: authorises, refuses or asks for a 3-D Secure challenge depending on the test
 * card, and settles challenges through its hosted page (routes.ts). Every attempt is recorded.
 */
export type AttemptStatus =
    | 'authorised'
    | 'refused'
    | 'challenge'
    | 'authenticated'
    | 'challenge_failed'
    | 'cancelled'

export interface PaymentAttempt {
    reference: string
    orderNo: string
    siteId: string
    brand: string
    lastDigits: string
    amount: number
    currency: string
    status: AttemptStatus
    refusalReason?: string
    challengeCode?: string
    challengeTries: number
    resultToken?: string
    returnUrl?: string
    expiresAt?: number
}

interface Row {
    reference: string
    order_no: string
    site_id: string
    brand: string
    last_digits: string
    amount: number
    currency: string
    status: AttemptStatus
    refusal_reason: string | null
    challenge_code: string | null
    challenge_tries: number
    result_token: string | null
    return_url: string | null
    expires_at: number | null
}

const fromRow = (row: Row): PaymentAttempt => ({
    reference: row.reference,
    orderNo: row.order_no,
    siteId: row.site_id,
    brand: row.brand,
    lastDigits: row.last_digits,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    ...(row.refusal_reason ? {refusalReason: row.refusal_reason} : {}),
    ...(row.challenge_code ? {challengeCode: row.challenge_code} : {}),
    challengeTries: row.challenge_tries,
    ...(row.result_token ? {resultToken: row.result_token} : {}),
    ...(row.return_url ? {returnUrl: row.return_url} : {}),
    ...(row.expires_at ? {expiresAt: row.expires_at} : {})
})

export const CHALLENGE_TTL_MS = 15 * 60 * 1000
export const MAX_CHALLENGE_TRIES = 3
export const CHALLENGE_PATH = '/payments/3ds/challenge'

const REFUSALS: Partial<Record<TestOutcome, string>> = {
    refuse: 'Refused',
    'insufficient-funds': 'Not enough balance'
}

export const findAttempt = (ctx: SandboxContext, reference: string): PaymentAttempt | undefined => {
    const row = ctx.db.prepare('SELECT * FROM payment_attempts WHERE reference = ?').get(reference) as
        | Row
        | undefined
    return row ? fromRow(row) : undefined
}

export const findAttemptByResult = (ctx: SandboxContext, token: string): PaymentAttempt | undefined => {
    const row = ctx.db.prepare('SELECT * FROM payment_attempts WHERE result_token = ?').get(token) as
        | Row
        | undefined
    return row ? fromRow(row) : undefined
}

export const updateAttempt = (
    ctx: SandboxContext,
    reference: string,
    changes: Partial<Pick<Row, 'status' | 'refusal_reason' | 'challenge_tries' | 'result_token'>>
) => {
    const keys = Object.keys(changes) as (keyof typeof changes)[]
    if (!keys.length) return
    ctx.db
        .prepare(
            `UPDATE payment_attempts SET ${keys
                .map((key) => `${key} = ?`)
                .join(', ')}, updated_at = ? WHERE reference = ?`
        )
        .run(...keys.map((key) => changes[key] ?? null), ctx.clock.now(), reference)
}

const token = (bytes: number) => crypto.randomBytes(bytes).toString('base64url')
const pspReference = () => `SBX${crypto.randomBytes(8).toString('hex').toUpperCase()}`

export interface AuthorisationRequest {
    orderNo: string
    siteId: string
    amount: number
    currency: string
    /** A new card (full number in memory only) or a stored one (brand and last digits). */
    card: FullCard | {brand: string; lastDigits: string}
    returnUrl?: string
    /** The shopper's locale (the request's `locale`): the hosted challenge page is shown in it. */
    locale?: string
    /** Already authenticated by the shopper's device (a wallet token): never challenged. */
    authenticated?: boolean
}

export interface AuthorisationResult {
    status: 'authorised' | 'refused' | 'challenge' | 'cancelled'
    reference: string
    refusalReason?: string
    challengeUrl?: string
}

interface NewAttempt {
    orderNo: string
    siteId: string
    brand: string
    lastDigits: string
    amount: number
    currency: string
    status: AttemptStatus
    refusalReason?: string
    challengeCode?: string
    returnUrl?: string
}

/** Records an attempt; one waiting for the shopper (a challenge or a hosted page) expires after 15 minutes. */
export const insertAttempt = (ctx: SandboxContext, attempt: NewAttempt) => {
    const reference = pspReference()
    const now = ctx.clock.now()
    const waiting = attempt.status === 'challenge'
    ctx.db
        .prepare(
            `INSERT INTO payment_attempts (reference, order_no, site_id, brand, last_digits, amount, currency, status,
                refusal_reason, challenge_code, return_url, created_at, updated_at, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            reference,
            attempt.orderNo,
            attempt.siteId,
            attempt.brand,
            attempt.lastDigits,
            attempt.amount,
            attempt.currency,
            attempt.status,
            attempt.refusalReason ?? null,
            attempt.challengeCode ?? null,
            waiting ? attempt.returnUrl ?? null : null,
            now,
            now,
            waiting ? now + CHALLENGE_TTL_MS : null
        )
    return reference
}

export const authorise = (ctx: SandboxContext, request: AuthorisationRequest): AuthorisationResult => {
    const full = 'number' in request.card ? request.card : undefined
    const lastDigits = full ? full.number.slice(-4) : (request.card as {lastDigits: string}).lastDigits
    const outcome = full ? outcomeForNumber(full.number) : outcomeForLastDigits(lastDigits)
    // A challenge needs somewhere to send the shopper back to; without one the issuer declines. A wallet
    // payment (Apple Pay) was already authenticated on the device, so it is never challenged.
    const status =
        outcome === 'challenge'
            ? request.authenticated
                ? 'authorised'
                : request.returnUrl
                ? 'challenge'
                : 'refused'
            : outcome === 'authorise'
            ? 'authorised'
            : 'refused'
    const refusalReason = status === 'refused' ? REFUSALS[outcome] ?? '3D Not Authenticated' : undefined
    const challengeCode = status === 'challenge' ? String(crypto.randomInt(100000, 1000000)) : undefined
    const reference = insertAttempt(ctx, {
        orderNo: request.orderNo,
        siteId: request.siteId,
        brand: full ? full.brand : (request.card as {brand: string}).brand,
        lastDigits,
        amount: request.amount,
        currency: request.currency,
        status,
        ...(refusalReason ? {refusalReason} : {}),
        ...(challengeCode ? {challengeCode} : {}),
        ...(request.returnUrl ? {returnUrl: request.returnUrl} : {})
    })
    return {
        status,
        reference,
        ...(refusalReason ? {refusalReason} : {}),
        ...(status === 'challenge'
            ? {
                  challengeUrl: `${ctx.config.publicOrigin}${CHALLENGE_PATH}/${reference}${
                      request.locale ? `?locale=${encodeURIComponent(request.locale)}` : ''
                  }`
              }
            : {})
    }
}

/**
 * Ends a challenge or hosted payment (passed, failed, refused or cancelled by the shopper) and returns the
 * result token the return URL carries.
 */
export const settleChallenge = (
    ctx: SandboxContext,
    reference: string,
    status: 'authenticated' | 'challenge_failed' | 'cancelled' | 'refused',
    refusalReason = status === 'cancelled'
        ? 'Cancelled'
        : status === 'refused'
        ? 'Refused'
        : '3D Not Authenticated'
) => {
    const resultToken = token(24)
    updateAttempt(ctx, reference, {
        status,
        result_token: resultToken,
        ...(status === 'authenticated' ? {} : {refusal_reason: refusalReason})
    })
    return resultToken
}

/**
 * The storefront's follow-up call after the redirect (updatePaymentInstrumentForOrder with the result): an
 * authenticated challenge or approved hosted payment is authorised; one the shopper cancelled is cancelled;
 * anything else (failed, refused, expired, unknown) is refused.
 */
export const completeRedirect = (
    ctx: SandboxContext,
    orderNo: string,
    resultToken: string | undefined
): AuthorisationResult => {
    const attempt = resultToken ? findAttemptByResult(ctx, resultToken) : undefined
    if (!attempt || attempt.orderNo !== orderNo) {
        return {status: 'refused', reference: attempt?.reference ?? '', refusalReason: '3D Not Authenticated'}
    }
    if (attempt.status === 'authenticated') {
        updateAttempt(ctx, attempt.reference, {status: 'authorised', result_token: null})
        return {status: 'authorised', reference: attempt.reference}
    }
    if (attempt.status === 'authorised') return {status: 'authorised', reference: attempt.reference}
    return {
        status:
            attempt.status === 'cancelled' && attempt.refusalReason === 'Cancelled' ? 'cancelled' : 'refused',
        reference: attempt.reference,
        refusalReason: attempt.refusalReason ?? '3D Not Authenticated'
    }
}

/** Pending challenges of an order are abandoned when the order is failed (the shopper went away). */
export const abandonChallenges = (ctx: SandboxContext, orderNo: string) => {
    ctx.db
        .prepare(
            `UPDATE payment_attempts SET status = 'cancelled', refusal_reason = 'Abandoned', updated_at = ?
              WHERE order_no = ? AND status IN ('challenge', 'authenticated')`
        )
        .run(ctx.clock.now(), orderNo)
}
