import crypto from 'crypto'
import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {REDIRECT_URI, SLAS_TEST_MODULES} from './testing'

// Error paths over plain HTTP: every bad input is a 4xx in the SLAS error shape, never a 500.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

const {organizationId, clientId} = loadSandboxConfig()
const oauth = (path: string, org = organizationId) =>
    `${running.origin}/shopper/auth/v1/organizations/${org}/oauth2${path}`

const pkce = () => {
    const verifier = crypto.randomBytes(48).toString('base64url')
    return {verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url')}
}

const authorizeQuery = (overrides: Record<string, string | undefined> = {}) => {
    const fields: Record<string, string | undefined> = {
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        client_id: clientId,
        hint: 'guest',
        channel_id: 'vela-gb',
        code_challenge: pkce().challenge,
        ...overrides
    }
    return new URLSearchParams(
        Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)
    ).toString()
}

const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
        body: new URLSearchParams(fields).toString()
    })

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/** Runs authorize and returns the code, usid and the verifier that goes with it. */
const authorize = async () => {
    const {verifier, challenge} = pkce()
    const res = await fetch(`${oauth('/authorize')}?${authorizeQuery({code_challenge: challenge})}`, {
        redirect: 'manual'
    })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') as string)
    return {
        code: location.searchParams.get('code') as string,
        usid: location.searchParams.get('usid') as string,
        verifier
    }
}

const exchange = (
    grant: {code: string; usid: string; verifier: string},
    overrides: Record<string, string> = {}
) =>
    postForm(oauth('/token'), {
        grant_type: 'authorization_code_pkce',
        code: grant.code,
        code_verifier: grant.verifier,
        client_id: clientId,
        channel_id: 'vela-gb',
        redirect_uri: REDIRECT_URI,
        usid: grant.usid,
        ...overrides
    })

const expectSlasError = async (res: Response, status: number, message?: string | RegExp) => {
    expect(res.status).toBe(status)
    const body = await res.json()
    expect(body).toEqual({
        error: expect.any(String),
        error_description: expect.any(String),
        status_code: expect.stringMatching(new RegExp(`^${status} `)),
        message: expect.any(String)
    })
    expect(body.message).toBe(body.error_description)
    if (message !== undefined) expect(body.message).toMatch(message)
    return body
}

describe('authorize', () => {
    test.each([
        ['a missing redirect_uri', {redirect_uri: undefined}, /redirect_uri/],
        ['a relative redirect_uri', {redirect_uri: '/callback'}, /absolute/],
        ['a non-http redirect_uri', {redirect_uri: 'javascript:alert(1)'}, /http/],
        ['a missing client_id', {client_id: undefined}, /client_id/],
        ['an unknown client_id', {client_id: 'someone-else'}, /client_id/],
        ['a missing channel_id', {channel_id: undefined}, /channel_id/],
        ['an unknown channel_id', {channel_id: 'vela-xx'}, /channel_id/],
        ['a missing code_challenge', {code_challenge: undefined}, /code_challenge/],
        ['a malformed code_challenge', {code_challenge: 'short'}, /code_challenge/],
        ['a malformed usid', {usid: 'not a usid!'}, /usid/],
        ['a missing hint', {hint: undefined}, /hint/],
        ['an unconfigured identity provider', {hint: 'google'}, /google/],
        ['response_type=token', {response_type: 'token'}, /response_type/]
    ])('%s is a 400', async (_name, overrides, message) => {
        const res = await fetch(`${oauth('/authorize')}?${authorizeQuery(overrides)}`, {redirect: 'manual'})
        await expectSlasError(res, 400, message)
    })

    test('a repeated parameter is a 400', async () => {
        const res = await fetch(`${oauth('/authorize')}?${authorizeQuery()}&channel_id=vela-us`, {
            redirect: 'manual'
        })
        await expectSlasError(res, 400, /channel_id/)
    })

    test('a wrong organisation id is a 404', async () => {
        const res = await fetch(`${oauth('/authorize', 'f_ecom_other_001')}?${authorizeQuery()}`, {
            redirect: 'manual'
        })
        await expectSlasError(res, 404, /f_ecom_other_001/)
    })

    test('unknown c_* parameters are ignored', async () => {
        const res = await fetch(
            `${oauth('/authorize')}?${authorizeQuery({c_cache_breaker: '1', c_x: 'y'})}`,
            {
                redirect: 'manual'
            }
        )
        expect(res.status).toBe(303)
    })
})

