import {spawn} from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import {ensureBuild, ROOT} from './build-if-stale'

/**
 * `npm test`: every check the project has, in order, each timed. All stages run and the command fails at the
 * end if any failed (CI sees every problem at once); `--bail` stops at the first failing stage.
 *   npm test [-- --bail] [-- --only unit,e2e] [-- --skip e2e] [-- --list]
 * The last line is the summary CI reads: `N passed, N failed, N skipped`.
 */

interface Counts {
    passed: number
    failed: number
    skipped: number
}

interface StageResult extends Counts {
    name: string
    ms: number
    note?: string
}

interface Stage {
    name: string
    describe: string
    run: (workDir: string) => Promise<Counts & {note?: string; output?: string}>
    /**
     * Started when `npm test` starts, beside the stages before it in the list (its output is held and shown
     * at its place). For a single-threaded check: the machine's second core is otherwise idle meanwhile.
     */
    background?: boolean
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    new Promise<number>((resolve) => {
        const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}})
        child.on('error', (error) => {
            console.error(`could not run ${command}: ${error.message}`)
            resolve(127)
        })
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
    })

/** `run`, with the output held (for a background stage) instead of interleaved with the others'. */
const runHeld = (command: string, args: string[]) =>
    new Promise<{code: number; output: string}>((resolve) => {
        const chunks: Buffer[] = []
        const child = spawn(command, args, {cwd: ROOT, env: process.env})
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
        child.on('error', (error) =>
            resolve({code: 127, output: `could not run ${command}: ${error.message}`})
        )
        child.on('close', (code, signal) =>
            resolve({code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString('utf8')})
        )
    })

const passOrFail = (code: number): Counts => ({
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0
})

/** A check with no test count of its own: one pass or one failure. */
const check = (command: string, args: string[]) => async (): Promise<Counts> =>
    passOrFail(await run(command, args))

/** The same, for a background stage: its output is returned, and printed when the stage's turn comes. */
const heldCheck = (command: string, args: string[]) => async (): Promise<Counts & {output: string}> => {
    const {code, output} = await runHeld(command, args)
    return {...passOrFail(code), output}
}

const readJson = <T>(file: string): T | undefined => {
    try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as T
    } catch {
        return undefined
    }
}

/** A runner that exits non-zero without failing a test (a suite that does not compile) still fails the stage. */
const atLeastOneFailure = <C extends Counts>(code: number, counts: C): C =>
    code !== 0 && counts.failed === 0 ? {...counts, failed: 1} : counts

