import type {Browser, Page} from 'playwright-core'
import {waitForHydration} from '../../e2e/lib/page-checks'

/**
 * Counts the components React renders in a page, commit by commit, split at the end of hydration (used by
 * `npm run perf -- renders` and the render budget in `npm test`). A stand-in for React's devtools hook counts,
 * per commit, the function components that rendered (fibres new to the commit with React's "performed work"
 * flag); the commit's roots (rendered components whose parent did not render) say what started it.
 */

const SETTLE_MS = 3_000

export interface Commit {
    hydration: boolean
    components: number
    /** Function index (window.__renderFns) -> times it was a root of this commit. */
    roots: Record<string, number>
}

declare global {
    interface Window {
        __renderCommits?: Commit[]
        __renderFns?: unknown[]
    }
}

interface Fiber {
    type: unknown
    flags: number
    child: Fiber | null
    sibling: Fiber | null
}

/** Runs in the page before its scripts (so React finds the hook). */
const recordCommits = () => {
    const ignore = () => undefined
    const fns: unknown[] = []
    const index = new Map<unknown, number>()
    const commits: Commit[] = []
    window.__renderFns = fns
    window.__renderCommits = commits
    let previous = new WeakSet<Fiber>()
    // Commits up to and including the one that ends hydration (it turns __HYDRATING__ false) are hydration's.
    let hydrated = false
    const componentOf = (type: unknown): unknown => {
        if (typeof type === 'function') return type
        const wrapped = type as {render?: unknown; type?: {render?: unknown} | unknown} | null
        if (!wrapped || typeof wrapped !== 'object') return undefined
        if (typeof wrapped.render === 'function') return wrapped.render
        return componentOf(wrapped.type)
    }
    const idOf = (fn: unknown) => {
        if (!index.has(fn)) index.set(fn, fns.push(fn) - 1)
        return index.get(fn) as number
    }
    ;(window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: unknown}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject() {
            return 1
        },
        checkDCE: ignore,
        onScheduleFiberRoot: ignore,
        onPostCommitFiberRoot: ignore,
        onCommitFiberUnmount: ignore,
        onCommitFiberRoot(_id: number, root: {current: Fiber}) {
            const seen = new WeakSet<Fiber>()
            const commit: Commit = {
                hydration: !hydrated,
                components: 0,
                roots: {}
            }
            const walk = (first: Fiber | null, parentRendered: boolean) => {
                for (let fiber = first; fiber; fiber = fiber.sibling) {
                    seen.add(fiber)
                    const component = componentOf(fiber.type)
                    // Performed work (flag 1) on a fibre this commit created: the component's function ran.
                    const rendered =
                        !previous.has(fiber) && (fiber.flags & 1) === 1 && component !== undefined
                    if (rendered) {
                        commit.components += 1
                        if (!parentRendered) {
                            const id = idOf(component)
                            commit.roots[id] = (commit.roots[id] ?? 0) + 1
                        }
                    }
                    walk(fiber.child, component === undefined ? parentRendered : rendered)
                }
            }
            walk(root.current.child, false)
            previous = seen
            commits.push(commit)
            if (window.__HYDRATING__ === false) hydrated = true
        }
    }
}

/** Counted as a guest on a phone, where the renders cost the most. */
export const newPhonePage = async (browser: Browser) => {
    const context = await browser.newContext({
        viewport: {width: 412, height: 823},
        isMobile: true,
        hasTouch: true
    })
    return {context, page: await context.newPage()}
}

/** Installs the counter in every document the page loads (before its scripts, so React finds the hook). */
export const recordRenders = (page: Page) =>
    // As source: tsx's name helper (__name) is not defined in the page.
    page.addInitScript({content: `var __name = (target) => target; (${recordCommits.toString()})()`})

/** Loads the page, waits for hydration and for what follows it to settle, and reads the commits. */
export const loadAndCount = async (page: Page, url: string) => {
    await page.goto(url, {waitUntil: 'load'})
    await waitForHydration(page, 30_000)
    await page.waitForTimeout(SETTLE_MS)
    const commits = await page.evaluate(() => window.__renderCommits ?? [])
    const hydration = commits.filter((commit) => commit.hydration)
    const after = commits.filter((commit) => !commit.hydration)
    const largest = [...after].sort((a, b) => b.components - a.components)[0] as Commit | undefined
    return {hydration, after, largest}
}
