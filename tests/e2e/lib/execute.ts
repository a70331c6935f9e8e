import fs from 'fs'
import path from 'path'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {E2EContext, RegisteredTest} from './registry'
import {cspSafeWaitForFunction} from './browser'

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots')

/**
 * Pictures for a person to look at (`t.screenshot`): taken on a developer's machine, not in CI, where nobody
 * looks at them and each full-page capture costs the shared CPU. E2E_SCREENSHOTS=1 or 0 decides either way.
 * Failure screenshots are always taken.
 */
export const REVIEW_SCREENSHOTS = process.env.E2E_SCREENSHOTS
    ? process.env.E2E_SCREENSHOTS === '1'
    : !process.env.CI

export interface TestResult {
    file: string
    title: string
    status: 'passed' | 'failed' | 'skipped'
    ms: number
    error?: string
    screenshots?: string[]
    /** Passed only when run again: the first run's error (reported as flaky, never hidden). */
    firstError?: string
}

export interface ExecuteOptions {
    browser: Browser
    baseUrl: string
    sandboxOrigin: string
    runTodo: boolean
    defaultTimeoutMs: number
}

const slug = (text: string) =>
    text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 80)

const withTimeout = <T>(promise: Promise<T>, ms: number, title: string): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s: ${title}`)), ms)
    })
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const ACTIVITY_KEPT = 40

/**
 * What a page did, kept for the failure report: its console errors and warnings, uncaught errors, failed
 * requests and the storefront's API and controller calls (method, path, status), each with its time since
 * the page opened. A test that fails now and then (add-to-bag waiting for its line) says what its page did.
 */
const recordActivity = (page: Page): string[] => {
    const started = Date.now()
    const entries: string[] = []
    const note = (text: string) => {
        entries.push(`${String(Date.now() - started).padStart(6)} ms  ${text.slice(0, 200)}`)
        if (entries.length > ACTIVITY_KEPT) entries.shift()
    }
    page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
            note(`console ${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => note(`uncaught: ${error.message}`))
    page.on('requestfailed', (request) =>
        note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`)
    )
    page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.pathname.startsWith('/mobify/proxy/') || url.pathname.startsWith('/callback'))
            note(
                `${response.status()} ${response.request().method()} ${url.pathname.replace(
                    /^\/mobify\/proxy/,
                    ''
                )}`
            )
    })
    page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) note(`navigated ${frame.url()}`)
    })
    return entries
}

// The sign-up modals' dismissed cookies, as the storefront names them (app/engagement/popups/popup-storage.ts).
const signUpPopupsClosed = (baseUrl: string) =>
    ['welcome', 'insiders', 'rphm'].map((variant) => ({
        name: `vela_${variant}_dismissed`,
        value: '1',
        domain: new URL(baseUrl).hostname,
        path: '/'
    }))

/** Runs one test with its own browser contexts; on failure, screenshots every page it opened. */
export const executeTest = async (test: RegisteredTest, options: ExecuteOptions): Promise<TestResult> => {
    const base = {file: test.file, title: test.title}
    if (test.options.todo && !options.runTodo)
        return {...base, status: 'skipped', ms: 0, error: test.options.todo}
    if (test.options.screenshotsOnly && !REVIEW_SCREENSHOTS)
        return {
            ...base,
            status: 'skipped',
            ms: 0,
            error: 'review screenshots only (E2E_SCREENSHOTS=1 takes them)'
        }
    const contexts: BrowserContext[] = []
    const pages: Page[] = []
    const activity = new Map<Page, string[]>()
    const context: E2EContext = {
        baseUrl: options.baseUrl,
        sandboxOrigin: options.sandboxOrigin,
        newPage: async ({
            viewport = {width: 1440, height: 900},
            serviceWorkers = 'block',
            touch = false,
            signUpPopups = false,
            motion = test.file.endsWith('.a11y.ts') ? 'full' : 'reduced'
        } = {}) => {
            const browserContext = await options.browser.newContext({
                viewport,
                serviceWorkers,
                reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
                ...(touch && {hasTouch: true, isMobile: true})
            })
            contexts.push(browserContext)
            if (!signUpPopups) await browserContext.addCookies(signUpPopupsClosed(options.baseUrl))
            const page = await browserContext.newPage()
            cspSafeWaitForFunction(page)
            page.setDefaultTimeout(15_000)
            pages.push(page)
            activity.set(page, recordActivity(page))
            return page
        },
        screenshot: async (page, name, {fullPage = false} = {}) => {
            if (!REVIEW_SCREENSHOTS) return undefined
            fs.mkdirSync(SCREENSHOT_DIR, {recursive: true})
            const file = path.join(SCREENSHOT_DIR, `${name}.png`)
            await page.screenshot({path: file, fullPage})
            return file
        },
        fetchPage: (requestPath, init) =>
            fetch(new URL(requestPath, options.baseUrl), {redirect: 'manual', ...init})
    }
    const started = Date.now()
    try {
        await withTimeout(test.fn(context), test.options.timeoutMs ?? options.defaultTimeoutMs, test.title)
        return {...base, status: 'passed', ms: Date.now() - started}
    } catch (error) {
        const ms = Date.now() - started
        const screenshots: string[] = []
        for (const [index, page] of pages.entries()) {
            if (page.isClosed()) continue
            const file = path.join(SCREENSHOT_DIR, 'failures', `${slug(test.title)}-${index + 1}.png`)
            fs.mkdirSync(path.dirname(file), {recursive: true})
            await page
                .screenshot({path: file, fullPage: true, timeout: 5000})
                .then(() => screenshots.push(file))
                .catch(() => undefined)
        }
        const message = error instanceof Error ? error.stack ?? error.message : String(error)
        const pagesActivity = pages
            .map((page, index) => {
                const entries = activity.get(page) ?? []
                return entries.length
                    ? `page ${index + 1}, last ${entries.length} events:\n${entries.join('\n')}`
                    : ''
            })
            .filter(Boolean)
            .join('\n')
        return {
            ...base,
            status: 'failed',
            ms,
            error: pagesActivity ? `${message}\n${pagesActivity}` : message,
            screenshots
        }
    } finally {
        await Promise.all(contexts.map((browserContext) => browserContext.close().catch(() => undefined)))
    }
}
