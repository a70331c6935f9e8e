import type {Request} from 'express'
import {parseTokenSubject, tenantOf} from '../modules/slas/claims'
import {isExpired, verifyJwtSignature} from '../modules/slas/jwt'
import {findSite, type SandboxContext, type SandboxSite} from './context'
import {badRequest, notFound, unauthorized} from './errors'

/**
 * Request identification shared by every Shopper API and controller route:
 *
 *   const site = requireSite(ctx, req)        // ?siteId=vela-gb, validated
 *   const shopper = requireShopper(ctx, req)  // Authorization: Bearer <SLAS access token>
 *
 * Tokens are the RS256 JWTs the sandbox SLAS issues; the identity comes from their `sub`/`isb` claims, exactly
 * as the storefront's SDK reads them.
 */

/** The shopper a valid access token speaks for. */
export interface Shopper {
    /** The id every `/customers/{customerId}/...` path uses: the registered id, or the guest id for guests. */
    customerId: string
    /** Shopper session id; stays the same from guest to registered login, changes on logout. */
    usid: string
    registered: boolean
    /** Registered shoppers only. */
    login?: string
    /** The site (SLAS channel) the token was issued for. */
    siteId: string
    /** The guest customer id of the session (for registered shoppers: the guest they were before login). */
    guestCustomerId: string
}

const bearerToken = (req: Request): string | undefined => {
    const header = req.headers.authorization
    if (typeof header !== 'string') return undefined
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    return match ? match[1] : undefined
}

const shopperFromToken = (ctx: SandboxContext, token: string): Shopper | undefined => {
    const payload = verifyJwtSignature(ctx, token)
    if (!payload || isExpired(ctx, payload)) return undefined
    const subject = parseTokenSubject(payload)
    if (!subject || subject.tenant !== tenantOf(ctx.config.organizationId)) return undefined
    return {
        customerId: subject.registeredCustomerId ?? subject.guestCustomerId,
        usid: subject.usid,
        registered: subject.registeredCustomerId !== undefined,
        ...(subject.login !== undefined ? {login: subject.login} : {}),
        siteId: subject.channelId,
        guestCustomerId: subject.guestCustomerId
    }
}

/** The shopper behind `Authorization: Bearer`; a missing, forged or expired token is a 401 (platform shape). */
export const requireShopper = (ctx: SandboxContext, req: Request): Shopper => {
    const token = bearerToken(req)
    const shopper = token ? shopperFromToken(ctx, token) : undefined
    if (!shopper) throw unauthorized()
    return shopper
}

/**
 * For endpoints where the token is optional (storefront controllers): the shopper when a valid token is sent,
 * otherwise undefined. An invalid token is treated like no token, as a session-based controller would.
 */
export const optionalShopper = (ctx: SandboxContext, req: Request): Shopper | undefined => {
    const token = bearerToken(req)
    return token ? shopperFromToken(ctx, token) : undefined
}

/** The site named by the `siteId` query parameter: 400 when missing or repeated, 404 when unknown. */
export const requireSite = (ctx: SandboxContext, req: Request): SandboxSite => {
    const value = req.query.siteId
    if (value === undefined || value === '') {
        throw badRequest(
            'The following parameters were missing from your request: siteId',
            'missing-parameters',
            'Missing Parameters'
        )
    }
    if (typeof value !== 'string') throw badRequest("The parameter 'siteId' must be given once.")
    const site = findSite(ctx.config, value)
    if (!site)
        throw notFound(`No site with ID '${value}' could be found.`, 'site-not-found', 'Site Not Found')
    return site
}

/** 404 unless the `:organizationId` path parameter names the organisation this sandbox emulates. */
export const requireOrganization = (ctx: SandboxContext, req: Request): void => {
    const organizationId = req.params.organizationId
    if (organizationId !== ctx.config.organizationId) {
        throw notFound(
            `No organization with ID '${organizationId}' could be found.`,
            'organization-not-found',
            'Organization Not Found'
        )
    }
}

/** The usual preamble of a Shopper API route: organisation, then shopper (401 first), then site. */
export const requireShopperRequest = (ctx: SandboxContext, req: Request) => {
    requireOrganization(ctx, req)
    const shopper = requireShopper(ctx, req)
    const site = requireSite(ctx, req)
    return {shopper, site}
}
