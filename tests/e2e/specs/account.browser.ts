import {assertAccessible} from '../lib/axe'
import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {collectErrors, VIEWPORTS} from '../lib/browser'
import {assertNoErrors, closeCookieBanner, openHydrated, settleNetwork, waitForText} from '../lib/page-checks'
import {describe, test, type E2EContext} from '../lib/registry'
import {essentialConsentCookies} from '../lib/returning-shopper'
import {
    ALEX,
    addFirstProductToBag,
    settledBagCount,
    expectGuest,
    field,
    insiderCookie,
    latestMail,
    SAM,
    shopperTokens,
    signIn,
    uniqueEmail
} from './account.helpers'

/**
 * Accounts and session in Chromium (spec 001 §2.1, §4.1, §6, §7.1-§7.2): registration, sign-in and out, the
 * account sections, the guest bag merge, password reset through the sandbox outbox, token revocation, guest
 * redirects and guest order tracking; axe and screenshots of the sign-in, registration and account pages.
 */

const NEW_PASSWORD = 'VelaFresh#2025'

const register = async (page: Page, baseUrl: string, email: string, password: string) => {
    await openHydrated(page, `${baseUrl}/registration`)
    await page.getByLabel('First name').fill('Robin')
    await page.getByLabel('Last name').fill('Ashby')
    await page.getByLabel('Email address').fill(email)
    await field(page, 'Password').fill(password)
    await page.getByRole('button', {name: 'Create account'}).click()
    await page.waitForURL(/\/account$/, {timeout: 20_000})
}

const signOut = async (page: Page) => {
    await page.getByRole('button', {name: 'Sign out'}).first().click()
    await page.waitForURL((url) => !url.pathname.startsWith('/account'), {timeout: 15_000})
    await expectGuest(page)
}

/**
 * Revokes the signed-in shopper's refresh token at SLAS (as another device's sign-out or a support agent would)
 * and lets the access token expire (removed), so the next visit must refresh and is refused.
 */
const revokeSession = async (page: Page, t: E2EContext) => {
    const tokens = await shopperTokens(page)
    assert.ok(tokens.refreshToken, 'a registered refresh token is stored')
    const revoked = await fetch(
        `${t.sandboxOrigin}/shopper/auth/v1/organizations/f_ecom_vela_001/oauth2/logout?` +
            new URLSearchParams({
                client_id: tokens.clientId,
                refresh_token: tokens.refreshToken,
                channel_id: 'vela-gb'
            }).toString(),
        {headers: {authorization: `Bearer ${tokens.accessToken}`}}
    )
    assert.equal(revoked.status, 200, await revoked.text())
    await tokens.expireAccessToken()
}

