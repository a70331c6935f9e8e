import crypto from 'crypto'
import {helpers} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    jwtPayload,
    loginGuest,
    loginRegistered,
    REDIRECT_URI,
    sdkConfig,
    slasClient,
    SLAS_TEST_MODULES
} from './testing'

// Flows exercised through commerce-sdk-isomorphic, the client library the storefront's SDK is built on.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

const INSIDER = {login: 'sam.taylor@example.com', password: 'VelaInsider#2024'}
const REGULAR = {login: 'alex.morgan@example.com', password: 'VelaDemo#2024'}

const isbParts = (token: string) => String(jwtPayload(token).isb).split('::')

describe('guest login (authorize + PKCE token exchange)', () => {
    test('returns a token response whose customer_id is the gcid of a guest JWT', async () => {
        const tokens = await loginGuest(running.origin)
        expect(tokens).toMatchObject({
            token_type: 'BEARER',
            expires_in: 1800,
            refresh_token_expires_in: 2592000,
            id_token: '',
            enc_user_id: ''
        })
        expect(tokens.refresh_token).toEqual(expect.any(String))
        const claims = jwtPayload(tokens.access_token)
        expect(claims.sub).toBe(
            `cc-slas::vela_001::scid:${sdkConfig(running.origin).parameters.clientId}::usid:${tokens.usid}`
        )
        expect(String(claims.sub).split('::')[3]).toBe(`usid:${tokens.usid}`)
        expect(isbParts(tokens.access_token)).toEqual([
            'uido:slas',
            'upn:Guest',
            'uidn:Guest User',
            `gcid:${tokens.customer_id}`,
            'chid:vela-gb'
        ])
        expect(tokens.customer_id).toMatch(/^[A-Za-z0-9]{26}$/)
        expect(Number(claims.exp) - Number(claims.iat)).toBe(1800)
    })

    test('keeps the guest customer when the same usid logs in again', async () => {
        const first = await loginGuest(running.origin)
        const second = await loginGuest(running.origin, {usid: first.usid})
        expect(second.usid).toBe(first.usid)
        expect(second.customer_id).toBe(first.customer_id)
        const other = await loginGuest(running.origin)
        expect(other.usid).not.toBe(first.usid)
        expect(other.customer_id).not.toBe(first.customer_id)
    })

    test('carries the channel (site) and the do-not-track choice into the token', async () => {
        const tokens = await loginGuest(running.origin, {siteId: 'vela-us', dnt: true})
        expect(isbParts(tokens.access_token)[4]).toBe('chid:vela-us')
        expect(jwtPayload(tokens.access_token).dnt).toBe('1')
    })

    test('survives parallel logins (server-side rendering does not deduplicate them)', async () => {
        const results = await Promise.all(Array.from({length: 5}, () => loginGuest(running.origin)))
        expect(new Set(results.map((tokens) => tokens.usid)).size).toBe(5)
    })
})

describe('refresh', () => {
    test('rotates the refresh token and keeps the session', async () => {
        const guest = await loginGuest(running.origin)
        const refreshed = await helpers.refreshAccessToken({
            slasClient: slasClient(running.origin),
            parameters: {refreshToken: guest.refresh_token}
        })
        expect(refreshed.refresh_token).not.toBe(guest.refresh_token)
        expect(refreshed.usid).toBe(guest.usid)
        expect(refreshed.customer_id).toBe(guest.customer_id)
        expect(refreshed.refresh_token_expires_in).toBeLessThanOrEqual(guest.refresh_token_expires_in)
        // The rotated token is spent.
        await expect(
            helpers.refreshAccessToken({
                slasClient: slasClient(running.origin),
                parameters: {refreshToken: guest.refresh_token}
            })
        ).rejects.toMatchObject({message: '400 Bad Request'})
    })

    test('refreshes a registered session as registered', async () => {
        const tokens = await loginRegistered(running.origin, REGULAR.login, REGULAR.password)
        const refreshed = await helpers.refreshAccessToken({
            slasClient: slasClient(running.origin),
            parameters: {refreshToken: tokens.refresh_token}
        })
        expect(refreshed.customer_id).toBe(tokens.customer_id)
        expect(isbParts(refreshed.access_token)[4]).toBe(`rcid:${tokens.customer_id}`)
        expect(refreshed.enc_user_id).toBe(tokens.enc_user_id)
    })
})

