import crypto from 'crypto'
import type {SandboxConfig} from '../../core/context'

/** Access tokens live 30 minutes, like the platform's. */
export const ACCESS_TOKEN_TTL_SECONDS = 1800

/** `f_ecom_vela_001` → `vela_001`: the tenant id SLAS puts in `sub`, `iss` and `aud`. */
export const tenantOf = (organizationId: string) => organizationId.replace(/^f_ecom_/, '')

/** The registered half of a session: who logged in. */
export interface RegisteredIdentity {
    customerId: string
    login: string
    firstName: string
    lastName: string
}

export interface SessionIdentity {
    usid: string
    channelId: string
    guestCustomerId: string
    registered?: RegisteredIdentity
    /** `'1'`/`'0'` when the shopper chose do-not-track; the SDK compares it with its `dw_dnt` cookie. */
    dnt?: '1' | '0'
}

// `isb` and `sub` are `::`-separated `key:value` lists, so values must not contain colons (the platform
// percent-encodes them, e.g. in `uidn`).
const encodeValue = (value: string) => value.replace(/%/g, '%25').replace(/:/g, '%3A')
const decodeValue = (value: string) => value.replace(/%3A/gi, ':').replace(/%25/g, '%')

const isbOf = (identity: SessionIdentity) => {
    const {registered, guestCustomerId, channelId} = identity
    if (!registered) {
        return `uido:slas::upn:Guest::uidn:Guest User::gcid:${guestCustomerId}::chid:${channelId}`
    }
    const displayName = `${registered.firstName} ${registered.lastName}`.trim()
    return [
        'uido:ecom',
        `upn:${encodeValue(registered.login)}`,
        `uidn:${encodeValue(displayName)}`,
        `gcid:${guestCustomerId}`,
        `rcid:${registered.customerId}`,
        `chid:${channelId}`
    ].join('::')
}

/** Claims of a shopper access token, laid out the way commerce-sdk-react's `parseSlasJWT` reads them. */
export const accessTokenClaims = (config: SandboxConfig, identity: SessionIdentity, nowMs: number) => {
    const tenant = tenantOf(config.organizationId)
    const iat = Math.floor(nowMs / 1000)
    return {
        aut: 'GUID',
        scp: 'sfcc.shopper-myaccount.baskets sfcc.shopper-myaccount sfcc.shopper-customers.login sfcc.shopper-baskets-orders.rw sfcc.shopper-products sfcc.shopper-product-search sfcc.shopper-categories sfcc.shopper-stores sfcc.shopper-context.rw',
        sub: `cc-slas::${tenant}::scid:${config.clientId}::usid:${identity.usid}`,
        ctx: 'slas',
        iss: `slas/prod/${tenant}`,
        ist: 1,
        ...(identity.dnt ? {dnt: identity.dnt} : {}),
        aud: `commercecloud/prod/${tenant}`,
        nbf: iat - 30,
        sty: 'User',
        isb: isbOf(identity),
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
        iat,
        jti: tokenId(nowMs)
    }
}

// The jti is unique per token and time-ordered (like a ULID): the issue time in milliseconds, then randomness.
// `iat` has one-second precision; the jti tells whether a token predates a credentials change made in the
// same second (a password change is followed at once by a new login).
const JTI = /^C2C([0-9a-f]{12})[0-9a-f]{20}$/
const tokenId = (nowMs: number) =>
    `C2C${Math.max(0, Math.floor(nowMs)).toString(16).padStart(12, '0')}${crypto
        .randomBytes(10)
        .toString('hex')}`

/** When the token was issued, in epoch milliseconds (from the jti, else `iat`); undefined when unknown. */
export const issuedAtMs = (payload: Record<string, unknown>): number | undefined => {
    const match = typeof payload.jti === 'string' ? JTI.exec(payload.jti) : null
    if (match) return parseInt(match[1], 16)
    return typeof payload.iat === 'number' ? payload.iat * 1000 : undefined
}

/** Who a verified access token speaks for. */
export interface TokenSubject {
    tenant: string
    clientId: string
    usid: string
    channelId: string
    guestCustomerId: string
    /** Set for registered shoppers. */
    registeredCustomerId?: string
    login?: string
}

const pairs = (value: string) => {
    const result = new Map<string, string>()
    for (const part of value.split('::')) {
        const colon = part.indexOf(':')
        if (colon > 0) result.set(part.slice(0, colon), decodeValue(part.slice(colon + 1)))
    }
    return result
}

/** Reads `sub` and `isb`; undefined when either is missing or malformed. */
export const parseTokenSubject = (payload: Record<string, unknown>): TokenSubject | undefined => {
    const {sub, isb} = payload
    if (typeof sub !== 'string' || typeof isb !== 'string') return undefined
    const subParts = sub.split('::')
    if (subParts.length !== 4 || subParts[0] !== 'cc-slas') return undefined
    const subject = pairs(subParts.slice(2).join('::'))
    const session = pairs(isb)
    const usid = subject.get('usid')
    const clientId = subject.get('scid')
    const channelId = session.get('chid')
    const guestCustomerId = session.get('gcid')
    if (!usid || !clientId || !channelId || !guestCustomerId) return undefined
    const registeredCustomerId = session.get('uido') === 'ecom' ? session.get('rcid') : undefined
    if (session.get('uido') === 'ecom' && !registeredCustomerId) return undefined
    return {
        tenant: subParts[1],
        clientId,
        usid,
        channelId,
        guestCustomerId,
        ...(registeredCustomerId ? {registeredCustomerId, login: session.get('upn')} : {})
    }
}