const tsxScript = (script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
    run(process.execPath, [bin('tsx'), script, ...args], env)

/** Set once the build stage succeeded: the browser tests then test that build, even if a source changed since. */
let builtThisRun = false

/** The files Prettier formats and ESLint does not lint (`--ext .ts,.tsx,.js`; ESLint skips dotfiles). */
const PRETTIER_ONLY_FILES = '**/*.{json,jsonc,json5,md,mdx,yml,yaml,css,scss,less,html,jsx,mjs,cjs,graphql}'

const STAGES: Stage[] = [
    {
        name: 'format',
        describe: 'prettier --check (TypeScript and JavaScript: in the lint stage)',
        // ESLint already runs Prettier on every file it lints (PWA Kit's config includes
        // plugin:prettier/recommended), so checking those here too cost 35 of this stage's 43 s for nothing.
        run: check(bin('prettier'), ['--check', '--loglevel', 'warn', PRETTIER_ONLY_FILES, '.eslintrc.js'])
    },
    {
        name: 'typecheck',
        describe: 'tsc --noEmit',
        run: check(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
    },
    {
        name: 'unused',
        describe: 'knip: unused files, exports and dependencies (knip.jsonc)',
        run: async () => {
            // Production mode reports exports only tests use; default mode reports dead test helpers and
            // dependencies. Both run at once to keep the stage short.
            const codes = await Promise.all([
                run(bin('knip'), [
                    '--production',
                    '--no-progress',
                    '--include',
                    'files,exports,types,duplicates'
                ]),
                run(bin('knip'), ['--no-progress'])
            ])
            const failed = codes.filter((code) => code !== 0).length
            return {passed: codes.length - failed, failed, skipped: 0}
        }
    },
    {
        name: 'translations',
        describe: 'extracted messages match translations/',
        run: async () => {
            const code = await tsxScript('scripts/translations/extract.ts', ['--check'])
            return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0}
        }
    },
    {
        name: 'build',
        describe: 'production build (skipped when the build matches its sources)',
        run: async () => {
            try {
                const {built} = await ensureBuild()
                builtThisRun = true
                return {passed: 1, failed: 0, skipped: 0, note: built ? 'built' : 'up to date'}
            } catch (error) {
                console.error((error as Error).message)
                return {passed: 0, failed: 1, skipped: 0}
            }
        }
    },
    {
        name: 'lint',
        describe: 'eslint (type-aware; runs from the start beside the stages above)',
        run: heldCheck(bin('eslint'), ['--max-warnings', '0', '--ext', '.ts,.tsx,.js', '.']),
        background: true
    },
    {
        name: 'unit',
        describe: 'jest: storefront (components, rules, worker) and sandbox',
        run: async (workDir) => {
            const output = path.join(workDir, 'jest.json')
            const code = await run(bin('jest'), [
                '--ci',
                '--maxWorkers=2',
                '--json',
                `--outputFile=${output}`
            ])
            const json = readJson<{
                numPassedTests: number
                numFailedTests: number
                numPendingTests: number
                numTodoTests: number
            }>(output)
            const counts = json
                ? {
                      passed: json.numPassedTests,
                      failed: json.numFailedTests,
                      skipped: json.numPendingTests + json.numTodoTests
                  }
                : {passed: 0, failed: 0, skipped: 0}
            return atLeastOneFailure(code, counts)
        }
    },
    {
        name: 'resilience',
        describe: 'fault injection, security and the nginx scale-out example against production hosts',
        run: async (workDir) => {
            const output = path.join(workDir, 'resilience.json')
            const code = await tsxScript(
                'tests/faults/run.ts',
                ['--json', output],
                builtThisRun ? {SKIP_BUILD: '1'} : {}
            )
            const counts = readJson<Counts>(output) ?? {passed: 0, failed: 0, skipped: 0}
            return atLeastOneFailure(code, counts)
        }
    },
    {
        name: 'e2e',
        describe: 'browser tests (Chromium) against the production host and a fresh sandbox',
        run: async (workDir) => {
            const output = path.join(workDir, 'e2e.json')
            const code = await tsxScript(
                'tests/e2e/run.ts',
                ['--json', output],
                builtThisRun ? {SKIP_BUILD: '1'} : {}
            )
            const counts = readJson<Counts & {results?: {firstError?: string}[]}>(output) ?? {
                passed: 0,
                failed: 0,
                skipped: 0
            }
            const flaky = (counts.results ?? []).filter((result) => result.firstError).length
            return atLeastOneFailure(code, {
                passed: counts.passed,
                failed: counts.failed,
                skipped: counts.skipped,
                ...(flaky > 0 && {note: `${flaky} flaky (see the e2e report)`})
            })
        }
    }
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const parseList = (args: string[], flag: string) => {
    const index = args.indexOf(flag)
    return index >= 0 ? (args[index + 1] ?? '').split(',').filter(Boolean) : undefined
}

const printTable = (results: StageResult[]) => {
    const rows = results.map((result) => [
        result.name,
        result.failed > 0 ? 'FAIL' : result.passed > 0 ? 'ok' : 'skip',
        String(result.passed),
        String(result.failed),
        String(result.skipped),
        seconds(result.ms),
        result.note ?? ''
    ])
    const header = ['stage', 'result', 'passed', 'failed', 'skipped', 'time', '']
    const widths = header.map((title, column) =>
        Math.max(title.length, ...rows.map((row) => row[column].length))
    )
    for (const row of [header, ...rows])
        console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '))
}

const main = async () => {
    const args = process.argv.slice(2)
    if (args.includes('--list')) {
        for (const stage of STAGES) console.log(`${stage.name.padEnd(13)}${stage.describe}`)
        return
    }
    const only = parseList(args, '--only')
    const skip = parseList(args, '--skip') ?? []
    const unknown = [...(only ?? []), ...skip].filter((name) => !STAGES.some((stage) => stage.name === name))
    if (unknown.length > 0) throw new Error(`unknown stage(s): ${unknown.join(', ')} (see --list)`)
    const bail = args.includes('--bail')
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-test-'))
    const started = Date.now()
    const results: StageResult[] = []
    let stopped = false
    const selected = (stage: Stage) => !((only && !only.includes(stage.name)) || skip.includes(stage.name))
    const background = new Map(
        STAGES.filter((stage) => stage.background && selected(stage)).map((stage) => {
            const stageStarted = Date.now()
            return [
                stage.name,
                stage.run(workDir).then((counts) => ({...counts, ms: Date.now() - stageStarted}))
            ]
        })
    )
    for (const stage of STAGES) {
        if (!selected(stage)) continue
        if (stopped) {
            results.push({
                name: stage.name,
                ms: 0,
                passed: 0,
                failed: 0,
                skipped: 1,
                note: 'not run (--bail)'
            })
            continue
        }
        if (
            (stage.name === 'e2e' || stage.name === 'resilience') &&
            results.some((result) => result.name === 'build' && result.failed > 0)
        ) {
            results.push({
                name: stage.name,
                ms: 0,
                passed: 0,
                failed: 0,
                skipped: 1,
                note: 'not run: no build'
            })
            continue
        }
        console.log(`\n━━ ${stage.name}: ${stage.describe}`)
        const stageStarted = Date.now()
        const running = background.get(stage.name)
        const {output, ...outcome} = running
            ? await running
            : {...(await stage.run(workDir)), ms: Date.now() - stageStarted}
        if (output?.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
        const result = {name: stage.name, ...outcome}
        results.push(result)
        console.log(
            `━━ ${stage.name} ${result.failed > 0 ? 'FAILED' : 'passed'} in ${seconds(result.ms)} ` +
                `(${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped)`
        )
        if (bail && result.failed > 0) stopped = true
    }
    fs.rmSync(workDir, {recursive: true, force: true})

    const total = results.reduce(
        (sum, result) => ({
            passed: sum.passed + result.passed,
            failed: sum.failed + result.failed,
            skipped: sum.skipped + result.skipped
        }),
        {passed: 0, failed: 0, skipped: 0}
    )
    console.log(`\n━━ summary (${seconds(Date.now() - started)})`)
    printTable(results)
    console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
    process.exit(total.failed > 0 ? 1 : 0)
}

main().catch((error: Error) => {
    console.error(`[test] ${error.message}`)
    console.log('0 passed, 1 failed')
    process.exit(1)
})
