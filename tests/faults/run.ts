import {spawn} from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import {ROOT} from '../../scripts/build-if-stale'
import {TSX_IMPORT} from '../../scripts/supervise'

/**
 * Resilience suites (`npm run test:resilience [-- <files>] [--json FILE]`), each on a stack of its own
 * (production build, fresh sandbox, production hosts on free loopback ports), one file at a time:
 * - tests/faults/: the platform frozen, back, killed mid-checkout;
 * - tests/security/: sealed sandbox endpoints, SLAS redirect URIs, clean logs, headers, bind address;
 * - tests/scale-out/: two hosts behind Debian's nginx with the shipped caching configuration.
 * Node's own test runner; the summary line and --json counts are what `npm test` reads.
 */
const SUITES = [
    'tests/faults/faults.system.ts',
    'tests/security/security.system.ts',
    'tests/scale-out/proxy-cache.system.ts'
]

const args = process.argv.slice(2)
const jsonIndex = args.indexOf('--json')
const json = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined
const files = args.filter((_arg, index) => jsonIndex < 0 || (index !== jsonIndex && index !== jsonIndex + 1))
const selected = (files.length > 0 ? files : SUITES).map((file) => path.resolve(ROOT, file))

const tap = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vela-resilience-')), 'results.tap')
const child = spawn(
    process.execPath,
    [
        '--import',
        TSX_IMPORT,
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        ...selected
    ],
    {cwd: ROOT, stdio: 'inherit'}
)
child.on('exit', (code) => {
    const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : ''
    const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
    const summary = {
        passed: count('pass'),
        failed: count('fail') + count('cancelled'),
        skipped: count('skipped') + count('todo')
    }
    if (code !== 0 && summary.failed === 0) summary.failed = 1
    if (json) fs.writeFileSync(json, JSON.stringify(summary))
    fs.rmSync(path.dirname(tap), {recursive: true, force: true})
    console.log(`\n${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`)
    process.exit(code ?? 1)
})
