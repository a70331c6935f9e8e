import {helpers, ShopperLogin} from 'commerce-sdk-isomorphic'
import {loadSandboxConfig} from '../../core/config'
import {customersModule} from '../customers'
import {slasModule} from '.'

/**
 * Test helpers: log in against a running sandbox with the real client library, the way the storefront does.
 * `origin` is what `startSandbox()` returns.
 */
export const REDIRECT_URI = 'http://localhost:3000/callback'

export const sdkConfig = (origin: string, siteId = 'vela-gb') => {
    const {organizationId, clientId, shortCode} = loadSandboxConfig()
    return {
        proxy: origin,
        parameters: {organizationId, clientId, shortCode, siteId},
        throwOnBadResponse: true
    }
}

export const slasClient = (origin: string, siteId?: string) => new ShopperLogin(sdkConfig(origin, siteId))

export const loginGuest = (origin: string, options: {siteId?: string; usid?: string; dnt?: boolean} = {}) =>
    helpers.loginGuestUser({
        slasClient: slasClient(origin, options.siteId),
        parameters: {
            redirectURI: REDIRECT_URI,
            ...(options.usid ? {usid: options.usid} : {}),
            ...(options.dnt !== undefined ? {dnt: options.dnt} : {})
        }
    })

export const loginRegistered = (
    origin: string,
    username: string,
    password: string,
    options: {siteId?: string; usid?: string} = {}
) =>
    helpers.loginRegisteredUserB2C({
        slasClient: slasClient(origin, options.siteId),
        credentials: {username, password},
        parameters: {redirectURI: REDIRECT_URI, ...(options.usid ? {usid: options.usid} : {})}
    })

/** The decoded payload of a JWT (no verification: tests compare claims). */
export const jwtPayload = (token: string): Record<string, unknown> =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))

/** The modules a login needs: start test sandboxes with these (plus the module under test) to keep them quick. */
export const SLAS_TEST_MODULES = [customersModule, slasModule]
