import {isLoginTokenValid} from '../../rules/account'

export interface TokenIdentity {
    customerId?: string
    usid?: string
    registered: boolean
    /** Epoch milliseconds. */
    expiresAt?: number
}

const decodePayload = (jwt: string): Record<string, unknown> | undefined => {
    const part = jwt.split('.')[1]
    if (!part) return undefined
    try {
        const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
        const json = decodeURIComponent(
            Array.from(atob(base64))
                .map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
                .join('')
        )
        return JSON.parse(json) as Record<string, unknown>
    } catch {
        return undefined
    }
}

/**
 * Who a SLAS access token belongs to, read from its `isb` and `sub` claims (the platform's layout:
 * `...::gcid:{guest}::rcid:{registered}::...`). A session restored by the SDK shows the storefront no token
 * response, so this is how the login sequence knows a refreshed session is a registered one.
 */
export const tokenIdentity = (accessToken: string | null | undefined): TokenIdentity => {
    const payload = accessToken ? decodePayload(accessToken) : undefined
    if (!payload) return {registered: false}
    const parts = Object.fromEntries(
        String(payload.isb ?? '')
            .split('::')
            .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)])
    )
    const usid = /usid:([^:]+)/.exec(String(payload.sub ?? ''))?.[1]
    const registered = Boolean(parts.rcid)
    return {
        registered,
        customerId: registered ? parts.rcid : parts.gcid,
        usid,
        expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined
    }
}

/** "Login-state token is invalid within 60 s of its lifetime end" (spec 001 §4.1). */
export const isAccessTokenUsable = (accessToken: string | null | undefined, now: Date): boolean =>
    isLoginTokenValid(tokenIdentity(accessToken).expiresAt, now)
