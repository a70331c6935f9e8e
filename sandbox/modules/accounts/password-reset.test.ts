import crypto from 'crypto'
import {helpers} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {mailOutboxModule, type SentMail} from '../mail-outbox'
import {CUSTOMERS_API, customersClient, failure, registeredShopper} from '../customers/testing'
import {loginGuest, loginRegistered, sdkConfig, slasClient, SLAS_TEST_MODULES} from '../slas/testing'

// A real clock that tests can move forward (to expire reset tokens).
let offset = 0
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({
        modules: [...SLAS_TEST_MODULES, mailOutboxModule],
        clock: {now: () => Date.now() + offset}
    })
})
afterAll(() => running.stop())

const {clientId} = sdkConfig('http://x').parameters

const requestReset = (userId: string, extra: Record<string, string> = {}, siteId = 'vela-gb') =>
    slasClient(running.origin, siteId).getPasswordResetToken(
        {
            body: {
                user_id: userId,
                mode: 'callback',
                channel_id: siteId,
                client_id: clientId,
                hint: 'cross_device',
                ...extra
            }
        },
        true
    )

const resetAction = (fields: Record<string, string>) =>
    slasClient(running.origin).resetPassword(
        {
            body: {
                client_id: clientId,
                channel_id: 'vela-gb',
                hint: 'cross_device',
                pwd_action_token: '',
                ...fields
            }
        },
        true
    )

const outbox = async (to: string): Promise<SentMail[]> =>
    (
        await fetch(`${running.origin}/__sandbox/outbox?to=${encodeURIComponent(to)}&kind=password-reset`)
    ).json()

/** The reset link of the newest reset mail to `to`, as the shopper would click it. */
const resetLink = async (to: string) => {
    const res = await fetch(
        `${running.origin}/__sandbox/outbox/latest?kind=password-reset&to=${encodeURIComponent(to)}`
    )
    expect(res.status).toBe(200)
    const mail = (await res.json()) as SentMail
    const link = new URL(mail.links[0])
    expect(mail.text).toContain(mail.links[0])
    return {
        mail,
        link,
        token: link.searchParams.get('token') as string,
        email: link.searchParams.get('email') as string
    }
}

