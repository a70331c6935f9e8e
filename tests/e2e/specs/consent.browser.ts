import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {collectErrors, VIEWPORTS} from '../lib/browser'
import {assertNoErrors, waitForHydration} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {essentialConsentCookies} from '../lib/returning-shopper'

/**
 * The consent banner is in the server's HTML (app/engagement/consent/consent-island.tsx): a first visit sees it
 * with the page's first paint, whole (no layout shift), and a press on it before the app has started counts.
 * Each test holds the app's bundles back until it has looked at the page as the server sent it.
 */

interface Held {
    page: Page
    /** Lets the held bundles through. */
    startApp: () => void
}

const openWithAppHeld = async (page: Page, url: string): Promise<Held> => {
    let startApp!: () => void
    const held = new Promise<void>((resolve) => (startApp = resolve))
    await page.route('**/mobify/bundle/**/*.js', async (route) => {
        await held
        await route.continue()
    })
    await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, {__shifts: shifts})
        new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number}>)
                shifts.push(entry.value)
        }).observe({type: 'layout-shift', buffered: true})
    })
    // Not 'load': the held bundles are preloads, which the load event waits for.
    await page.goto(url, {waitUntil: 'domcontentloaded'})
    return {page, startApp}
}

const earlyBanner = (page: Page) => page.getByTestId('consent-banner-early')
const storedGroups = async (page: Page) => {
    const cookies = await page.context().cookies()
    const consent = cookies.find((cookie) => cookie.name === 'OptanonConsent')?.value
    const closed = cookies.some((cookie) => cookie.name === 'OptanonAlertBoxClosed')
    return closed ? new URLSearchParams(decodeURIComponent(consent ?? '')).get('groups') : null
}

/** The choice made on the server copy reached the consent tool's cookies, and no banner came back for it. */
const assertStoredWithoutBanner = async (page: Page, groups: string) => {
    await page.waitForFunction(() => document.cookie.includes('OptanonAlertBoxClosed='), undefined, {
        timeout: 15_000
    })
    assert.equal(await storedGroups(page), groups)
    await page.locator('[data-consent-island]').waitFor({state: 'detached'})
    assert.equal(await page.getByTestId('consent-banner').count(), 0, 'no banner after the choice')
}

describe('consent banner in the first paint', () => {
    test('a first visit sees it before the app starts, whole; Reject all pressed then is stored once the app has started', async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile})
        const errors = collectErrors(page)
        await openWithAppHeld(page, `${t.baseUrl}/cart`).then(async ({startApp}) => {
            const banner = earlyBanner(page)
            assert.ok(await banner.isVisible(), 'the banner is on screen before any bundle has run')
            assert.equal(
                await banner.getByRole('heading', {level: 2}).textContent(),
                'Cookies at VELA',
                'its heading'
            )
            const shifts = await page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts)
            assert.ok(
                shifts.reduce((sum, value) => sum + value, 0) < 0.01,
                `layout shifts: ${shifts.join(', ')}`
            )
            await banner.getByRole('button', {name: 'Reject all'}).click()
            assert.ok(!(await banner.isVisible()), 'the banner goes at once')
            startApp()
        })
        await waitForHydration(page)
        await assertStoredWithoutBanner(page, 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0')
        assertNoErrors(errors, 'consent pressed early')
    })

    test('a press after the app has started but before the consent tool has answered is not lost', async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile})
        const errors = collectErrors(page)
        let releaseTool!: () => void
        const toolHeld = new Promise<void>((resolve) => (releaseTool = resolve))
        await page.route('**/third-party/consent/**', async (route) => {
            await toolHeld
            await route.continue()
        })
        // Not 'load': the held script may be added before the load event, which would then wait for it.
        await page.goto(`${t.baseUrl}/`, {waitUntil: 'domcontentloaded'})
        await waitForHydration(page)
        // The app has started and asked for the tool, which has not answered.
        await page.waitForFunction(() => document.querySelector('script[data-domain-script]') !== null)
        await earlyBanner(page).getByRole('button', {name: 'Accept all'}).click()
        assert.ok(!(await earlyBanner(page).isVisible()), 'the banner goes at once')
        releaseTool()
        await assertStoredWithoutBanner(page, 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1')
        assertNoErrors(errors, 'consent pressed while the tool loads')
    })

    test("Manage cookies pressed before the app starts opens the groups once it has, in the app's own banner", async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile})
        const errors = collectErrors(page)
        const {startApp} = await openWithAppHeld(page, `${t.baseUrl}/`)
        await earlyBanner(page).getByRole('button', {name: 'Manage cookies'}).click()
        startApp()
        const banner = page.getByTestId('consent-banner')
        await banner.getByRole('heading', {name: 'Your cookie choices'}).waitFor({timeout: 15_000})
        assert.equal(await page.locator('[data-consent-island]').count(), 0, 'the server copy has gone')
        await banner.getByRole('button', {name: 'Save my choices'}).click()
        await banner.waitFor({state: 'detached'})
        assert.equal(await storedGroups(page), 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0')
        assertNoErrors(errors, 'manage pressed early')
    })

    test('a visitor who chose on an earlier visit never sees it, before or after the app starts', async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile})
        await page.context().addCookies(essentialConsentCookies(new URL(t.baseUrl).hostname))
        const {startApp} = await openWithAppHeld(page, `${t.baseUrl}/`)
        assert.equal(await page.locator('[data-consent-island]').count(), 1, 'the same page as for anyone')
        assert.ok(!(await earlyBanner(page).isVisible()), 'hidden by the visitor’s cookie')
        startApp()
        await waitForHydration(page)
        await page.locator('[data-consent-island]').waitFor({state: 'detached'})
        assert.equal(await page.getByTestId('consent-banner').count(), 0)
    })
})