describe('token: authorization code', () => {
    test('a wrong code_verifier fails PKCE, and burns the code', async () => {
        const grant = await authorize()
        await expectSlasError(await exchange(grant, {code_verifier: pkce().verifier}), 400, /PKCE/)
        await expectSlasError(await exchange(grant), 400, 'Invalid authorization code.')
    })

    test('a code works once', async () => {
        const grant = await authorize()
        expect((await exchange(grant)).status).toBe(200)
        await expectSlasError(await exchange(grant), 400, 'Invalid authorization code.')
    })

    test('an unknown code is a 400', async () => {
        const grant = await authorize()
        await expectSlasError(await exchange({...grant, code: 'made-up'}), 400, 'Invalid authorization code.')
    })

    test.each([
        ['redirect_uri', {redirect_uri: 'http://localhost:3000/elsewhere'}, /redirect_uri/],
        ['channel_id', {channel_id: 'vela-us'}, /channel_id/],
        ['usid', {usid: crypto.randomUUID()}, /usid/]
    ])('a %s that differs from the authorization request is a 400', async (_name, overrides, message) => {
        const grant = await authorize()
        await expectSlasError(await exchange(grant, overrides), 400, message)
    })

    test('a missing code_verifier is a 400', async () => {
        const grant = await authorize()
        await expectSlasError(await exchange(grant, {code_verifier: ''}), 400, /code_verifier/)
    })

    test('the extra organizationId form field and c_* fields are ignored', async () => {
        const grant = await authorize()
        const res = await exchange(grant, {organizationId, c_anything: 'x'})
        expect(res.status).toBe(200)
    })

    test('authorization_code (without PKCE) needs the private client secret', async () => {
        const grant = await authorize()
        await expectSlasError(await exchange(grant, {grant_type: 'authorization_code'}), 401, /Basic/)
    })
})

describe('token: malformed requests', () => {
    test.each([
        ['no body', undefined],
        ['an empty form', ''],
        ['a JSON body', JSON.stringify({grant_type: 'refresh_token'})]
    ])('%s is a 400', async (_name, body) => {
        const res = await fetch(oauth('/token'), {
            method: 'POST',
            headers: body?.startsWith('{') ? {'content-type': 'application/json'} : {},
            ...(body !== undefined ? {body} : {})
        })
        await expectSlasError(res, 400)
    })

    test('a broken JSON body is a 400, never a 500', async () => {
        const res = await fetch(oauth('/token'), {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: '{"grant_type":'
        })
        expect(res.status).toBe(400)
    })

    test('an unknown grant type is a 400', async () => {
        const res = await postForm(oauth('/token'), {grant_type: 'password', client_id: clientId})
        await expectSlasError(res, 400, /password/)
    })

    test('client_credentials without a client secret is a 401', async () => {
        const res = await postForm(oauth('/token'), {
            grant_type: 'client_credentials',
            client_id: clientId,
            channel_id: 'vela-gb'
        })
        await expectSlasError(res, 401)
    })

    test('garbage Basic credentials are a 401', async () => {
        const res = await postForm(
            oauth('/token'),
            {grant_type: 'client_credentials', channel_id: 'vela-gb'},
            {authorization: 'Basic %%%'}
        )
        await expectSlasError(res, 401)
    })
})

