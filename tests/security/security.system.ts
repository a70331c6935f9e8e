import assert from 'assert/strict'
import crypto from 'crypto'
import fs from 'fs'
import net from 'net'
import os from 'os'
import {after, before, describe, test} from 'node:test'
import {loadSandboxConfig} from '../../sandbox/core/config'
import {startSystemStack, type SystemStack, timedFetch} from '../faults/lib/system-stack'

/**
 * Hostile traffic (issue #12): the sandbox's development mailbox is sealed, SLAS refuses foreign redirect
 * URIs, a password-reset token never reaches a log, every response carries the security headers, and the host
 * binds loopback unless told otherwise.
 */

const DEMO_LOGIN = 'jordan.lee@example.com'
const {organizationId, clientId} = loadSandboxConfig()

let stack: SystemStack
let storefront: string
let publicOrigin: string

before(async () => {
    // The host runs with its default bind address (HOST unset).
    stack = await startSystemStack({name: 'security', defaultBindFor: 0})
    storefront = stack.hosts[0].origin
    publicOrigin = stack.hosts[0].url
})
after(async () => {
    await stack?.stop()
})

const oauth = (path: string) =>
    `${storefront}/mobify/proxy/api/shopper/auth/v1/organizations/${organizationId}/oauth2${path}`

void describe('the sandbox mailbox', () => {
    void test('is not reachable through the storefront, however the path is spelled', async () => {
        for (const upstream of ['api', 'self', 'content']) {
            for (const path of [
                '/__sandbox/outbox',
                '/__sandbox/outbox/latest?to=jordan.lee%40example.com',
                '/%5F%5Fsandbox/outbox',
                '/__SANDBOX/outbox',
                '/x/../__sandbox/outbox',
                '//__sandbox/outbox'
            ]) {
                const answer = await timedFetch(`${storefront}/mobify/proxy/${upstream}${path}`)
                assert.equal(answer.status, 404, `${upstream}${path}`)
                assert.ok(!answer.text.includes('@'), `${upstream}${path} leaked mail`)
            }
        }
    })

    void test('refuses a proxied caller even when its local-only flag is on', async () => {
        const direct = await timedFetch(`${stack.sandbox.origin}/__sandbox/outbox`)
        assert.equal(direct.status, 200)
        const forwarded = await timedFetch(`${stack.sandbox.origin}/__sandbox/outbox`, {
            headers: {'x-forwarded-for': '203.0.113.7'}
        })
        assert.equal(forwarded.status, 403)
    })
})

void describe('SLAS through the storefront', () => {
    void test('refuses a foreign redirect_uri with its error shape, no code handed out', async () => {
        const query = new URLSearchParams({
            redirect_uri: 'https://evil.example/cb',
            response_type: 'code',
            client_id: clientId,
            hint: 'guest',
            channel_id: 'vela-gb',
            code_challenge: crypto.randomBytes(32).toString('base64url')
        })
        const answer = await timedFetch(`${oauth('/authorize')}?${query.toString()}`)
        assert.equal(answer.status, 400)
        assert.equal(answer.headers.get('location'), null)
        assert.deepEqual(JSON.parse(answer.text), {
            error: 'invalid_request',
            error_description: 'redirect_uri is not registered for this client.',
            status_code: '400 BAD_REQUEST',
            message: 'redirect_uri is not registered for this client.'
        })
    })
})