describe('SLAS password reset through the outbox', () => {
    test('request → mail → action → login with the new password; old sessions end', async () => {
        const shopper = await registeredShopper(running.origin)
        const res = await requestReset(shopper.login.toUpperCase())
        expect(res.status).toBe(200)
        expect(await res.text()).toBe('')
        const {mail, link, token, email} = await resetLink(shopper.login)
        expect(mail).toMatchObject({
            to: shopper.login,
            subject: 'Reset your VELA password',
            kind: 'password-reset'
        })
        expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password')
        expect(email).toBe(shopper.login)
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
        // The token is stored hashed only.
        expect(
            JSON.stringify(
                running.sandbox.ctx.db.prepare('SELECT * FROM customer_password_reset_tokens').all()
            )
        ).not.toContain(token)

        const action = await resetAction({
            pwd_action_token: token,
            new_password: 'Reset#Pass1',
            user_id: email
        })
        expect(action.status).toBe(200)
        await expect(loginRegistered(running.origin, shopper.login, shopper.password)).rejects.toThrow(/401/)
        const fresh = await loginRegistered(running.origin, shopper.login, 'Reset#Pass1')
        expect(fresh.customer_id).toBe(shopper.tokens.customer_id)

        const stale = await failure(
            shopper.client.getCustomer({parameters: {customerId: shopper.tokens.customer_id}})
        )
        expect(stale).toMatchObject({
            status: 401,
            body: {detail: 'Customer credentials changed after token was issued.'}
        })
        const refresh = await failure(
            helpers.refreshAccessToken({
                slasClient: slasClient(running.origin),
                parameters: {refreshToken: shopper.tokens.refresh_token}
            })
        )
        expect(refresh).toMatchObject({status: 400, body: {message: 'invalid refresh_token'}})
        // Reused token.
        const reused = await resetAction({pwd_action_token: token, new_password: 'Other#Pass1'})
        expect(reused.status).toBe(400)
        expect((await reused.json()).message).toMatch(/invalid token.*already been used/)
    })

    test('an unknown login gets exactly the same 200 and no mail is written', async () => {
        const known = await registeredShopper(running.origin)
        const unknown = `nobody.${crypto.randomUUID()}@example.com`
        const [a, b] = [await requestReset(known.login), await requestReset(unknown)]
        expect([a.status, await a.text(), a.headers.get('content-type')]).toEqual([
            b.status,
            await b.text(),
            b.headers.get('content-type')
        ])
        expect(await outbox(unknown)).toEqual([])
        expect(await outbox(known.login)).toHaveLength(1)
    })

    test('a token expires after 15 minutes', async () => {
        const shopper = await registeredShopper(running.origin)
        await requestReset(shopper.login)
        const {token} = await resetLink(shopper.login)
        offset += 15 * 60 * 1000 + 1
        try {
            const res = await resetAction({pwd_action_token: token, new_password: 'Reset#Pass1'})
            expect(res.status).toBe(400)
            expect((await res.json()).message).toMatch(/invalid token.*expired/)
        } finally {
            offset = 0
        }
    })

    test('a weak new password is refused and leaves the token usable; a wrong user_id is an invalid token', async () => {
        const shopper = await registeredShopper(running.origin)
        await requestReset(shopper.login)
        const {token} = await resetLink(shopper.login)
        const weak = await resetAction({pwd_action_token: token, new_password: 'weak'})
        expect(weak.status).toBe(400)
        expect((await weak.json()).message).toMatch(/8 characters/)
        const otherUser = await resetAction({
            pwd_action_token: token,
            new_password: 'Reset#Pass1',
            user_id: 'alex.morgan@example.com'
        })
        expect(otherUser.status).toBe(400)
        expect((await otherUser.json()).message).toBe('invalid token')
        expect((await resetAction({pwd_action_token: token, new_password: 'Reset#Pass1'})).status).toBe(200)
    })

    test('requested with PKCE, the reset needs the matching code_verifier', async () => {
        const shopper = await registeredShopper(running.origin)
        const verifier = crypto.randomBytes(48).toString('base64url')
        const challenge = crypto.createHash('sha256').update(verifier).digest('base64url')
        await requestReset(shopper.login, {code_challenge: challenge})
        const {token} = await resetLink(shopper.login)
        const without = await resetAction({pwd_action_token: token, new_password: 'Reset#Pass1'})
        expect(without.status).toBe(400)
        const wrong = await resetAction({
            pwd_action_token: token,
            new_password: 'Reset#Pass1',
            code_verifier: crypto.randomBytes(48).toString('base64url')
        })
        expect(wrong.status).toBe(400)
        const right = await resetAction({
            pwd_action_token: token,
            new_password: 'Reset#Pass1',
            code_verifier: verifier
        })
        expect(right.status).toBe(200)
    })

    test('the link follows callback_uri (registered hosts only) or the site and locale prefix', async () => {
        const shopper = await registeredShopper(running.origin, {siteId: 'vela-eu'})
        await requestReset(shopper.login, {locale: 'fr-FR'}, 'vela-eu')
        const eu = await resetLink(shopper.login)
        expect(`${eu.link.origin}${eu.link.pathname}`).toBe('http://localhost:3000/eu/fr-FR/reset-password')
        await requestReset(shopper.login, {callback_uri: 'http://127.0.0.1:3000/us/reset-password?from=mail'})
        const callback = await resetLink(shopper.login)
        expect(callback.link.pathname).toBe('/us/reset-password')
        expect(callback.link.searchParams.get('from')).toBe('mail')
        const evil = await requestReset(shopper.login, {callback_uri: 'https://evil.example/steal'})
        expect(evil.status).toBe(400)
        expect(await outbox(shopper.login)).toHaveLength(2)
    })

    test('a new password or another reset kills earlier links', async () => {
        const shopper = await registeredShopper(running.origin)
        await requestReset(shopper.login)
        const first = await resetLink(shopper.login)
        await requestReset(shopper.login)
        const second = await resetLink(shopper.login)
        expect(second.token).not.toBe(first.token)
        expect(
            (await resetAction({pwd_action_token: second.token, new_password: 'Reset#Pass1'})).status
        ).toBe(200)
        expect((await resetAction({pwd_action_token: first.token, new_password: 'Reset#Pass2'})).status).toBe(
            400
        )
    })

    test('at most 5 reset mails per 15 minutes, still 200 each time', async () => {
        const shopper = await registeredShopper(running.origin)
        for (let i = 0; i < 7; i++) expect((await requestReset(shopper.login)).status).toBe(200)
        expect(await outbox(shopper.login)).toHaveLength(5)
    })

    test.each([
        ['no user_id', {user_id: ''}, /user_id/],
        ['an unknown mode', {mode: 'carrier-pigeon'}, /mode/],
        ['a bad locale', {locale: 'french'}, /locale/],
        ['a relative callback', {callback_uri: '/reset-password'}, /callback_uri/],
        ['a bad code_challenge', {code_challenge: 'short'}, /code_challenge/]
    ])('a reset request with %s is a 400', async (_name, fields, message) => {
        const res = await requestReset('alex.morgan@example.com', fields)
        expect(res.status).toBe(400)
        expect((await res.json()).message).toMatch(message)
    })
})

