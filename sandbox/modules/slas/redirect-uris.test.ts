import crypto from 'crypto'
import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {isRegisteredRedirectUri, registeredRedirectUris} from './redirect-uris'
import {REDIRECT_URI, SLAS_TEST_MODULES} from './testing'

/** Issue #12 §4: SLAS sends codes only to the redirect URIs registered for the client. */

const FOREIGN = 'https://evil.example/cb'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

const {organizationId, clientId} = loadSandboxConfig()
const oauth = (path: string) =>
    `${running.origin}/shopper/auth/v1/organizations/${organizationId}/oauth2${path}`
const challenge = () =>
    crypto.createHash('sha256').update(crypto.randomBytes(48).toString('base64url')).digest('base64url')

const authorize = (redirectUri: string) =>
    fetch(
        `${oauth('/authorize')}?${new URLSearchParams({
            redirect_uri: redirectUri,
            response_type: 'code',
            client_id: clientId,
            hint: 'guest',
            channel_id: 'vela-gb',
            code_challenge: challenge()
        }).toString()}`,
        {redirect: 'manual'}
    )

const expectRefused = async (res: Response) => {
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.json()).toEqual({
        error: 'invalid_request',
        error_description: 'redirect_uri is not registered for this client.',
        status_code: '400 BAD_REQUEST',
        message: 'redirect_uri is not registered for this client.'
    })
}

describe('registered redirect URIs', () => {
    test('default to the storefront callback', () => {
        expect(registeredRedirectUris({})).toEqual([REDIRECT_URI])
    })

    test('come from SANDBOX_SLAS_REDIRECT_URIS when set', () => {
        const env = {
            SANDBOX_SLAS_REDIRECT_URIS: 'https://www.vela.example/callback, http://localhost:4000/cb'
        }
        expect(registeredRedirectUris(env)).toEqual([
            'https://www.vela.example/callback',
            'http://localhost:4000/cb'
        ])
        expect(isRegisteredRedirectUri(new URL('https://www.vela.example/callback'), env)).toBe(true)
        expect(isRegisteredRedirectUri(new URL(REDIRECT_URI), env)).toBe(false)
    })

    test.each([
        [REDIRECT_URI, true],
        [`${REDIRECT_URI}?state=1`, true],
        [`${REDIRECT_URI}#code`, false],
        ['http://user:pw@localhost:3000/callback', false],
        ['http://localhost:3001/callback', false],
        ['https://localhost:3000/callback', false],
        ['http://localhost:3000/callback/extra', false],
        ['http://localhost.evil.example:3000/callback', false],
        [FOREIGN, false]
    ])('%s registered: %s', (uri, expected) => {
        expect(isRegisteredRedirectUri(new URL(uri), {})).toBe(expected)
    })
})

describe('SLAS refuses a foreign redirect_uri with its error shape', () => {
    test('on authorize: no redirect, no code', async () => {
        await expectRefused(await authorize(FOREIGN))
    })

    test('on the registered login', async () => {
        const res = await fetch(oauth('/login'), {
            method: 'POST',
            redirect: 'manual',
            headers: {
                'content-type': 'application/x-www-form-urlencoded',
                authorization: `Basic ${Buffer.from('jordan.lee@example.com:VelaDemo#2024').toString(
                    'base64'
                )}`
            },
            body: new URLSearchParams({
                redirect_uri: FOREIGN,
                client_id: clientId,
                channel_id: 'vela-gb',
                code_challenge: challenge()
            }).toString()
        })
        await expectRefused(res)
    })

    test('on the token exchange', async () => {
        const res = await fetch(oauth('/token'), {
            method: 'POST',
            headers: {'content-type': 'application/x-www-form-urlencoded'},
            body: new URLSearchParams({
                grant_type: 'authorization_code_pkce',
                code: 'any-code',
                code_verifier: crypto.randomBytes(48).toString('base64url'),
                client_id: clientId,
                channel_id: 'vela-gb',
                redirect_uri: FOREIGN
            }).toString()
        })
        await expectRefused(res)
    })

    test('the registered callback still gets its code', async () => {
        const res = await authorize(REDIRECT_URI)
        expect(res.status).toBe(303)
        expect(new URL(res.headers.get('location') as string).searchParams.get('code')).toBeTruthy()
    })
})
