import crypto from 'crypto'
import type {Request} from 'express'
import {findSite, type SandboxContext, type SandboxSite} from '../../core/context'
import {SlasError} from '../../core/errors'
import {isRegisteredRedirectUri} from './redirect-uris'

/** Query (authorize, logout) or form body (login, token) fields; repeated or non-string values are rejected. */
export type Fields = Record<string, unknown>

export const invalidRequest = (description: string) => new SlasError(400, 'invalid_request', description)

export const formFields = (req: Request): Fields =>
    typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Fields) : {}

export const queryFields = (req: Request): Fields => req.query as Fields

export const optionalField = (fields: Fields, name: string): string | undefined => {
    const value = fields[name]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string') throw invalidRequest(`Parameter '${name}' must be a single string.`)
    if (value.length > 4096) throw invalidRequest(`Parameter '${name}' is too long.`)
    return value
}

export const requiredField = (fields: Fields, name: string): string => {
    const value = optionalField(fields, name)
    if (value === undefined) throw invalidRequest(`Required parameter '${name}' is missing.`)
    return value
}

/** SLAS rejects requests for another organisation before looking at anything else. */
export const checkOrganization = (ctx: SandboxContext, req: Request) => {
    if (req.params.organizationId !== ctx.config.organizationId) {
        throw new SlasError(404, 'not_found', `Organization '${req.params.organizationId}' was not found.`)
    }
}

export const checkClientId = (ctx: SandboxContext, clientId: string) => {
    if (clientId !== ctx.config.clientId)
        throw new SlasError(400, 'invalid_client', 'client_id is not valid.')
}

/** `channel_id` is the site id; SLAS knows only the configured sites. */
export const channelSite = (ctx: SandboxContext, fields: Fields): SandboxSite => {
    const channelId = requiredField(fields, 'channel_id')
    const site = findSite(ctx.config, channelId)
    if (!site) throw invalidRequest(`channel_id '${channelId}' is not a known channel.`)
    return site
}

// usids are UUIDs; accepting any short token-safe string keeps older clients working.
const USID = /^[A-Za-z0-9-]{8,64}$/

export const optionalUsid = (fields: Fields): string | undefined => {
    const usid = optionalField(fields, 'usid')
    if (usid !== undefined && !USID.test(usid)) throw invalidRequest('usid is not valid.')
    return usid
}

/**
 * An absolute http(s) URL registered for the client (see redirect-uris.ts): the 303 Location must be absolute
 * for Node clients, and SLAS sends codes only to the addresses the client registered.
 */
export const redirectUri = (fields: Fields): string => {
    const value = requiredField(fields, 'redirect_uri')
    let url: URL
    try {
        url = new URL(value)
    } catch {
        throw invalidRequest('redirect_uri must be an absolute URL.')
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw invalidRequest('redirect_uri must be an http or https URL.')
    }
    if (!isRegisteredRedirectUri(url)) throw invalidRequest('redirect_uri is not registered for this client.')
    return value
}

// RFC 7636: challenges are base64url SHA-256 digests (43 chars); verifiers are 43-128 unreserved characters.
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/

export const codeChallenge = (fields: Fields): string => {
    const value = requiredField(fields, 'code_challenge')
    if (!CODE_CHALLENGE.test(value)) throw invalidRequest('code_challenge is not valid.')
    return value
}

export const codeVerifier = (fields: Fields): string => {
    const value = requiredField(fields, 'code_verifier')
    if (!CODE_VERIFIER.test(value)) throw invalidRequest('code_verifier is not valid.')
    return value
}

export const pkceMatches = (verifier: string, challenge: string) =>
    crypto.createHash('sha256').update(verifier).digest('base64url') === challenge

/** `dnt=true|false` → the `'1'`/`'0'` JWT claim. */
export const dntClaim = (fields: Fields): '1' | '0' | undefined => {
    const value = optionalField(fields, 'dnt')
    if (value === undefined) return undefined
    if (value !== 'true' && value !== 'false') throw invalidRequest("dnt must be 'true' or 'false'.")
    return value === 'true' ? '1' : '0'
}

/** `Authorization: Basic base64(user:password)`, or undefined when absent or malformed. */
export const basicCredentials = (req: Request): {user: string; password: string} | undefined => {
    const header = req.headers.authorization
    const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null
    if (!match) return undefined
    const decoded = Buffer.from(match[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon <= 0) return undefined
    return {user: decoded.slice(0, colon), password: decoded.slice(colon + 1)}
}
