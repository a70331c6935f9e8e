import fs from 'fs'
import os from 'os'
import path from 'path'
import {defaultBuildDir, ensureBuild} from '../../scripts/build-if-stale'
import {type IsolatedStack, startIsolatedStack} from '../../scripts/stack'
import {warmUp} from '../../scripts/warm-up'
import {ensureChromium} from '../e2e/lib/chromium'
import {runJsBytesBenchmark} from './js-bytes'
import {runLighthouseBenchmark} from './lighthouse'
import {runLongTasksBenchmark} from './long-tasks'
import {assertLoopback} from './lib/load'
import {runPayloadBenchmark} from './payload'
import {runRendersBenchmark} from './renders'
import {runSeoBenchmark} from './seo'
import {runSignInBenchmark} from './sign-in'
import {runSsrBenchmark} from './ssr'
import {runSsrCpuBenchmark} from './ssr-cpu'

/**
 * Benchmarks (not part of `npm test`; its budget gate is tests/e2e/specs/page-weight.budget.ts):
 *   npm run perf [-- ssr|cpu|payload|js|lighthouse|seo|signin|renders|tasks ...] [--url URL] [--duration S]
 *                [--concurrency 8,32] [--runs 3] [--desktop]
 * - ssr: req/s and p50/p95 at each concurrency (home, category, product);
 * - cpu: server CPU per render, every page type;
 * - payload: hydration payload per page type, by query;
 * - js: first-load JavaScript per page type, by file;
 * - lighthouse: mobile (simulated throttling) on home, category, product and cart, median of --runs;
 * - seo: Lighthouse's SEO category on home, category, product and a content page in every locale (seo.ts;
 *   only when named);
 * - signin: the SLAS sign-in round trip and the signed-in account pages' JavaScript;
 * - renders: components rendered by hydration and again after it, per guest page type (renders.ts);
 * - tasks: the main thread's long tasks on a phone at 4x CPU, per guest page type, by kind (long-tasks.ts);
 *   median of --runs (default 5 here).
 * Without --url, a fresh stack (production build, seeded sandbox, host with one worker per core) is started on
 * free loopback ports and stopped afterwards. Results: tests/perf/results/.
 */

const BENCHMARKS = ['ssr', 'cpu', 'payload', 'js', 'lighthouse', 'seo', 'signin', 'renders', 'tasks'] as const
type Benchmark = (typeof BENCHMARKS)[number]

const option = (args: string[], name: string) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
}

const main = async () => {
    const args = process.argv.slice(2)
    const requested = args.filter((arg): arg is Benchmark => (BENCHMARKS as readonly string[]).includes(arg))
    // The SEO sweep (32 Lighthouse runs) is not speed: it runs when asked for.
    const selected = requested.length > 0 ? requested : BENCHMARKS.filter((name) => name !== 'seo')
    const url = option(args, '--url')?.replace(/\/$/, '')
    const durationMs = Number(option(args, '--duration') ?? 15) * 1000
    const concurrencies = (option(args, '--concurrency') ?? '8,32').split(',').map(Number)
    const runsOption = option(args, '--runs')
    const runs = Number(runsOption ?? 3)

    if (selected.some((name) => ['js', 'lighthouse', 'seo', 'signin', 'renders', 'tasks'].includes(name)))
        ensureChromium()
    let stack: IsolatedStack | undefined
    let runDir: string | undefined
    // The host's worker count: the started one's, and an assumption about a host given by --url.
    const workers = Number(process.env.WEB_CONCURRENCY || os.cpus().length)
    if (url) assertLoopback(url)
    else {
        const buildDir = defaultBuildDir()
        await ensureBuild({buildDir})
        runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-perf-'))
        // Measured as the production host: indexable pages (robots), so the SEO score means something.
        stack = await startIsolatedStack({
            buildDir,
            runDir,
            workers,
            asProductionHost: true
        })
        console.log(
            `[perf] host ${stack.baseUrl} (${workers} worker(s)), sandbox ${stack.sandboxOrigin}; logs in ${runDir}`
        )
    }
    const baseUrl = url ?? stack?.baseUrl ?? ''
    // Every worker sees a few browser-like requests first.
    await warmUp(baseUrl, workers)
    try {
        for (const name of selected) {
            console.log(`\n━━ ${name}`)
            if (name === 'ssr') await runSsrBenchmark({baseUrl, durationMs, concurrencies})
            if (name === 'cpu') await runSsrCpuBenchmark({baseUrl, hostPid: stack?.hostPid})
            if (name === 'payload') await runPayloadBenchmark({baseUrl})
            if (name === 'js') await runJsBytesBenchmark({baseUrl})
            if (name === 'lighthouse')
                await runLighthouseBenchmark({baseUrl, desktop: args.includes('--desktop'), runs})
            if (name === 'seo') await runSeoBenchmark({baseUrl})
            if (name === 'signin') await runSignInBenchmark({baseUrl})
            if (name === 'renders') await runRendersBenchmark({baseUrl, buildDir: defaultBuildDir()})
            if (name === 'tasks') await runLongTasksBenchmark({baseUrl, runs: Number(runsOption ?? 5)})
        }
    } finally {
        await stack?.stop()
    }
    if (runDir) fs.rmSync(runDir, {recursive: true, force: true})
}

main().catch((error: Error) => {
    console.error(`[perf] ${error.stack ?? error.message}`)
    process.exit(1)
})
