import crypto from 'crypto'
import type {NextFunction, Request, RequestHandler, Response, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {SlasError} from '../../core/errors'
import {recordLogin, verifyCredentials} from '../customers'
import {
    basicCredentials,
    channelSite,
    checkClientId,
    checkOrganization,
    codeChallenge,
    formFields,
    invalidRequest,
    optionalField,
    optionalUsid,
    queryFields,
    redirectUri,
    requiredField
} from './params'
import {redirectWithCode} from './redirect'
import {createAuthorizationCode, guestCustomerIdFor} from './store'

export const OAUTH2_BASE = '/shopper/auth/v1/organizations/:organizationId/oauth2'

// Express 4 does not forward rejected promises to the error handler.
export const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
        handler(req, res).catch(next)
    }

export const authorizeRoutes = (router: Router, ctx: SandboxContext) => {
    // Guest login, step 1 (public client, PKCE). Identity-provider hints are not configured on this instance.
    router.get(`${OAUTH2_BASE}/authorize`, (req, res) => {
        checkOrganization(ctx, req)
        const query = queryFields(req)
        const redirect = redirectUri(query)
        if (requiredField(query, 'response_type') !== 'code') {
            throw new SlasError(400, 'unsupported_response_type', "response_type must be 'code'.")
        }
        const clientId = requiredField(query, 'client_id')
        checkClientId(ctx, clientId)
        const hint = requiredField(query, 'hint')
        if (hint !== 'guest') throw invalidRequest(`Identity provider '${hint}' is not configured.`)
        const challenge = codeChallenge(query)
        const site = channelSite(ctx, query)
        const usid = optionalUsid(query) ?? crypto.randomUUID()
        const state = optionalField(query, 'state')
        const code = createAuthorizationCode(ctx, {
            usid,
            guestCustomerId: guestCustomerIdFor(ctx, usid),
            channelId: site.id,
            clientId,
            redirectUri: redirect,
            codeChallenge: challenge
        })
        redirectWithCode(res, redirect, {code, usid, ...(state !== undefined ? {state} : {})})
    })

    // Registered login, step 1: shopper credentials in Basic auth. The guest's usid is kept so that the
    // registered session can merge the guest basket.
    router.post(
        `${OAUTH2_BASE}/login`,
        asyncRoute(async (req, res) => {
            checkOrganization(ctx, req)
            const form = formFields(req)
            const redirect = redirectUri(form)
            const clientId = requiredField(form, 'client_id')
            checkClientId(ctx, clientId)
            const challenge = codeChallenge(form)
            const site = channelSite(ctx, form)
            const requestedUsid = optionalUsid(form)
            const state = optionalField(form, 'state')
            const credentials = basicCredentials(req)
            const customer = credentials
                ? await verifyCredentials(ctx, credentials.user, credentials.password)
                : undefined
            if (!customer) throw new SlasError(401, 'unauthorized', 'Credentials are not valid.')
            recordLogin(ctx, customer.customerId)
            const usid = requestedUsid ?? crypto.randomUUID()
            const code = createAuthorizationCode(ctx, {
                usid,
                guestCustomerId: guestCustomerIdFor(ctx, usid),
                customerId: customer.customerId,
                channelId: site.id,
                clientId,
                redirectUri: redirect,
                codeChallenge: challenge
            })
            redirectWithCode(res, redirect, {code, usid, ...(state !== undefined ? {state} : {})})
        })
    )
}
