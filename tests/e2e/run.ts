import fs from 'fs'
import os from 'os'
import path from 'path'
import {defaultBuildDir, ensureBuild} from '../../scripts/build-if-stale'
import {type IsolatedStack, startIsolatedStack} from '../../scripts/stack'
import {warmUp} from '../../scripts/warm-up'
import {launchBrowser, SHORT_LIVED_PAGE_ARGS} from './lib/browser'
import {ensureChromium} from './lib/chromium'
import {executeTest, type TestResult} from './lib/execute'
import {runInLanes} from './lib/lanes'
import {loadingFile, registeredTests} from './lib/registry'

/**
 * Browser tests: `npm run test:e2e [-- <spec files>] [--grep TEXT] [--todo] [--bail] [--json FILE]`.
 * Builds if stale, installs Chromium if missing, starts a fresh sandbox and the production host on free
 * ports, runs the specs under tests/e2e/specs/ in two lanes side by side (tests/e2e/lib/lanes.ts; E2E_LANES=1
 * runs one test at a time; a single spec file always runs alone), and stops everything.
 * E2E_BASE_URL (+ E2E_SANDBOX_ORIGIN) runs the specs against an already running storefront instead.
 * A test that fails is run once more (E2E_RETRIES, default 1; 0 for none): one that then passes counts as
 * passed but is listed as flaky with its first error at the end of the report, so it is seen and fixed.
 */

const SPEC_DIR = path.join(__dirname, 'specs')

interface Options {
    files: string[]
    grep?: string
    runTodo: boolean
    bail: boolean
    json?: string
}

const parseArgs = (args: string[]): Options => {
    const options: Options = {files: [], runTodo: false, bail: false}
    for (let index = 0; index < args.length; index += 1) {
        const arg = args[index]
        if (arg === '--grep') options.grep = args[++index]
        else if (arg === '--todo') options.runTodo = true
        else if (arg === '--bail') options.bail = true
        else if (arg === '--json') options.json = args[++index]
        else options.files.push(path.resolve(arg))
    }
    return options
}

const specFiles = (requested: string[]) =>
    requested.length > 0
        ? requested
        : fs
              .readdirSync(SPEC_DIR)
              .filter((name) => name.endsWith('.ts'))
              .sort()
              .map((name) => path.join(SPEC_DIR, name))

const tail = (file: string, lines = 30) =>
    fs.existsSync(file)
        ? fs
              .readFileSync(file, 'utf8')
              .trimEnd()
              .split('\n')
              .slice(-lines)
              // Minified bundle source in a stack trace is one enormous line.
              .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
              .join('\n')
        : ''

const HOST_WORKERS = Number(process.env.E2E_WORKERS || 1)

const startStack = async (runDir: string): Promise<IsolatedStack> => {
    if (process.env.E2E_BASE_URL) {
        return {
            baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''),
            sandboxOrigin: process.env.E2E_SANDBOX_ORIGIN || 'http://127.0.0.1:4100',
            logs: {sandbox: '', host: ''},
            stop: () => Promise.resolve()
        }
    }
    const buildDir = defaultBuildDir()
    await ensureBuild({buildDir, log: (message) => console.log(`[e2e] ${message}`)})
    return startIsolatedStack({
        buildDir,
        runDir,
        workers: HOST_WORKERS,
        relaxedDeadlines: true
    })
}

const indent = (text: string) => `      ${text.split('\n').join('\n      ')}`

const report = (result: TestResult): string => {
    const time = `(${(result.ms / 1000).toFixed(1)} s)`
    if (result.status === 'passed' && result.firstError)
        return [`  ✓ ${result.title} ${time} (flaky: passed when run again)`, indent(result.firstError)].join(
            '\n'
        )
    if (result.status === 'passed') return `  ✓ ${result.title} ${time}`
    if (result.status === 'skipped') return `  - ${result.title} [skipped: ${result.error ?? ''}]`
    return [
        `  ✗ ${result.title} ${time}`,
        indent(result.error ?? ''),
        ...(result.screenshots ?? []).map((file) => `      screenshot: ${path.relative(process.cwd(), file)}`)
    ].join('\n')
}

