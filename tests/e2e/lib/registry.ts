import type {Page} from 'playwright-core'

/**
 * The spec files' API: `describe` and `test`, registered at import time and run by tests/e2e/run.ts one at a
 * time. Deliberately tiny: sequential tests, a timeout per test, a fresh browser context per page, and
 * screenshots of every open page when a test fails.
 */

export interface Viewport {
    width: number
    height: number
}

export interface PageOptions {
    viewport?: Viewport
    /** Service workers are blocked unless a test is about them, so one test's worker cannot serve another's. */
    serviceWorkers?: 'allow' | 'block'
    /** A touch screen (a phone): no hover, coarse pointer, taps instead of clicks. */
    touch?: boolean
    /**
     * The CMS's sign-up modals (welcome, insiders, RPHM) may open. Off unless a test is about them: a shopper
     * who closed them before, so a modal opening on a later page cannot cover what a journey clicks.
     */
    signUpPopups?: boolean
    /**
     * 'reduced': the shopper asks for reduced motion (prefers-reduced-motion), so carousels do not auto-scroll
     * and nothing animates. The default for journeys: a moving page costs the renderer CPU on every frame
     * (12% of the catalogue and checkout journeys' time on two cores) and moves what a test is about to click.
     * 'full': motion as most shoppers see it; the default for the accessibility specs (*.a11y.ts).
     */
    motion?: 'full' | 'reduced'
}

export interface E2EContext {
    /** The production host, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string
    /** The sandbox behind it, on loopback. */
    sandboxOrigin: string
    /** A page in its own browser context (own cookies, storage and service workers). */
    newPage: (options?: PageOptions) => Promise<Page>
    /**
     * Saves a screenshot for review under tests/e2e/screenshots/ and returns its path; does nothing (undefined)
     * where review screenshots are off (CI; see REVIEW_SCREENSHOTS in execute.ts).
     */
    screenshot: (page: Page, name: string, options?: {fullPage?: boolean}) => Promise<string | undefined>
    /** A plain HTTP request to the host (no browser): what crawlers and the first byte see. */
    fetchPage: (path: string, init?: RequestInit) => Promise<Response>
}

export interface TestOptions {
    timeoutMs?: number
    /**
     * Marks a test whose prerequisite is not built yet: reported as skipped with this reason, run anyway with
     * `--todo`. Remove the option when the prerequisite lands.
     */
    todo?: string
    /** The test only takes review screenshots: skipped where they are off (CI). */
    screenshotsOnly?: boolean
}

export interface RegisteredTest {
    file: string
    title: string
    fn: (context: E2EContext) => Promise<void>
    options: TestOptions
}

const registered: RegisteredTest[] = []
const suites: string[] = []
let currentFile = ''

export const describe = (title: string, body: () => void) => {
    suites.push(title)
    try {
        body()
    } finally {
        suites.pop()
    }
}

export const test = (
    title: string,
    fn: (context: E2EContext) => Promise<void>,
    options: TestOptions = {}
) => {
    registered.push({file: currentFile, title: [...suites, title].join(' › '), fn, options})
}

/** Used by the runner while importing a spec file, so each test knows where it came from. */
export const loadingFile = (file: string) => {
    currentFile = file
}

export const registeredTests = (): readonly RegisteredTest[] => registered
