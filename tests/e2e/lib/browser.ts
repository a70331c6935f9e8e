import fs from 'fs'
import {chromium, type Browser, type ConsoleMessage, type Page} from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * A container's /dev/shm is often 64 MB, too small for Chromium's shared memory, which then crashes tabs; the
 * flag moves it to /tmp files. Where /dev/shm is large it stays there: the browser tests spent 6% more time
 * with the flag on this project's machine.
 */
function roomyDevShm() {
    try {
        const stats = fs.statfsSync('/dev/shm')
        return stats.bavail * stats.bsize >= 1024 ** 3
    } catch {
        return false
    }
}

/** Flags for Debian's Chromium on a machine without outbound network (see the project README). */
export const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(roomyDevShm() ? [] : ['--disable-dev-shm-usage'])
]

/**
 * For the browser tests only (not the speed benchmarks, which measure Chromium as shoppers run it): no
 * optimising JavaScript compiler. A test page lives a few seconds, too short to repay optimising its code on a
 * two-core machine; measured in one sitting, the catalogue journeys ran 6% faster and the axe specs 4%.
 */
export const SHORT_LIVED_PAGE_ARGS = ['--js-flags=--max-opt=1']

export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
    chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs]})

export const VIEWPORTS = {
    mobile: {width: 390, height: 844},
    desktop: {width: 1440, height: 900}
} as const

/** Collects console errors and uncaught page errors so tests can assert a page hydrated cleanly. */
export const collectErrors = (page: Page) => {
    const errors: string[] = []
    page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return
        // A failed load names no resource in its text; its location does, and says which call to look at.
        const text = message.text()
        const where = /^Failed to load resource/.test(text) ? message.location().url : ''
        errors.push(where ? `${text} (${where})` : text)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return errors
}

/**
 * The storefront's Content-Security-Policy has no 'unsafe-eval'. Playwright evaluates a string predicate of
 * `waitForFunction` with `eval` on every poll, which the policy blocks once polling runs as a page task; a
 * function is evaluated once (as a DevTools call) and then only called. So a string predicate is handed over
 * as a function that evaluates the expression (and calls it when it is itself a function).
 *
 * It must be a function object, not a string again: Playwright takes a string for an expression whose value is
 * the answer, and a function's source evaluates to a function, which is truthy, so every such wait returned at
 * once (the browser tests' wait for hydration among them, measured: `'() => false'` resolved).
 */
export const predicateFunction = (predicate: string): (() => unknown) =>
    // The function's source runs in the page (Playwright sends `toString()`), never in this process.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(
        `const value = (${predicate}); return typeof value === 'function' ? value() : value`
    ) as () => unknown

export const cspSafeWaitForFunction = (page: Page) => {
    const original = page.waitForFunction.bind(page) as (
        ...args: unknown[]
    ) => ReturnType<Page['waitForFunction']>
    page.waitForFunction = ((predicate: unknown, ...rest: unknown[]) =>
        original(
            typeof predicate === 'string' ? predicateFunction(predicate) : predicate,
            ...rest
        )) as Page['waitForFunction']
}