describe('registered login', () => {
    test('keeps the guest usid, names the customer in isb and returns id_token and enc_user_id', async () => {
        const guest = await loginGuest(running.origin)
        const tokens = await loginRegistered(running.origin, INSIDER.login, INSIDER.password, {
            usid: guest.usid
        })
        expect(tokens.usid).toBe(guest.usid)
        expect(tokens.customer_id).not.toBe(guest.customer_id)
        expect(isbParts(tokens.access_token)).toEqual([
            'uido:ecom',
            'upn:sam.taylor@example.com',
            'uidn:Sam Taylor',
            `gcid:${guest.customer_id}`,
            `rcid:${tokens.customer_id}`,
            'chid:vela-gb'
        ])
        expect(tokens.refresh_token_expires_in).toBe(7776000)
        expect(tokens.enc_user_id).not.toBe('')
        expect(jwtPayload(tokens.id_token)).toMatchObject({sub: tokens.customer_id, email: INSIDER.login})
    })

    test('accepts the login in any letter case', async () => {
        const tokens = await loginRegistered(running.origin, INSIDER.login.toUpperCase(), INSIDER.password)
        expect(isbParts(tokens.access_token)[1]).toBe('upn:sam.taylor@example.com')
    })

    test('rejects a wrong password with 401 Unauthorized (the storefront matches /Unauthorized/)', async () => {
        await expect(loginRegistered(running.origin, INSIDER.login, 'WrongPassword#1')).rejects.toMatchObject(
            {
                message: '401 Unauthorized'
            }
        )
    })
})

describe('logout', () => {
    test('revokes the refresh token', async () => {
        const tokens = await loginRegistered(running.origin, REGULAR.login, REGULAR.password)
        const after = await helpers.logout({
            slasClient: slasClient(running.origin),
            parameters: {accessToken: tokens.access_token, refreshToken: tokens.refresh_token}
        })
        expect(after.usid).not.toBe(tokens.usid)
        await expect(
            helpers.refreshAccessToken({
                slasClient: slasClient(running.origin),
                parameters: {refreshToken: tokens.refresh_token}
            })
        ).rejects.toMatchObject({message: '400 Bad Request'})
    })
})

describe('private client', () => {
    test('client_credentials gives a guest token', async () => {
        const tokens = await helpers.loginGuestUserPrivate({
            slasClient: slasClient(running.origin),
            parameters: {},
            credentials: {clientSecret: 'sandbox-private-client-secret'}
        })
        expect(isbParts(tokens.access_token)[3]).toBe(`gcid:${tokens.customer_id}`)
    })

    test('a wrong client secret is 401', async () => {
        await expect(
            helpers.loginGuestUserPrivate({
                slasClient: slasClient(running.origin),
                parameters: {},
                credentials: {clientSecret: 'nope'}
            })
        ).rejects.toMatchObject({message: '401 Unauthorized'})
    })
})

describe('JWKS', () => {
    test('publishes the RSA key that verifies access tokens', async () => {
        const tokens = await loginGuest(running.origin)
        const jwks = (await slasClient(running.origin).getJwksUri()) as {keys: crypto.JsonWebKey[]}
        const [header, payload, signature] = tokens.access_token.split('.')
        const {kid} = JSON.parse(Buffer.from(header, 'base64url').toString())
        const jwk = jwks.keys?.find((key) => key.kid === kid)
        expect(jwk).toMatchObject({kty: 'RSA', use: 'sig', alg: 'RS256'})
        const publicKey = crypto.createPublicKey({key: jwk as crypto.JsonWebKey, format: 'jwk'})
        const valid = crypto.verify(
            'sha256',
            Buffer.from(`${header}.${payload}`),
            publicKey,
            Buffer.from(signature, 'base64url')
        )
        expect(valid).toBe(true)
    })
})

test('the redirect carries the state through', async () => {
    const res = await fetch(
        `${running.origin}/shopper/auth/v1/organizations/f_ecom_vela_001/oauth2/authorize?` +
            new URLSearchParams({
                redirect_uri: REDIRECT_URI,
                response_type: 'code',
                client_id: sdkConfig(running.origin).parameters.clientId,
                hint: 'guest',
                channel_id: 'vela-gb',
                code_challenge: 'a'.repeat(43),
                state: 'xyz',
                c_cache_breaker: '123'
            }).toString(),
        {redirect: 'manual'}
    )
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') as string)
    expect(location.origin + location.pathname).toBe(REDIRECT_URI)
    expect(location.searchParams.get('state')).toBe('xyz')
    expect(location.searchParams.get('code')).toEqual(expect.any(String))
})
