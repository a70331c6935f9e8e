import fs from 'fs'
import os from 'os'
import path from 'path'
import {defaultBuildDir, ensureBuild} from '../../scripts/build-if-stale'
import {type IsolatedStack, startIsolatedStack} from '../../scripts/stack'
import {ensureChromium} from '../e2e/lib/chromium'
import {runJsBytesBenchmark} from './js-bytes'
import {runLighthouseBenchmark} from './lighthouse'
import {assertLoopback} from './lib/load'
import {runSignInBenchmark} from './sign-in'
import {runSsrBenchmark} from './ssr'

/**
 * Benchmarks (not part of `npm test`): `npm run perf [-- ssr|js|lighthouse|signin ...] [--url URL]
 * [--duration S] [--concurrency 8,32] [--desktop]`. Without --url, a fresh stack (production build, seeded sandbox, host with
 * one worker per core) is started on free loopback ports and stopped afterwards. Results: tests/perf/results/.
 */

const BENCHMARKS = ['ssr', 'js', 'lighthouse', 'signin'] as const
type Benchmark = (typeof BENCHMARKS)[number]

const option = (args: string[], name: string) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
}

const USER_AGENTS = [
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
]

/**
 * Measurements describe a running storefront, not its first requests: each worker loads its render path and
 * fills its caches on the first requests it serves (per page and device class), so every worker sees a few
 * browser-like requests first.
 */
const warmUp = async (baseUrl: string) => {
    const rounds = 2 * Number(process.env.WEB_CONCURRENCY || os.cpus().length)
    for (const page of ['/', '/shop/bottoms/leggings']) {
        for (let round = 0; round < rounds; round += 1) {
            for (const userAgent of USER_AGENTS) {
                await fetch(`${baseUrl}${page}`, {headers: {'user-agent': userAgent, accept: 'text/html'}})
                    .then((response) => response.arrayBuffer())
                    .catch(() => undefined)
            }
        }
    }
}

const main = async () => {
    const args = process.argv.slice(2)
    const requested = args.filter((arg): arg is Benchmark => (BENCHMARKS as readonly string[]).includes(arg))
    const selected = requested.length > 0 ? requested : [...BENCHMARKS]
    const url = option(args, '--url')?.replace(/\/$/, '')
    const durationMs = Number(option(args, '--duration') ?? 15) * 1000
    const concurrencies = (option(args, '--concurrency') ?? '8,32').split(',').map(Number)

    if (selected.some((name) => name !== 'ssr')) ensureChromium()
    let stack: IsolatedStack | undefined
    let runDir: string | undefined
    if (url) assertLoopback(url)
    else {
        const buildDir = defaultBuildDir()
        await ensureBuild({buildDir})
        runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-perf-'))
        const workers = Number(process.env.WEB_CONCURRENCY || os.cpus().length)
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
    await warmUp(baseUrl)
    try {
        for (const name of selected) {
            console.log(`\n━━ ${name}`)
            if (name === 'ssr') await runSsrBenchmark({baseUrl, durationMs, concurrencies})
            if (name === 'js') await runJsBytesBenchmark({baseUrl})
            if (name === 'lighthouse') runLighthouseBenchmark({baseUrl, desktop: args.includes('--desktop')})
            if (name === 'signin') await runSignInBenchmark({baseUrl})
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