void describe('logs', () => {
    void test("a reset link's token, a login code and the shopper's e-mail never appear in any log", async () => {
        const reset = await timedFetch(oauth('/password/reset'), {
            method: 'POST',
            headers: {'content-type': 'application/x-www-form-urlencoded'},
            body: new URLSearchParams({
                user_id: DEMO_LOGIN,
                mode: 'callback',
                channel_id: 'vela-gb',
                client_id: clientId,
                callback_uri: `${publicOrigin}/reset-password`
            }).toString()
        })
        assert.equal(reset.status, 200, reset.text)
        const mail = JSON.parse(
            (
                await timedFetch(
                    `${stack.sandbox.origin}/__sandbox/outbox/latest?to=${encodeURIComponent(
                        DEMO_LOGIN
                    )}&kind=password-reset`
                )
            ).text
        ) as {links: string[]}
        const link = new URL(mail.links.find((candidate) => candidate.includes('token=')) ?? '')
        const token = link.searchParams.get('token') ?? ''
        assert.ok(token.length > 8, 'the mail carries a reset token')

        // The shopper opens the link; a login lands on /callback; an unknown page gets the same query.
        const code = crypto.randomBytes(16).toString('hex')
        const usid = crypto.randomUUID()
        for (const path of [
            `/reset-password${link.search}`,
            `/callback?code=${code}&usid=${usid}`,
            `/no-such-page?token=${token}&refresh_token=${code}`
        ]) {
            await timedFetch(`${storefront}${path}`, {limitMs: 60_000})
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
        const logs = [stack.hosts[0].log, stack.sandboxLog].map((file) => fs.readFileSync(file, 'utf8'))
        assert.ok(
            logs[0].includes('/reset-password?token=REDACTED'),
            'the request log shows the redacted URL'
        )
        for (const secret of [token, code, usid, DEMO_LOGIN, encodeURIComponent(DEMO_LOGIN)]) {
            for (const [index, text] of logs.entries())
                assert.ok(!text.includes(secret), `log ${index} has ${secret}`)
        }
    })
})

void describe('security headers', () => {
    void test('on every kind of response the host sends', async () => {
        const health = JSON.parse((await timedFetch(`${storefront}/healthz`)).text) as {bundleId: string}
        const main = (await timedFetch(`${storefront}/`, {limitMs: 60_000})).text.match(
            new RegExp(`/mobify/bundle/${health.bundleId}/[\\w.-]+\\.js`)
        )?.[0]
        assert.ok(main, 'the page links its bundle')
        const kinds: Record<string, string> = {
            page: '/',
            'not-found page': '/no/such/page/at/all',
            'bundle file': main,
            health: '/healthz',
            readiness: '/readyz',
            'API proxy': `/mobify/proxy/api/shopper/products/v1/organizations/${organizationId}/products/VL10001?siteId=vela-gb`,
            'sealed path': '/mobify/proxy/api/__sandbox/outbox',
            callback: '/callback',
            robots: '/robots.txt'
        }
        for (const [kind, path] of Object.entries(kinds)) {
            const answer = await timedFetch(`${storefront}${path}`, {limitMs: 60_000})
            assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', kind)
            assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', kind)
            // Plain http here: HSTS only when served over https (SECURE=true).
            assert.equal(answer.headers.get('strict-transport-security'), null, kind)
            const policy = answer.headers.get('content-security-policy')
            if (kind !== 'API proxy') assert.ok(policy, `${kind} has a Content-Security-Policy`)
            if (policy) {
                assert.ok(!policy.includes('unsafe-eval'), `${kind}: ${policy}`)
                const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
                assert.ok(!scripts.includes('*'), `${kind} allows wildcard script hosts: ${scripts}`)
            }
        }
    })
})

void describe('the host binds loopback by default', () => {
    const external = Object.values(os.networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal)?.address
    void test(
        'and refuses connections on the machine’s network address',
        {skip: external ? false : 'this machine has no non-loopback IPv4 address'},
        async () => {
            const outcome = await new Promise<string>((resolve) => {
                const socket = net.connect({host: external, port: stack.hosts[0].port})
                socket.once('connect', () => {
                    socket.destroy()
                    resolve('connected')
                })
                socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
            })
            assert.equal(outcome, 'ECONNREFUSED')
            assert.equal((await timedFetch(`${storefront}/healthz`)).status, 200)
        }
    )
})
