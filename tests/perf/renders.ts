import fs from 'fs'
import path from 'path'
import type {Page} from 'playwright-core'
import {SourceMapConsumer, type RawSourceMap} from 'source-map-js'
import {launchBrowser} from '../e2e/lib/browser'
import {printTable, saveResults} from './lib/output'
import {pageTypes} from './lib/page-weight'

/**
 * Components rendered by hydration and again after it, per guest page type, on a phone-sized page: every render
 * after hydration is main-thread time the shopper waits through (Lighthouse's blocking time), and most of it is
 * the page above a big list rendering again as the session, the shopper's groups and live data arrive.
 *
 * A stand-in for React's devtools hook counts, per commit, the function components that rendered (fibres new
 * to the commit with React's "performed work" flag); the commit's roots (rendered components whose parent did
 * not render) say what started it. Built with `CLIENT_MAPS=1 npm run build`, roots are named by source file.
 */

const SETTLE_MS = 3_000
const ROOTS_SHOWN = 4

interface Commit {
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

type Namer = (page: Page, fnIndex: string) => Promise<string>

/** A component function's source, through the build's source maps when it has them. */
const sourceNamer = async (page: Page, buildDir: string): Promise<Namer> => {
    const session = await page.context().newCDPSession(page)
    const scripts = new Map<string, string>()
    session.on('Debugger.scriptParsed', (event: {scriptId: string; url: string}) => {
        scripts.set(event.scriptId, event.url)
    })
    await session.send('Debugger.enable')
    const consumers = new Map<string, SourceMapConsumer | null>()
    const consumerFor = (url: string) => {
        const file = path.join(buildDir, `${url.split('/').pop()?.split('?')[0] ?? ''}.map`)
        if (!consumers.has(file)) {
            consumers.set(
                file,
                fs.existsSync(file)
                    ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap)
                    : null
            )
        }
        return consumers.get(file) ?? null
    }
    return async (_page, fnIndex) => {
        const {result} = (await session.send('Runtime.evaluate', {
            expression: `window.__renderFns[${Number(fnIndex)}]`
        })) as {result: {objectId?: string; description?: string}}
        if (!result.objectId) return '?'
        const {internalProperties = []} = (await session.send('Runtime.getProperties', {
            objectId: result.objectId,
            ownProperties: true
        })) as {internalProperties?: {name: string; value?: {value?: unknown}}[]}
        const location = internalProperties.find((property) => property.name === '[[FunctionLocation]]')
            ?.value?.value as {scriptId: string; lineNumber: number; columnNumber: number} | undefined
        if (!location) return (result.description ?? '?').slice(0, 40)
        const url = scripts.get(location.scriptId) ?? ''
        const original = consumerFor(url)?.originalPositionFor({
            line: location.lineNumber + 1,
            column: location.columnNumber
        })
        if (!original?.source) return `${url.split('/').pop() ?? '?'}:${location.lineNumber + 1}`
        const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '')
        return `${source}:${original.line ?? 0}`
    }
}

export const runRendersBenchmark = async ({baseUrl, buildDir}: {baseUrl: string; buildDir: string}) => {
    const pages = (await pageTypes(baseUrl)).filter((page) => page.session === 'guest')
    const browser = await launchBrowser()
    const results = []
    try {
        for (const pageType of pages) {
            const context = await browser.newContext({
                viewport: {width: 412, height: 823},
                isMobile: true,
                hasTouch: true
            })
            const page = await context.newPage()
            // As source: tsx's name helper (__name) is not defined in the page.
            await page.addInitScript({
                content: `var __name = (target) => target; (${recordCommits.toString()})()`
            })
            const name = await sourceNamer(page, buildDir)
            await page.goto(`${baseUrl}${pageType.path}`, {waitUntil: 'load'})
            await page.waitForFunction(() => window.__HYDRATING__ === false, null, {timeout: 30_000})
            await page.waitForTimeout(SETTLE_MS)
            const commits = await page.evaluate(() => window.__renderCommits ?? [])
            const hydration = commits.filter((commit) => commit.hydration)
            const after = commits.filter((commit) => !commit.hydration)
            const largest = [...after].sort((a, b) => b.components - a.components)[0]
            const roots = largest
                ? await Promise.all(
                      Object.entries(largest.roots)
                          .sort((a, b) => b[1] - a[1])
                          .slice(0, ROOTS_SHOWN)
                          .map(
                              async ([fn, count]) => `${await name(page, fn)}${count > 1 ? ` x${count}` : ''}`
                          )
                  )
                : []
            results.push({
                page: pageType.name,
                path: pageType.path,
                hydrated: hydration.reduce((sum, commit) => sum + commit.components, 0),
                commitsAfter: after.length,
                renderedAfter: after.reduce((sum, commit) => sum + commit.components, 0),
                largestAfter: largest?.components ?? 0,
                largestRoots: roots
            })
            await context.close()
        }
    } finally {
        await browser.close()
    }
    printTable(
        ['page', 'hydrated', 'commits after', 'rendered after', 'largest after'],
        results.map((result) => [
            result.page,
            result.hydrated,
            result.commitsAfter,
            result.renderedAfter,
            result.largestAfter
        ])
    )
    for (const result of results)
        console.log(
            `\n${result.page}: largest commit after hydration started at\n  ${result.largestRoots.join(
                '\n  '
            )}`
        )
    console.log(`\nresults: ${saveResults('renders', results)}`)
    return results
}
