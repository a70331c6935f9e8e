import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {openHydrated} from '../lib/page-checks'

/** Shared steps of the account specs (no tests here). */

export const ALEX = {email: 'alex.morgan@example.com', password: 'VelaDemo#2024'}
export const SAM = {email: 'sam.taylor@example.com', password: 'VelaInsider#2024'}
export const JORDAN = {email: 'jordan.lee@example.com', password: 'VelaDemo#2024'}

export const ORG = 'f_ecom_vela_001'

let counter = 0
export const uniqueEmail = (label: string) =>
    `e2e.${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`

/** Signs in through /login and waits for the account (or the return URL) to open. */
/** A labelled field whose label carries the required asterisk ("Password *"). */
export const field = (page: Page, label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

export const signIn = async (page: Page, baseUrl: string, email: string, password: string) => {
    await openHydrated(page, `${baseUrl}/login`)
    await page.getByLabel('Email address').fill(email)
    await field(page, 'Password').fill(password)
    await page.getByRole('button', {name: 'Sign in', exact: true}).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), {timeout: 20_000})
}

const SESSION_STATE = `(() => {
    const find = (prefix) => {
        for (let i = 0; i < localStorage.length; i += 1) {
            const key = localStorage.key(i)
            if (key === prefix || key.startsWith(prefix + '_')) return localStorage.getItem(key)
        }
        return null
    }
    return {type: find('customer_type'), accessToken: find('access_token'), customerId: find('customer_id')}
})()`

interface SessionState {
    type: string | null
    accessToken: string | null
    customerId: string | null
}

export const sessionState = (page: Page) => page.evaluate<SessionState>(SESSION_STATE)

/** The commerce SDK's stored session says guest (and it has one: not locked out). */
export const expectGuest = async (page: Page) => {
    await page.waitForFunction(
        `(() => { const s = ${SESSION_STATE}; return s.type === 'guest' && !!s.accessToken })()`,
        undefined,
        {timeout: 15_000}
    )
}

const decodeClaims = (jwt: string): Record<string, unknown> =>
    JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>

/** The browser's own shopper tokens, as the commerce SDK stored them. */
export const shopperTokens = async (page: Page) => {
    const state = await sessionState(page)
    assert.ok(state.accessToken && state.customerId, 'the SDK stored a session')
    const cookies = await page.context().cookies()
    const refresh = cookies.find((cookie) => /^cc-nx(_|$)/.test(cookie.name))
    const claims = decodeClaims(state.accessToken)
    return {
        accessToken: state.accessToken,
        customerId: state.customerId,
        refreshToken: refresh?.value ?? '',
        /** The storefront's public SLAS client (config/default.js). */
        clientId: 'c0ffee00-5a4d-4b0c-9e1f-000000000001',
        claims,
        /** Drops the access token as if it had expired, so the next page load must refresh. */
        expireAccessToken: () =>
            page.evaluate(`(() => {
                for (const key of Object.keys(localStorage)) {
                    if (/^(access_token|expires_in)(_|$)/.test(key)) localStorage.removeItem(key)
                }
                document.cookie.split(';').map((part) => part.split('=')[0].trim())
                    .filter((name) => name.startsWith('cc-at'))
                    .forEach((name) => { document.cookie = name + '=; max-age=0; path=/' })
            })()`)
    }
}

/** A Shopper API call straight to the sandbox with a shopper's token. */
export const shopperRequest = async (
    sandboxOrigin: string,
    accessToken: string,
    method: string,
    path: string,
    body?: unknown
) => {
    const response = await fetch(`${sandboxOrigin}${path}`, {
        method,
        headers: {
            authorization: `Bearer ${accessToken}`,
            ...(body === undefined ? {} : {'content-type': 'application/json'})
        },
        ...(body === undefined ? {} : {body: JSON.stringify(body)})
    })
    const text = await response.text()
    return {
        status: response.status,
        headers: response.headers,
        body: text ? (JSON.parse(text) as unknown) : null
    }
}

export interface OutboxMail {
    to: string
    subject: string
    text: string
    links: string[]
    kind: string
}

/** The newest mail of a kind to an address, waiting a little for it to arrive. */
export const latestMail = async (sandboxOrigin: string, to: string, kind: string) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await fetch(
            `${sandboxOrigin}/__sandbox/outbox/latest?${new URLSearchParams({to, kind}).toString()}`
        )
        if (response.ok) return (await response.json()) as OutboxMail
        await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return undefined
}

/**
 * The header bag's count, read from its label (0 when it shows no count). Read from the DOM, not the accessibility tree: the mini bag
 * opens after an add and hides the header from assistive technology while it is open.
 */
export const bagCount = async (page: Page) => {
    const labels = await page
        .getByTestId('header-bag')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))
    return Math.max(0, ...labels.map((label) => Number(/(\d+) items?/.exec(label)?.[1] ?? 0)))
}

/**
 * The header's count once it has settled on `expected` (read every 200 ms for up to 10 s), with every reading
 * taken, so a count that only reaches the expected value late, or never, says what it showed meanwhile.
 */
export const settledBagCount = async (page: Page, expected: (count: number) => boolean) => {
    const readings: number[] = []
    const deadline = Date.now() + 10_000
    for (;;) {
        const count = await bagCount(page)
        readings.push(count)
        if (expected(count) || Date.now() > deadline) return {count, readings: readings.join(', ')}
        await page.waitForTimeout(200)
    }
}

/**
 * Opens the leggings listing, then the first product, picks the second size in stock and adds it to the bag. A
 * shopper's click, not a forced one: it waits for the size to hold still and to be the element under the pointer.
 */
export const addFirstProductToBag = async (page: Page, baseUrl: string): Promise<string> => {
    await openHydrated(page, `${baseUrl}/shop/bottoms/leggings`)
    // A shopper who has been on the site a moment: the guest session has started before they move on. (An add
    // pressed before it has started is checkout.browser.ts's own journey; here a session start cut short by the
    // next page, then an add racing the new one, once gave a bag that the stored session did not own.)
    await expectGuest(page)
    const href = await page.locator('main a[href$=".html"]').first().getAttribute('href')
    assert.ok(href, 'the listing links to a product')
    await openHydrated(page, new URL(href, baseUrl).toString())
    const name = (await page.getByRole('heading', {level: 1}).first().innerText()).trim()
    const sizes = page
        .getByRole('group', {name: /Size/})
        .first()
        .locator('input[type="radio"]:not([disabled])')
    if ((await sizes.count()) > 0) await sizes.nth(1).check()
    await page
        .getByRole('button', {name: /^Add To Bag$/i})
        .first()
        .click()
    await page.waitForFunction(
        `(() => [...document.querySelectorAll('a, button')].some((el) => /^Bag, 1 item/.test(el.getAttribute('aria-label') || '')))()`,
        undefined,
        {timeout: 15_000}
    )
    return name
}

/** The shell's cached insider flag (app/commerce/session/insider-cookie.ts), undefined when absent. */
export const insiderCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'vela_insider')?.value
