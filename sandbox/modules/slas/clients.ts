import type {Request} from 'express'
import type {SandboxContext} from '../../core/context'
import {SlasError} from '../../core/errors'
import {basicCredentials, checkClientId, type Fields, optionalField, requiredField} from './params'

/**
 * Secret of the private (confidential) SLAS client. The storefront uses the public client; the private one
 * exists so `client_credentials` and `authorization_code` grants can be exercised. Local-only value.
 */
export const privateClientSecret = () =>
    process.env.SANDBOX_SLAS_CLIENT_SECRET || 'sandbox-private-client-secret'

export interface AuthenticatedClient {
    clientId: string
    /** True when the client proved the secret (Basic auth). */
    confidential: boolean
}

const basicAuthFailed = () => new SlasError(401, 'invalid_client', 'Basic Authorization failed.')

/** Token-endpoint client authentication: Basic client credentials (private client) or `client_id` (public). */
export const authenticateClient = (ctx: SandboxContext, req: Request, form: Fields): AuthenticatedClient => {
    if (typeof req.headers.authorization === 'string' && req.headers.authorization !== '') {
        const credentials = basicCredentials(req)
        if (
            !credentials ||
            credentials.user !== ctx.config.clientId ||
            credentials.password !== privateClientSecret()
        ) {
            throw basicAuthFailed()
        }
        const clientId = optionalField(form, 'client_id')
        if (clientId !== undefined) checkClientId(ctx, clientId)
        return {clientId: credentials.user, confidential: true}
    }
    const clientId = requiredField(form, 'client_id')
    checkClientId(ctx, clientId)
    return {clientId, confidential: false}
}

export const requireConfidential = (client: AuthenticatedClient) => {
    if (!client.confidential) throw basicAuthFailed()
}
