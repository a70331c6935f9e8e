import assert from 'assert/strict'
import fs from 'fs'
import os from 'os'
import path from 'path'
import type {Page, Response} from 'playwright-core'
import {openHydrated} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {ALEX, field, SAM, shopperTokens, signIn, uniqueEmail} from './account.helpers'

/**
 * Security proof for accounts and session: private pages and shopper responses are never stored, two
 * shoppers signed in at once never see each other's data, passwords never reach a log or a response, and
 * tokens never travel in a URL the storefront makes.
 */

const PRIVATE_PAGES = ['/login', '/registration', '/reset-password', '/account', '/account/orders', '/cart']

/** Shopper-specific API paths as the browser calls them (through the host's proxy or the sandbox). */
const SHOPPER_API = /\/(shopper-customers|shopper-baskets|shopper-orders)\/|\/oauth2\/token/

interface Recorded {
    url: string
    method: string
    status: number
    cacheControl: string
    body: string
}

/** Records every request URL and every shopper API response of a page. */
const record = (page: Page) => {
    const urls: string[] = []
    const responses: Promise<Recorded | undefined>[] = []
    page.on('request', (request) => urls.push(request.url()))
    page.on('response', (response: Response) => {
        if (!SHOPPER_API.test(response.url()) || response.request().method() === 'OPTIONS') return
        responses.push(
            response
                .text()
                .then((body) => ({
                    url: response.url(),
                    method: response.request().method(),
                    status: response.status(),
                    cacheControl: response.headers()['cache-control'] ?? '',
                    body
                }))
                .catch(() => undefined)
        )
    })
    return {
        urls,
        responses: async () =>
            (await Promise.all(responses)).filter((entry): entry is Recorded => entry !== undefined)
    }
}

/** Every account section and the bag, as a signed-in shopper browses them. */
const browseAccount = async (page: Page, baseUrl: string) => {
    for (const section of [
        '/account',
        '/account/orders',
        '/account/addresses',
        '/account/wishlist',
        '/cart'
    ]) {
        await openHydrated(page, `${baseUrl}${section}`)
    }
}

/** This run's log files: the run folder whose sandbox log names this sandbox's port. */
const runLogs = (sandboxOrigin: string): string[] => {
    const port = new URL(sandboxOrigin).port
    const candidates = fs
        .readdirSync(os.tmpdir())
        .filter((name) => name.startsWith('vela-e2e-'))
        .map((name) => path.join(os.tmpdir(), name))
    for (const dir of candidates) {
        const files = ['sandbox.log', 'host.log'].map((name) => path.join(dir, name))
        if (!files.every((file) => fs.existsSync(file))) continue
        const text = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n')
        if (text.includes(`:${port}`)) return files
    }
    return []
}

