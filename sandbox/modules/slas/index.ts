import type {SandboxModule} from '../../core/module'
import {signingKey} from './keys'
import {authorizeRoutes} from './routes-authorize'
import {passwordRoutes} from './routes-password'
import {sessionRoutes} from './routes-session'
import {tokenRoutes} from './routes-token'
import {SLAS_SCHEMA} from './schema'

/**
 * Shopper Login (SLAS): guest and registered logins, token refresh and logout, password reset by mailed link,
 * RS256 JWTs with a JWKS.
 */
export const slasModule: SandboxModule = {
    name: 'slas',
    schema: SLAS_SCHEMA,
    routes(router, ctx) {
        // Generating the key pair takes a moment; doing it at start-up keeps it off the first shopper's request.
        signingKey(ctx)
        authorizeRoutes(router, ctx)
        tokenRoutes(router, ctx)
        sessionRoutes(router, ctx)
        passwordRoutes(router, ctx)
    }
}

export {lastGuestCustomerId} from './store'
