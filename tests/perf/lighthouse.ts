import {execFileSync, spawnSync} from 'child_process'
import fs from 'fs'
import path from 'path'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/lib/browser'
import {printTable, RESULTS_DIR, saveResults} from './lib/output'
import {pageTypes} from './lib/page-weight'

/**
 * Lighthouse is not a project dependency: it is installed on first use into node_modules/.cache and reused
 * afterwards.
 */

export const LIGHTHOUSE_VERSION = '12.8.2'
const CACHE_DIR = path.resolve(
    __dirname,
    '..',
    '..',
    'node_modules',
    '.cache',
    `lighthouse-${LIGHTHOUSE_VERSION}`
)
const BINARY = path.join(CACHE_DIR, 'node_modules', '.bin', 'lighthouse')

const ensureLighthouse = () => {
    if (fs.existsSync(BINARY)) return
    console.log(`[perf:lighthouse] installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_DIR} (once)`)
    fs.mkdirSync(CACHE_DIR, {recursive: true})
    fs.writeFileSync(path.join(CACHE_DIR, 'package.json'), JSON.stringify({private: true}))
    execFileSync(
        'npm',
        [
            'install',
            '--no-audit',
            '--no-fund',
            '--no-save',
            '--prefix',
            CACHE_DIR,
            `lighthouse@${LIGHTHOUSE_VERSION}`
        ],
        {stdio: 'inherit'}
    )
}

interface Audit {
    numericValue?: number
    score?: number | null
}

export interface LighthouseReport {
    categories: Record<string, {score: number | null; auditRefs?: {id: string}[]}>
    audits: Record<string, Audit | undefined>
}

const METRICS = {
    fcpMs: 'first-contentful-paint',
    lcpMs: 'largest-contentful-paint',
    tbtMs: 'total-blocking-time',
    cls: 'cumulative-layout-shift',
    speedIndexMs: 'speed-index',
    ttiMs: 'interactive'
} as const

const summarise = (report: LighthouseReport) => {
    const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)
    const metric = (audit: string) => report.audits[audit]?.numericValue ?? NaN
    return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        ...(Object.fromEntries(
            Object.entries(METRICS).map(([name, audit]) => [
                name,
                name === 'cls' ? Number(metric(audit).toFixed(3)) : Math.round(metric(audit))
            ])
        ) as Record<keyof typeof METRICS, number>)
    }
}

/** Lighthouse's targets for these pages (issue #8). */
export const LIGHTHOUSE_TARGETS = {performance: 90, accessibility: 100, tbtMs: 200, cls: 0.02, lcpMs: 2500}
export const LIGHTHOUSE_PAGES = ['home', 'category', 'product', 'cart']

type Summary = ReturnType<typeof summarise>

/** The run with the median performance score (Lighthouse's own advice for comparing runs). */
const medianRun = (runs: Summary[]): Summary =>
    [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)]

/** One Lighthouse run with the project's Chromium; the report is written to `output` and returned. */
export const runLighthouse = (url: string, extraArgs: string[], output: string): LighthouseReport => {
    ensureLighthouse()
    const run = spawnSync(
        BINARY,
        [
            url,
            ...extraArgs,
            `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
            '--output=json',
            `--output-path=${output}`,
            '--quiet'
        ],
        {stdio: 'inherit', env: {...process.env, CHROME_PATH: CHROMIUM_PATH}}
    )
    if (run.status !== 0) throw new Error(`lighthouse exited with ${String(run.status ?? run.signal)}`)
    return JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport
}

const runOnce = (url: string, form: 'mobile' | 'desktop', output: string): Summary =>
    summarise(runLighthouse(url, form === 'desktop' ? ['--preset=desktop'] : [], output))

/**
 * Lighthouse (default settings: mobile with simulated throttling; `--desktop` adds the desktop preset) on
 * home, category, product and cart, `runs` times each; the median run is reported. Cart is measured for a
 * new visitor (an empty bag), as Lighthouse opens it.
 */
export const runLighthouseBenchmark = async ({
    baseUrl,
    desktop,
    runs = 3
}: {
    baseUrl: string
    desktop: boolean
    runs?: number
}) => {
    fs.mkdirSync(RESULTS_DIR, {recursive: true})
    const forms = desktop ? (['mobile', 'desktop'] as const) : (['mobile'] as const)
    const pages = (await pageTypes(baseUrl)).filter((page) => LIGHTHOUSE_PAGES.includes(page.name))
    const results = []
    for (const form of forms) {
        for (const page of pages) {
            const summaries: Summary[] = []
            for (let run = 1; run <= runs; run += 1) {
                const output = path.join(RESULTS_DIR, `lighthouse-${page.name}-${form}-${run}.report.json`)
                console.log(`[perf:lighthouse] ${page.name} ${page.path} (${form}, run ${run} of ${runs})`)
                summaries.push(runOnce(`${baseUrl}${page.path}`, form, output))
            }
            results.push({
                form,
                page: page.name,
                ...medianRun(summaries),
                runs: summaries.map((summary) => summary.performance)
            })
        }
    }
    console.log('')
    printTable(
        [
            'page',
            'form',
            'perf',
            'runs',
            'a11y',
            'BP',
            'SEO',
            'FCP ms',
            'LCP ms',
            'TBT ms',
            'CLS',
            'SI ms',
            'TTI ms'
        ],
        results.map((result) => [
            result.page,
            result.form,
            result.performance,
            result.runs.join('/'),
            result.accessibility,
            result.bestPractices,
            result.seo,
            result.fcpMs,
            result.lcpMs,
            result.tbtMs,
            result.cls,
            result.speedIndexMs,
            result.ttiMs
        ])
    )
    const {performance, accessibility, tbtMs, cls, lcpMs} = LIGHTHOUSE_TARGETS
    console.log(
        `\ntargets (mobile): performance >= ${performance}, accessibility ${accessibility}, TBT <= ${tbtMs} ms, ` +
            `CLS <= ${cls}, LCP <= ${lcpMs} ms`
    )
    console.log(`\nresults: ${saveResults('lighthouse', results)}`)
    return results
}