describe('account security', () => {
    test('account, sign-in and bag pages are private, no-store', async (t) => {
        for (const pagePath of PRIVATE_PAGES) {
            const response = await t.fetchPage(pagePath)
            await response.arrayBuffer()
            assert.equal(response.headers.get('cache-control'), 'private, no-store', pagePath)
        }
    })

    test(
        'two shoppers signed in at once never see each other’s data; shopper responses are never stored',
        async (t) => {
            const [alexPage, samPage] = await Promise.all([t.newPage(), t.newPage()])
            const alex = record(alexPage)
            const sam = record(samPage)
            await Promise.all([
                signIn(alexPage, t.baseUrl, ALEX.email, ALEX.password),
                signIn(samPage, t.baseUrl, SAM.email, SAM.password)
            ])
            const [alexTokens, samTokens] = await Promise.all([
                shopperTokens(alexPage),
                shopperTokens(samPage)
            ])
            assert.notEqual(alexTokens.customerId, samTokens.customerId)
            await Promise.all([browseAccount(alexPage, t.baseUrl), browseAccount(samPage, t.baseUrl)])

            const marks = {
                alex: [ALEX.email, alexTokens.customerId, 'Canonbury', alexTokens.accessToken],
                sam: [SAM.email, samTokens.customerId, 'Royal Crescent', samTokens.accessToken]
            }
            const check = async (who: 'alex' | 'sam', recorder: ReturnType<typeof record>) => {
                const other = who === 'alex' ? marks.sam : marks.alex
                const own = who === 'alex' ? marks.alex : marks.sam
                const responses = await recorder.responses()
                assert.ok(
                    responses.some((response) => response.body.includes(own[0])),
                    `${who} saw their own customer data`
                )
                for (const response of responses) {
                    for (const mark of other) {
                        assert.ok(
                            !response.body.includes(mark),
                            `${who} received ${mark} from ${response.url}`
                        )
                    }
                    if (response.status < 300) {
                        assert.match(
                            response.cacheControl,
                            /\bno-store\b/,
                            `${response.method} ${response.url} is not no-store`
                        )
                    }
                    // The customer's own APIs and the token endpoint (the basket module's customer-baskets
                    // route lives under the customer path too, and answers no-store).
                    const accountApi =
                        /shopper-customers\/.*\/customers\/[^/?]+(\/(addresses|product-lists|payment-instruments)|\?)/.test(
                            response.url
                        ) || /\/oauth2\/token/.test(response.url)
                    if (accountApi && response.status < 300) {
                        assert.equal(response.cacheControl, 'private, no-store', response.url)
                    }
                }
            }
            await check('alex', alex)
            await check('sam', sam)

            // Each shopper's token opens only their own account.
            const crossed = await fetch(
                `${t.sandboxOrigin}/customer/shopper-customers/v1/organizations/f_ecom_vela_001/customers/${samTokens.customerId}?siteId=vela-gb`,
                {headers: {authorization: `Bearer ${alexTokens.accessToken}`}}
            )
            assert.equal(crossed.status, 403)
            const crossedBody = await crossed.text()
            assert.ok(!crossedBody.includes(SAM.email))

            // Tokens never travel in a URL the storefront requests (SLAS logout takes the refresh token as
            // a query parameter by the platform's design; no page does).
            for (const [who, recorder, tokens] of [
                ['alex', alex, alexTokens],
                ['sam', sam, samTokens]
            ] as const) {
                for (const url of recorder.urls) {
                    assert.ok(!url.includes(tokens.accessToken), `${who}'s access token in ${url}`)
                    if (tokens.refreshToken && !/\/oauth2\/logout\?/.test(url))
                        assert.ok(!url.includes(tokens.refreshToken), `${who}'s refresh token in ${url}`)
                    assert.ok(!/[?&](access_token|refresh_token|password)=/i.test(url), url)
                }
            }
        },
        {timeoutMs: 120_000}
    )

    test(
        'passwords are never logged nor returned; tokens are never logged',
        async (t) => {
            // The digit is fixed: a base-36 timestamp does not always contain one, and the password rules need one.
            const password = `Vela-Secret#7${Date.now().toString(36)}`
            const page = await t.newPage()
            const recorder = record(page)
            const bodies: Promise<string>[] = []
            page.on('response', (response) => {
                if (
                    response.request().resourceType() === 'fetch' ||
                    response.request().resourceType() === 'xhr'
                )
                    bodies.push(response.text().catch(() => ''))
            })
            const email = uniqueEmail('secret')
            await openHydrated(page, `${t.baseUrl}/registration`)
            await page.getByLabel('First name').fill('Kit')
            await page.getByLabel('Last name').fill('Vale')
            await page.getByLabel('Email address').fill(email)
            await field(page, 'Password').fill(password)
            await page.getByRole('button', {name: 'Create account'}).click()
            await page.waitForURL(/\/account$/, {timeout: 20_000})
            // Sign-out revokes this refresh token (SLAS takes it as a query parameter): no log may keep it.
            const registeredTokens = await shopperTokens(page)
            await page.getByRole('button', {name: 'Sign out'}).first().click()
            await page.waitForURL((url) => !url.pathname.startsWith('/account'))
            await openHydrated(page, `${t.baseUrl}/login`)
            await page.getByLabel('Email address').fill(email)
            await field(page, 'Password').fill(`${password}-wrong`)
            await page.getByRole('button', {name: 'Sign in', exact: true}).click()
            await page.getByRole('alert').filter({hasText: "don't match"}).waitFor({timeout: 15_000})
            await signIn(page, t.baseUrl, email, password)
            await openHydrated(page, `${t.baseUrl}/account/profile`)

            for (const body of await Promise.all(bodies)) assert.ok(!body.includes(password), 'in a response')
            for (const url of recorder.urls) assert.ok(!url.includes(encodeURIComponent(password)), url)

            // The sandbox stores a hash, not the password, and its mails never carry it.
            const mails = (await (
                await fetch(`${t.sandboxOrigin}/__sandbox/outbox?to=${encodeURIComponent(email)}`)
            ).json()) as {text: string; html: string}[]
            assert.ok(mails.length > 0)
            for (const mail of mails) assert.ok(!`${mail.text}${mail.html}`.includes(password), 'in a mail')

            const logs = runLogs(t.sandboxOrigin)
            if (!process.env.E2E_BASE_URL) {
                assert.equal(logs.length, 2, 'found this run’s sandbox and host logs')
                for (const file of logs) {
                    const text = fs.readFileSync(file, 'utf8')
                    assert.ok(text.length > 0, `${file} is not empty`)
                    assert.ok(!text.includes(password), `the password is in ${file}`)
                    assert.ok(!text.includes(encodeURIComponent(password)), `the password is in ${file}`)
                    assert.ok(!text.includes(registeredTokens.accessToken), `an access token is in ${file}`)
                    if (registeredTokens.refreshToken)
                        assert.ok(
                            !text.includes(registeredTokens.refreshToken),
                            `a refresh token is in ${file}`
                        )
                }
            }
        },
        {timeoutMs: 90_000}
    )
})
