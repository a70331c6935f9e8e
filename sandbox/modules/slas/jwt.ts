import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import {issuedBeforeCredentialsChange} from './freshness'
import {signingKey} from './keys'

export type JwtPayload = Record<string, unknown>

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

const decodeJson = (segment: string): unknown => {
    try {
        return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    } catch {
        return undefined
    }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

/** Signs `payload` as a compact RS256 JWS with the sandbox SLAS key. */
export const signJwt = (ctx: SandboxContext, payload: JwtPayload): string => {
    const key = signingKey(ctx)
    const input = `${encodeJson({alg: 'RS256', typ: 'JWT', kid: key.kid})}.${encodeJson(payload)}`
    const signature = crypto.sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')
    return `${input}.${signature}`
}

// base64url without padding; anything else cannot be a JWS segment.
const SEGMENT = /^[A-Za-z0-9_-]+$/

/**
 * Returns the payload when `token` carries a valid signature by the sandbox key, otherwise undefined. Expiry is
 * the caller's decision (logout accepts an expired access token; Shopper APIs do not).
 */
export const verifyJwtSignature = (ctx: SandboxContext, token: string): JwtPayload | undefined => {
    const parts = token.split('.')
    if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return undefined
    const [headerSegment, payloadSegment, signatureSegment] = parts
    const header = decodeJson(headerSegment)
    const key = signingKey(ctx)
    if (!isObject(header) || header.alg !== 'RS256' || header.kid !== key.kid) return undefined
    const valid = crypto.verify(
        'sha256',
        Buffer.from(`${headerSegment}.${payloadSegment}`),
        key.publicKey,
        Buffer.from(signatureSegment, 'base64url')
    )
    if (!valid) return undefined
    const payload = decodeJson(payloadSegment)
    return isObject(payload) ? payload : undefined
}

/**
 * True when the token can no longer be used: its `exp` (seconds) has passed on the sandbox clock (a missing
 * `exp` counts as expired), or it is a registered shopper's token issued before their password or login
 * changed (the platform rejects those everywhere).
 */
export const isExpired = (ctx: SandboxContext, payload: JwtPayload): boolean =>
    typeof payload.exp !== 'number' ||
    payload.exp * 1000 <= ctx.clock.now() ||
    issuedBeforeCredentialsChange(ctx, payload)