describe('account journeys', () => {
    test(
        'register, sign out, sign in, add an address and a wishlist item',
        async (t) => {
            const page = await t.newPage({viewport: VIEWPORTS.desktop})
            const errors = collectErrors(page)
            const email = uniqueEmail('journey')
            await register(page, t.baseUrl, email, 'VelaJoin#2025')
            await page.getByRole('heading', {level: 1, name: /Hello, Robin/}).waitFor({timeout: 15_000})

            // The registration mail was "sent".
            const welcome = await latestMail(t.sandboxOrigin, email, 'registration')
            assert.ok(welcome, 'a registration mail is in the outbox')

            await signOut(page)
            await signIn(page, t.baseUrl, email, 'VelaJoin#2025')
            await page.getByRole('heading', {level: 1, name: /Hello, Robin/}).waitFor({timeout: 15_000})

            // Add an address.
            await openHydrated(page, `${t.baseUrl}/account/addresses`)
            await page.getByText("You haven't saved any addresses yet.").waitFor({timeout: 15_000})
            await page.getByRole('button', {name: 'Add a new address'}).click()
            await page.getByLabel('First name').fill('Robin')
            await page.getByLabel('Last name').fill('Ashby')
            await page.getByLabel('Address line 1').fill('8 Wharf Road')
            await page.getByLabel('Town or city').fill('London')
            await page.getByLabel('Postcode').fill('N1 7GR')
            await page.getByLabel('Phone number').fill('07700 900456')
            await page.getByRole('button', {name: 'Save address'}).click()
            await page.getByText('Your address has been saved.').waitFor({timeout: 15_000})
            await waitForText(page, /8 Wharf Road/)
            // It survives a reload (it was stored, not just shown).
            await openHydrated(page, `${t.baseUrl}/account/addresses`)
            await waitForText(page, /8 Wharf Road/)

            // Wishlist: saved from a product page with its heart button (shown at once, kept by the server).
            await openHydrated(page, `${t.baseUrl}/product/VL10001`)
            await page.getByRole('button', {name: 'Add to wishlist'}).click()
            await page
                .getByRole('button', {name: 'Saved to wishlist', pressed: true})
                .waitFor({timeout: 15_000})

            await openHydrated(page, `${t.baseUrl}/account/wishlist`)
            await page.getByRole('heading', {level: 1, name: 'Wishlist'}).waitFor()
            await page
                .getByRole('button', {name: /^Move .+ to your bag$/})
                .first()
                .waitFor({timeout: 15_000})
            await waitForText(page, /1 (piece|item)/)
            assertNoErrors(errors, 'registration journey')
        },
        {timeoutMs: 120_000}
    )

    test(
        'a signed-in shopper sees the orders placed earlier',
        async (t) => {
            const page = await t.newPage()
            const errors = collectErrors(page)
            await signIn(page, t.baseUrl, ALEX.email, ALEX.password)
            await openHydrated(page, `${t.baseUrl}/account/orders`)
            await page.getByRole('heading', {level: 1, name: 'Orders'}).waitFor()
            const view = page.getByRole('link', {name: /^View order /})
            await view.first().waitFor({timeout: 15_000})
            assert.ok((await view.count()) >= 3, 'alex has three seeded orders (other specs may add more)')
            // Newest first: the oldest order is a seeded one even when other specs placed orders as alex.
            await view.last().click()
            await page.waitForURL(/\/account\/orders\/[^/]+$/)
            await waitForText(page, /Delivery address/)
            await waitForText(page, /14 Canonbury Lane/)
            assertNoErrors(errors, '/account/orders')
        },
        {timeoutMs: 60_000}
    )

    test(
        'a guest bag is merged into the account bag on sign-in',
        async (t) => {
            const page = await t.newPage({viewport: VIEWPORTS.desktop})
            const added = await addFirstProductToBag(page, t.baseUrl)
            const guest = await settledBagCount(page, (count) => count === 1)
            assert.equal(guest.count, 1, `the header's count after the add (readings: ${guest.readings})`)
            await signIn(page, t.baseUrl, 'jordan.lee@example.com', 'VelaDemo#2024')
            await openHydrated(page, `${t.baseUrl}/cart`)
            await page.getByText(added, {exact: false}).first().waitFor({timeout: 15_000})
            const merged = await settledBagCount(page, (count) => count >= 1)
            assert.ok(
                merged.count >= 1,
                `the bag count includes the guest item (readings: ${merged.readings})`
            )
        },
        {timeoutMs: 90_000}
    )

    test(
        'password reset through the mailed link, then sign in with the new password',
        async (t) => {
            const page = await t.newPage()
            const email = uniqueEmail('reset')
            await register(page, t.baseUrl, email, 'VelaJoin#2025')
            await signOut(page)

            await openHydrated(page, `${t.baseUrl}/reset-password`)
            await page.getByLabel('Email address').fill(email)
            await page.getByRole('button', {name: 'Send reset link'}).click()
            await page.getByRole('heading', {level: 2, name: 'Check your inbox'}).waitFor({timeout: 15_000})

            const mail = await latestMail(t.sandboxOrigin, email, 'password-reset')
            assert.ok(mail, 'a reset mail is in the outbox')
            const link = mail.links.find((candidate) => candidate.includes('token='))
            assert.ok(link, `the mail links to the reset page: ${mail.links.join(', ')}`)
            const target = new URL(link)
            await openHydrated(page, `${t.baseUrl}${target.pathname}${target.search}`)
            // The token leaves the address bar at once.
            await page.waitForURL((url) => !url.search.includes('token='))
            await page.getByRole('heading', {level: 1, name: 'Choose a new password'}).waitFor()
            await field(page, 'New password').fill(NEW_PASSWORD)
            await page.getByRole('button', {name: 'Save and sign in'}).click()
            await page
                .getByRole('heading', {level: 2, name: 'Your password has been changed'})
                .waitFor({timeout: 20_000})

            // The link works once.
            await openHydrated(page, `${t.baseUrl}${target.pathname}${target.search}`)
            await openHydrated(page, `${t.baseUrl}/account`)
            await signOut(page)
            await signIn(page, t.baseUrl, email, NEW_PASSWORD)
            await page.getByRole('heading', {level: 1, name: /Hello, Robin/}).waitFor({timeout: 15_000})
        },
        {timeoutMs: 120_000}
    )

    test('a wrong password shows the error and keeps the typed email', async (t) => {
        const page = await t.newPage()
        await openHydrated(page, `${t.baseUrl}/login`)
        await page.getByLabel('Email address').fill(ALEX.email)
        await field(page, 'Password').fill('NotTheRightOne#1')
        await page.getByRole('button', {name: 'Sign in', exact: true}).click()
        const alert = page.getByRole('alert').filter({hasText: "don't match our records"})
        await alert.waitFor({timeout: 15_000})
        assert.equal(await page.getByLabel('Email address').inputValue(), ALEX.email)
        assert.equal(await field(page, 'Password').inputValue(), '')
        assert.match(new URL(page.url()).pathname, /\/login$/)
        await expectGuest(page)
    })

    test(
        'a revoked refresh token leads to a clean guest session, and the shopper can sign in again',
        async (t) => {
            const page = await t.newPage()
            const errors = collectErrors(page)
            await signIn(page, t.baseUrl, SAM.email, SAM.password)
            await revokeSession(page, t)

            await openHydrated(page, `${t.baseUrl}/account`)
            await page.waitForURL(/\/login/, {timeout: 20_000})
            await expectGuest(page)
            // The guest is not still treated as an insider once the guest sequence has run.
            await page
                .waitForFunction(`!document.cookie.includes('vela_insider=1')`, undefined, {timeout: 15_000})
                .catch(() => undefined)
            assert.notEqual(await insiderCookie(page), '1', 'a guest after the revoked session is no insider')
            // Browsing works as a guest.
            const home = await openHydrated(page, `${t.baseUrl}/`)
            assert.equal(home, 200)
            await signIn(page, t.baseUrl, SAM.email, SAM.password)
            await page.getByRole('heading', {level: 1, name: /Hello, Sam/}).waitFor({timeout: 15_000})
            // The refused refresh is the only failed request: customer-scoped reads wait for the session start, so
            // none goes out for the revoked session's customer id (it would be refused with 403).
            assertNoErrors(
                errors.filter((error) => !/status of 400/.test(error)),
                'after the revoked refresh token'
            )
        },
        {timeoutMs: 90_000}
    )

    test('a mergeBasketUUID link brings a bag shared from another device into this one, and opens it', async (t) => {
        // The first device: a guest with a product in the bag shares it (the SharedBasket controller).
        const first = await t.newPage()
        const name = await addFirstProductToBag(first, t.baseUrl)
        const {accessToken} = await shopperTokens(first)
        const shared = await fetch(
            `${t.sandboxOrigin}/on/demandware.store/Sites-vela-gb-Site/default/SharedBasket-CreateSharedBasketObject?countryId=GB`,
            {headers: {authorization: `Bearer ${accessToken}`}}
        )
        assert.equal(shared.status, 200, await shared.clone().text())
        const {basketUUID} = (await shared.json()) as {basketUUID: string}

        // The second device opens the link: the shared line joins its own (empty) bag, and the bag opens.
        const second = await t.newPage()
        await second.context().addCookies(essentialConsentCookies(new URL(t.baseUrl).hostname))
        const errors = collectErrors(second)
        await openHydrated(second, `${t.baseUrl}/?mergeBasketUUID=${basketUUID}`)
        await second.waitForURL((url) => !url.search.includes('mergeBasketUUID'), {timeout: 20_000})
        assert.match(new URL(second.url()).search, /basket=show/)
        await second.getByRole('dialog').getByText(name).first().waitFor({timeout: 15_000})
        await second.keyboard.press('Escape')
        await second.getByRole('dialog').waitFor({state: 'detached'})
        const header = await settledBagCount(second, (count) => count === 1)
        assert.equal(header.count, 1, `the header's count (readings: ${header.readings})`)
        assertNoErrors(errors, 'the shared bag link')
    })

    test(
        'an insider is flagged for the shell after sign-in; other shoppers and signed-out guests are not',
        async (t) => {
            const page = await t.newPage()
            await signIn(page, t.baseUrl, SAM.email, SAM.password)
            await page.waitForFunction(`document.cookie.includes('vela_insider=1')`, undefined, {
                timeout: 15_000
            })
            await page.getByRole('heading', {level: 1, name: /Hello, Sam/}).waitFor({timeout: 15_000})
            await signOut(page)
            assert.notEqual(await insiderCookie(page), '1', 'the insider flag goes with the session')

            const other = await t.newPage()
            await signIn(other, t.baseUrl, ALEX.email, ALEX.password)
            await other.getByRole('heading', {level: 1, name: /Hello, Alex/}).waitFor({timeout: 15_000})
            await settleNetwork(other)
            // The flag exists only for insiders: the CMS's popup rules test for its presence.
            assert.equal(await insiderCookie(other), undefined)
        },
        {timeoutMs: 60_000}
    )

    for (const section of ['wishlist', 'orders', 'addresses']) {
        test(`a guest opening /account/${section} is sent to /login`, async (t) => {
            const page = await t.newPage()
            await openHydrated(page, `${t.baseUrl}/account/${section}`)
            await page.waitForURL(/\/login\?/, {timeout: 15_000})
            const returnUrl = new URL(page.url()).searchParams.get('returnUrl')
            assert.equal(returnUrl, `/account/${section}`)
            await page.getByRole('heading', {level: 1, name: 'Sign in'}).waitFor()
        })
    }

    test(
        '/track-order with the order number and email shows the order',
        async (t) => {
            const page = await t.newPage()
            await signIn(page, t.baseUrl, ALEX.email, ALEX.password)
            await openHydrated(page, `${t.baseUrl}/account/orders`)
            const view = page.getByRole('link', {name: /^View order /}).first()
            await view.waitFor({timeout: 15_000})
            const orderNo = ((await view.getAttribute('aria-label')) ?? '').replace(/^View order /, '')
            assert.ok(orderNo, 'an order number is shown')

            const guest = await t.newPage()
            const errors = collectErrors(guest)
            await openHydrated(guest, `${t.baseUrl}/track-order`)
            await guest.getByLabel('Order number').fill(orderNo)
            await guest.getByLabel('Email address').fill(ALEX.email)
            await guest.getByRole('button', {name: 'Track order'}).click()
            await guest
                .getByRole('heading', {name: `Order ${orderNo}`})
                .first()
                .waitFor({timeout: 15_000})
            await waitForText(guest, /Placed /)
            assertNoErrors(errors, '/track-order')
        },
        {timeoutMs: 60_000}
    )
})