describe('token: refresh', () => {
    const refresh = (token: string, overrides: Record<string, string> = {}) =>
        postForm(oauth('/token'), {
            grant_type: 'refresh_token',
            refresh_token: token,
            client_id: clientId,
            channel_id: 'vela-gb',
            ...overrides
        })

    test("an unknown refresh token is a 400 with message 'invalid refresh_token'", async () => {
        await expectSlasError(await refresh('made-up'), 400, 'invalid refresh_token')
    })

    test('a rotated refresh token is revoked', async () => {
        const tokens = await (await exchange(await authorize())).json()
        expect((await refresh(tokens.refresh_token)).status).toBe(200)
        await expectSlasError(await refresh(tokens.refresh_token), 400, 'invalid refresh_token')
    })

    test('a refresh token is bound to its channel', async () => {
        const tokens = await (await exchange(await authorize())).json()
        await expectSlasError(
            await refresh(tokens.refresh_token, {channel_id: 'vela-us'}),
            400,
            'invalid refresh_token'
        )
    })

    test('refresh tokens of a logged-out session are revoked', async () => {
        const tokens = await (await exchange(await authorize())).json()
        const logout = await fetch(
            `${oauth('/logout')}?${query({
                client_id: clientId,
                refresh_token: tokens.refresh_token,
                channel_id: 'vela-gb'
            })}`,
            {headers: {authorization: `Bearer ${String(tokens.access_token)}`}}
        )
        expect(logout.status).toBe(200)
        await expectSlasError(await refresh(tokens.refresh_token), 400, 'invalid refresh_token')
    })
})

describe('registered login', () => {
    const login = (authorization: string | undefined, overrides: Record<string, string> = {}) =>
        postForm(
            oauth('/login'),
            {
                redirect_uri: REDIRECT_URI,
                client_id: clientId,
                code_challenge: pkce().challenge,
                channel_id: 'vela-gb',
                ...overrides
            },
            authorization ? {authorization} : {}
        )

    test.each([
        ['a wrong password', basic('alex.morgan@example.com', 'Wrong#Password1')],
        ['an unknown login', basic('nobody@example.com', 'VelaDemo#2024')],
        ['no credentials', undefined],
        ['malformed credentials', 'Basic bm9jb2xvbg==']
    ])('%s is HTTP 401 Unauthorized', async (_name, authorization) => {
        const res = await login(authorization)
        expect(res.statusText).toBe('Unauthorized')
        await expectSlasError(res, 401)
    })

    test('valid credentials redirect with 303 and keep the given usid', async () => {
        const usid = crypto.randomUUID()
        const res = await login(basic('alex.morgan@example.com', 'VelaDemo#2024'), {usid})
        expect(res.status).toBe(303)
        expect(new URL(res.headers.get('location') as string).searchParams.get('usid')).toBe(usid)
    })

    test('bad parameters are a 400 before credentials are checked', async () => {
        const res = await login(basic('alex.morgan@example.com', 'VelaDemo#2024'), {channel_id: 'nope'})
        await expectSlasError(res, 400, /channel_id/)
    })
})

describe('logout', () => {
    test('needs a shopper access token', async () => {
        const tokens = await (await exchange(await authorize())).json()
        const res = await fetch(
            `${oauth('/logout')}?${query({
                client_id: clientId,
                refresh_token: tokens.refresh_token,
                channel_id: 'vela-gb'
            })}`
        )
        await expectSlasError(res, 401)
    })

    test("rejects another session's refresh token", async () => {
        const mine = await (await exchange(await authorize())).json()
        const theirs = await (await exchange(await authorize())).json()
        const res = await fetch(
            `${oauth('/logout')}?${query({
                client_id: clientId,
                refresh_token: theirs.refresh_token,
                channel_id: 'vela-gb'
            })}`,
            {headers: {authorization: `Bearer ${String(mine.access_token)}`}}
        )
        await expectSlasError(res, 400, /different sessions/)
    })
})

describe('password reset errors', () => {
    test('a reset request answers exactly 200 whether or not the login exists', async () => {
        for (const user of ['alex.morgan@example.com', 'nobody@example.com']) {
            const res = await postForm(oauth('/password/reset'), {
                user_id: user,
                mode: 'callback',
                channel_id: 'vela-gb',
                client_id: clientId,
                callback_uri: 'http://localhost:3000/reset-password-callback',
                hint: 'cross_device'
            })
            expect(res.status).toBe(200)
        }
    })

    test('a reset request without user_id is a 400', async () => {
        const res = await postForm(oauth('/password/reset'), {channel_id: 'vela-gb', client_id: clientId})
        await expectSlasError(res, 400, /user_id/)
    })

    test('a reset action with an unknown token is a 400', async () => {
        const res = await postForm(oauth('/password/action'), {
            pwd_action_token: 'unknown',
            new_password: 'NewPassword#1',
            channel_id: 'vela-gb',
            client_id: clientId
        })
        await expectSlasError(res, 400, /invalid token/)
    })
})
