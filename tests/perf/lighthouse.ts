import {execFileSync, spawnSync} from 'child_process'
import fs from 'fs'
import path from 'path'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/lib/browser'
import {printTable, RESULTS_DIR, saveResults} from './lib/output'

/**
 * Lighthouse on the home page (mobile, default settings; `--desktop` adds the desktop preset). Lighthouse is not
 * a project dependency: it is installed on first use into node_modules/.cache and reused afterwards.
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
}

interface LighthouseReport {
    categories: Record<string, {score: number | null}>
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

export const runLighthouseBenchmark = ({baseUrl, desktop}: {baseUrl: string; desktop: boolean}) => {
    ensureLighthouse()
    fs.mkdirSync(RESULTS_DIR, {recursive: true})
    const forms = desktop ? (['mobile', 'desktop'] as const) : (['mobile'] as const)
    const results = forms.map((form) => {
        const output = path.join(RESULTS_DIR, `lighthouse-home-${form}.report.json`)
        console.log(`[perf:lighthouse] ${baseUrl}/ (${form})`)
        const run = spawnSync(
            BINARY,
            [
                `${baseUrl}/`,
                ...(form === 'desktop' ? ['--preset=desktop'] : []),
                `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
                '--output=json',
                `--output-path=${output}`,
                '--quiet'
            ],
            {stdio: 'inherit', env: {...process.env, CHROME_PATH: CHROMIUM_PATH}}
        )
        if (run.status !== 0) throw new Error(`lighthouse exited with ${String(run.status ?? run.signal)}`)
        return {
            form,
            page: 'home',
            ...summarise(JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport)
        }
    })
    console.log('')
    printTable(
        ['page', 'form', 'perf', 'a11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'TTI ms'],
        results.map((result) => [
            result.page,
            result.form,
            result.performance,
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
    console.log(`\nresults: ${saveResults('lighthouse', results)}`)
    return results
}
