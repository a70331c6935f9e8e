import assert from 'assert/strict'
import type {Page} from 'playwright-core'

/**
 * Assertions shared by the specs. A page is live once hydration has committed: PWA Kit's flag
 * `window.__HYDRATING__` turns false in the commit. React's own markers (fibers on the server's elements) are
 * not enough: the page hydrates in slices (app/hydration/hydrate-in-slices.tsx), and fibers are attached as
 * each slice renders, before anything is committed.
 */

// A function, not a string: Playwright sends it as a DevTools call, which the pages' Content Security Policy
// does not govern (checkout's is strict), and calls it on each poll.
export const waitForHydration = async (page: Page, timeoutMs = 20_000) => {
    await page.waitForFunction(() => window.__HYDRATING__ === false, undefined, {timeout: timeoutMs})
}

/** The best-effort network settling of openHydrated, for a page reached another way (a click, a reload). */
export const settleNetwork = (page: Page, timeoutMs = 8_000) =>
    page.waitForLoadState('networkidle', {timeout: timeoutMs}).catch(() => undefined)

/**
 * Navigates, waits for hydration and gives the network a moment to settle, and returns the response status.
 * Settling is best effort: with consent given, vendor stand-ins (live chat, tag manager) keep talking, as
 * they would on the real site, so a page is not required to go network-idle; journeys wait for what they use.
 */
export const openHydrated = async (page: Page, url: string): Promise<number> => {
    const response = await page.goto(url, {waitUntil: 'load'})
    await waitForHydration(page)
    await settleNetwork(page)
    return response?.status() ?? 0
}

export const assertNoErrors = (errors: string[], where: string) => {
    assert.deepEqual(errors, [], `${where}: console or page errors:\n  ${errors.join('\n  ')}`)
}

/** The server-rendered document as a crawler sees it. */
export interface SsrDocument {
    status: number
    contentType: string
    html: string
    lang: string | undefined
    /** Inner HTML of the react-target (what the server rendered for the app). */
    appHtml: string
    /** Visible text of the server-rendered app, tags stripped. */
    appText: string
}

export const parseSsrDocument = async (response: Response): Promise<SsrDocument> => {
    const html = await response.text()
    const lang = /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1]
    const appHtml = /<div class="react-target">([\s\S]*?)<\/div>\s*<script/i.exec(html)?.[1] ?? ''
    const appText = appHtml
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        html,
        lang,
        appHtml,
        appText
    }
}

/** Polls the page's main content until its text matches (e.g. a price in the site's currency). */
export const waitForText = async (page: Page, pattern: RegExp, scope = 'main', timeoutMs = 15_000) => {
    await page.waitForFunction(
        ([selector, source, flags]) =>
            new RegExp(source, flags).test(document.querySelector(selector)?.textContent ?? ''),
        [scope, pattern.source, pattern.flags] as const,
        {timeout: timeoutMs}
    )
}

/**
 * Closes the consent banner with one of its choices. Spec 001 §4.3 locks page scrolling until it is closed, so
 * journeys that scroll close it first; screenshots close it so they show the page itself. `onlyIfShown` is for
 * callers that may run after the banner has already been answered.
 */
export const closeCookieBanner = async (
    page: Page,
    choice: 'Accept all' | 'Reject all' = 'Accept all',
    {onlyIfShown = false}: {onlyIfShown?: boolean} = {}
) => {
    const banner = page.getByRole('dialog', {name: 'Cookies at VELA'})
    if (onlyIfShown && !(await banner.isVisible().catch(() => false))) return
    await banner.getByRole('button', {name: choice, exact: true}).click()
    await banner.waitFor({state: 'detached'})
}