const widths = [
    ['390', VIEWPORTS.mobile],
    ['1440', VIEWPORTS.desktop]
] as const

describe('account pages: accessibility and screenshots', () => {
    for (const [name, viewport] of widths) {
        for (const path of ['/login', '/registration']) {
            test(`${path} at ${name}px: no WCAG A/AA axe violations of any impact, screenshot`, async (t) => {
                const page = await t.newPage({viewport})
                const errors = collectErrors(page)
                await openHydrated(page, `${t.baseUrl}${path}`)
                await assertAccessible(page, path)
                await closeCookieBanner(page, 'Reject all', {onlyIfShown: true})
                await t.screenshot(page, `account${path.replace('/', '-')}-${name}`, {fullPage: true})
                assertNoErrors(errors, path)
            })
        }

        test(
            `/account, its addresses and wishlist at ${name}px (signed in): no WCAG A/AA axe violations of any impact, screenshot`,
            async (t) => {
                const page = await t.newPage({viewport})
                const errors = collectErrors(page)
                await signIn(page, t.baseUrl, ALEX.email, ALEX.password)
                await page.getByRole('heading', {level: 1, name: /Hello, Alex/}).waitFor({timeout: 15_000})
                await settleNetwork(page)
                await waitForText(page, /Latest order/)
                await assertAccessible(page, '/account')
                await closeCookieBanner(page, 'Reject all', {onlyIfShown: true})
                await t.screenshot(page, `account-overview-${name}`, {fullPage: true})
                await openHydrated(page, `${t.baseUrl}/account/addresses`)
                await page.getByRole('heading', {level: 1, name: 'Addresses'}).waitFor({timeout: 15_000})
                await settleNetwork(page)
                await assertAccessible(page, '/account/addresses')
                await openHydrated(page, `${t.baseUrl}/account/wishlist`)
                await page.getByRole('heading', {level: 1, name: 'Wishlist'}).waitFor({timeout: 15_000})
                await settleNetwork(page)
                await assertAccessible(page, '/account/wishlist')
                assertNoErrors(errors, '/account')
            },
            {timeoutMs: 60_000}
        )
    }
})
