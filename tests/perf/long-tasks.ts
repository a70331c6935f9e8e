import type {Browser} from 'playwright-core'
import {launchBrowser} from '../e2e/lib/browser'
import {printTable, saveResults} from './lib/output'
import {pageTypes} from './lib/page-weight'
import {newPhonePage} from './lib/render-count'

/**
 * The main thread's long tasks on a phone at 4× CPU (Lighthouse's mobile slowdown), from navigation until the
 * page has been live for a few seconds: what Lighthouse's blocking time is made of, measured from a Chromium
 * trace rather than simulated. Each task over 50 ms is named by what it ran (a script's evaluation, a timer, a
 * scheduler task, microtasks, style and layout), so a change shows where it moved the work. The catalogue
 * pages and the cart, each for a new browser as Lighthouse opens them but with the consent banner answered (the
 * banner's own work is not the page's), median of `runs`.
 */

const PAGES = ['home', 'category', 'search', 'product', 'cart']

const SETTLE_MS = 4_000
const LONG_US = 50_000

interface TraceEvent {
    name: string
    ph: string
    ts: number
    dur?: number
    pid: number
    tid: number
    args?: {name?: string; data?: {url?: string}}
}

interface Task {
    atMs: number
    ms: number
    kind: string
}

const CONSENT_ANSWERED = 'OptanonAlertBoxClosed'

/** The task's largest direct piece of work, as Chromium's timeline names it. */
const kindOf = (task: TraceEvent, inside: TraceEvent[]): string => {
    const pieces = inside.filter((event) => event.name !== 'RunTask')
    const named = (name: string) => pieces.filter((event) => event.name === name)
    const sum = (events: TraceEvent[]) => events.reduce((total, event) => total + (event.dur ?? 0), 0)
    const script = named('EvaluateScript').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]
    const candidates: [string, number][] = [
        [`script ${script?.args?.data?.url?.split('/').pop() ?? ''}`.trim(), script?.dur ?? 0],
        ['timer', sum(named('TimerFire'))],
        ['scheduler (React)', sum(named('FunctionCall'))],
        ['microtasks', sum(named('RunMicrotasks'))],
        ['style and layout', sum(named('UpdateLayoutTree')) + sum(named('Layout'))],
        ['HTML parsing', sum(named('ParseHTML'))],
        ['event', sum(named('EventDispatch'))]
    ]
    const [kind, us] = candidates.sort((a, b) => b[1] - a[1])[0]
    return us > 0.3 * (task.dur ?? 0) ? kind : 'other'
}

const measure = async (browser: Browser, url: string): Promise<Task[]> => {
    const {context, page} = await newPhonePage(browser)
    try {
        await context.addCookies([
            {name: CONSENT_ANSWERED, value: new Date().toISOString(), url: new URL(url).origin}
        ])
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4})
        await browser.startTracing(page, {
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute']
        })
        await page.goto(url, {waitUntil: 'load'})
        await page.waitForTimeout(SETTLE_MS)
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]}
        const events = trace.traceEvents
        const main = events.find(
            (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain'
        )
        if (!main) throw new Error('no renderer main thread in the trace')
        const mine = events.filter(
            (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X'
        )
        const start = Math.min(...mine.map((event) => event.ts))
        return mine
            .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_US)
            .map((task) => {
                const end = task.ts + (task.dur ?? 0)
                const inside = mine.filter(
                    (event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end
                )
                return {
                    atMs: Math.round((task.ts - start) / 1000),
                    ms: Math.round((task.dur ?? 0) / 1000),
                    kind: kindOf(task, inside)
                }
            })
    } finally {
        await context.close()
    }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const blocking = (tasks: Task[]) => tasks.reduce((total, task) => total + Math.max(0, task.ms - 50), 0)

export const runLongTasksBenchmark = async ({baseUrl, runs = 5}: {baseUrl: string; runs?: number}) => {
    const pages = (await pageTypes(baseUrl)).filter((page) => PAGES.includes(page.name))
    const browser = await launchBrowser()
    const results = []
    try {
        for (const page of pages) {
            const samples: Task[][] = []
            for (let run = 0; run < runs; run += 1)
                samples.push(await measure(browser, `${baseUrl}${page.path}`))
            const blockingRuns = samples.map(blocking)
            // The run with the median blocking time is the one whose tasks are shown.
            const shown = samples[blockingRuns.indexOf(median(blockingRuns))]
            const byKind: Record<string, number> = {}
            for (const task of shown) byKind[task.kind] = (byKind[task.kind] ?? 0) + Math.max(0, task.ms - 50)
            results.push({
                page: page.name,
                blockingMs: median(blockingRuns),
                blockingRuns,
                longestMs: median(samples.map((tasks) => Math.max(0, ...tasks.map((task) => task.ms)))),
                longTasks: median(samples.map((tasks) => tasks.length)),
                byKind,
                tasks: shown
            })
        }
    } finally {
        await browser.close()
    }
    printTable(
        ['page', 'blocking ms', 'runs', 'longest ms', 'long tasks', 'blocking by kind (median run)'],
        results.map((result) => [
            result.page,
            result.blockingMs,
            result.blockingRuns.join('/'),
            result.longestMs,
            result.longTasks,
            Object.entries(result.byKind)
                .sort((a, b) => b[1] - a[1])
                .map(([kind, ms]) => `${kind} ${ms}`)
                .join(', ')
        ])
    )
    console.log(`\nresults: ${saveResults('long-tasks', results)}`)
    return results
}