describe('Shopper Customers reset operations (same tokens and mails)', () => {
    test('create-reset-token answers alike for known and unknown logins and never returns the token', async () => {
        const shopper = await registeredShopper(running.origin)
        const guest = await loginGuest(running.origin)
        const client = customersClient(running.origin, guest.access_token)
        const known = await client.getResetPasswordToken({body: {login: shopper.login}})
        const unknownLogin = `nobody.${crypto.randomUUID()}@example.com`
        const unknown = await client.getResetPasswordToken({body: {login: unknownLogin}})
        expect(known).toEqual({
            login: shopper.login,
            email: shopper.login,
            resetToken: '',
            expiresInMinutes: 15
        })
        expect(unknown).toEqual({
            login: unknownLogin,
            email: unknownLogin,
            resetToken: '',
            expiresInMinutes: 15
        })
        const {token, email} = await resetLink(shopper.login)

        const bad = await failure(
            client.resetPassword({body: {resetToken: 'nope', login: email, newPassword: 'Reset#Pass1'}})
        )
        expect(bad).toMatchObject({status: 400, body: {title: 'Invalid Reset Token'}})
        const weak = await failure(
            client.resetPassword({body: {resetToken: token, login: email, newPassword: 'weak'}})
        )
        expect(weak).toMatchObject({status: 400, body: {title: 'Invalid Password'}})
        await client.resetPassword({body: {resetToken: token, login: email, newPassword: 'Reset#Pass1'}})
        expect((await loginRegistered(running.origin, shopper.login, 'Reset#Pass1')).customer_id).toBe(
            shopper.tokens.customer_id
        )
        const reused = await failure(
            client.resetPassword({body: {resetToken: token, login: email, newPassword: 'Reset#Pass2'}})
        )
        expect(reused.status).toBe(400)
    })

    test('a SLAS-mailed token works with the Shopper Customers reset, and the reverse', async () => {
        const shopper = await registeredShopper(running.origin)
        const guest = await loginGuest(running.origin)
        const client = customersClient(running.origin, guest.access_token)
        await requestReset(shopper.login)
        const viaSlas = await resetLink(shopper.login)
        await client.resetPassword({
            body: {resetToken: viaSlas.token, login: shopper.login, newPassword: 'Reset#Pass1'}
        })
        await client.getResetPasswordToken({body: {login: shopper.login}})
        const viaScapi = await resetLink(shopper.login)
        expect(
            (await resetAction({pwd_action_token: viaScapi.token, new_password: 'Reset#Pass2'})).status
        ).toBe(200)
        await loginRegistered(running.origin, shopper.login, 'Reset#Pass2')
    })

    test('both need a shopper token and a body (plain fetch)', async () => {
        const url = `${running.origin}${CUSTOMERS_API}/password/actions/create-reset-token?siteId=vela-gb`
        const noToken = await fetch(url, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify({login: 'alex.morgan@example.com'})
        })
        expect(noToken.status).toBe(401)
        const guest = await loginGuest(running.origin)
        const empty = await fetch(url, {
            method: 'POST',
            headers: {'content-type': 'application/json', authorization: `Bearer ${guest.access_token}`},
            body: '{}'
        })
        expect(empty.status).toBe(400)
        const long = await fetch(url, {
            method: 'POST',
            headers: {'content-type': 'application/json', authorization: `Bearer ${guest.access_token}`},
            body: JSON.stringify({login: 'x'.repeat(300)})
        })
        expect(long.status).toBe(400)
    })
})