const main = async () => {
    const options = parseArgs(process.argv.slice(2))
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-e2e-'))
    for (const file of specFiles(options.files)) {
        loadingFile(path.relative(SPEC_DIR, file))
        await import(file)
    }
    const tests = registeredTests().filter((test) => !options.grep || test.title.includes(options.grep))

    ensureChromium()
    const stack = await startStack(runDir)
    console.log(`[e2e] storefront ${stack.baseUrl}, sandbox ${stack.sandboxOrigin}; logs in ${runDir}`)
    // The first journeys met a cold host: a home page that took over 15 s to load under CI's load.
    const warming = Date.now()
    await warmUp(stack.baseUrl, HOST_WORKERS)
    console.log(`[e2e] host warmed up in ${((Date.now() - warming) / 1000).toFixed(1)} s`)
    const browser = await launchBrowser(SHORT_LIVED_PAGE_ARGS)
    const results: TestResult[] = []
    let stopped = false
    const stop = async () => {
        if (stopped) return
        stopped = true
        await browser.close().catch(() => undefined)
        await stack.stop()
    }
    process.once('SIGINT', () => void stop().then(() => process.exit(130)))
    process.once('SIGTERM', () => void stop().then(() => process.exit(143)))
    try {
        const retries = Math.max(0, Number(process.env.E2E_RETRIES ?? 1) || 0)
        const lanes = options.files.length === 1 ? 1 : Number(process.env.E2E_LANES || 2)
        await runInLanes(tests, lanes, async (run) => {
            // A file's lines are printed together when it finishes, so lanes never interleave their reports.
            const lines = [`\n${run.file}`]
            let carryOn = true
            for (const test of run.tests) {
                const execute = () =>
                    executeTest(test, {
                        browser,
                        baseUrl: stack.baseUrl,
                        sandboxOrigin: stack.sandboxOrigin,
                        runTodo: options.runTodo,
                        defaultTimeoutMs: Number(process.env.E2E_TIMEOUT_MS || 60_000)
                    })
                let result = await execute()
                for (let retry = 0; result.status === 'failed' && retry < retries; retry += 1) {
                    const again = await execute()
                    result =
                        again.status === 'passed'
                            ? {
                                  ...again,
                                  firstError: result.error ?? 'failed',
                                  screenshots: result.screenshots
                              }
                            : again
                }
                results.push(result)
                lines.push(report(result))
                if (options.bail && result.status === 'failed') {
                    carryOn = false
                    break
                }
            }
            console.log(lines.join('\n'))
            return carryOn
        })
    } finally {
        await stop()
    }

    const count = (status: TestResult['status']) =>
        results.filter((result) => result.status === status).length
    const summary = {passed: count('passed'), failed: count('failed'), skipped: count('skipped'), results}
    const flaky = results.filter((result) => result.firstError)
    if ((summary.failed > 0 || flaky.length > 0) && stack.logs.host) {
        console.log(`\n[e2e] last lines of the host log (${stack.logs.host}):\n${tail(stack.logs.host)}`)
        console.log(
            `\n[e2e] last lines of the sandbox log (${stack.logs.sandbox}):\n${tail(stack.logs.sandbox, 10)}`
        )
    }
    // Repeated after the logs: a CI log is often read from its tail, and a failure reported mid-run scrolls away.
    if (flaky.length > 0)
        console.log(`\n[e2e] flaky, passed when run again:\n${flaky.map(report).join('\n')}`)
    const failures = results.filter((result) => result.status === 'failed')
    if (failures.length > 0) console.log(`\n[e2e] failed:\n${failures.map(report).join('\n')}`)
    if (options.json) fs.writeFileSync(options.json, JSON.stringify(summary, null, 2))
    // Logs and the throwaway database are kept only when they can explain a failure.
    if (summary.failed === 0 && flaky.length === 0) fs.rmSync(runDir, {recursive: true, force: true})
    const flakyNote = flaky.length > 0 ? ` (${flaky.length} flaky)` : ''
    console.log(
        `\n${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${flakyNote}`
    )
    process.exit(summary.failed > 0 ? 1 : 0)
}

main().catch((error: Error) => {
    console.error(`[e2e] ${error.stack ?? error.message}`)
    process.exit(1)
})
