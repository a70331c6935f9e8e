import {spawn} from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

/**
 * Decides whether the production build still matches its sources and rebuilds when it does not, so `npm start`
 * and `npm test` pay for a build (about a minute) only after a change. The build records a hash of its sources;
 * hashing file contents (not mtimes) keeps a fresh clone or a `git checkout` of the same tree from rebuilding.
 *   npx tsx scripts/build-if-stale.ts [--force] [--check]     (BUILD_DIR picks the output folder)
 * SKIP_BUILD=1 uses an existing build as it is (quick loops on tests that do not touch the storefront).
 */

export const ROOT = path.resolve(__dirname, '..')

/** Everything that feeds the client and server bundles. Tests and generated message files do not. */
const SOURCES = [
    'app',
    'config',
    'translations',
    'worker',
    'overrides',
    'package-lock.json',
    'babel.config.js',
    'webpack.config.js'
]
const IGNORED =
    /(\.test\.[jt]sx?$|__snapshots__|[\\/]test-utils[\\/]|[\\/]i18n[\\/]compiled[\\/]|[\\/]static[\\/]messages[\\/]|\.DS_Store$)/

const STAMP = '.source-hash'

export const defaultBuildDir = (): string =>
    process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(ROOT, 'build')

const listFiles = (entry: string): string[] => {
    const stat = fs.statSync(entry, {throwIfNoEntry: false})
    if (!stat) return []
    if (stat.isFile()) return [entry]
    return fs
        .readdirSync(entry)
        .sort()
        .flatMap((name) => listFiles(path.join(entry, name)))
}

export const sourceFiles = (root = ROOT): string[] =>
    SOURCES.flatMap((source) => listFiles(path.join(root, source))).filter((file) => !IGNORED.test(file))

export const sourceHash = (root = ROOT): string => {
    const hash = crypto.createHash('sha256')
    for (const file of sourceFiles(root)) {
        hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0')
    }
    return hash.digest('hex')
}

/** Files every complete build has; an interrupted build (the output folder is emptied first) lacks some. */
const BUILD_OUTPUTS = [
    'ssr.js',
    'server-renderer.js',
    'loadable-stats.json',
    'main.js',
    'vendor.js',
    'config/default.js'
]

export const isCompleteBuild = (buildDir: string) =>
    BUILD_OUTPUTS.every((file) => fs.existsSync(path.join(buildDir, file)))

export interface BuildState {
    fresh: boolean
    reason: string
    hash: string
}

export const buildState = (buildDir = defaultBuildDir(), root = ROOT): BuildState => {
    const hash = sourceHash(root)
    const ssr = path.join(buildDir, 'ssr.js')
    if (!isCompleteBuild(buildDir)) return {fresh: false, reason: 'no complete build yet', hash}
    const stamp = path.join(buildDir, STAMP)
    if (fs.existsSync(stamp)) {
        const recorded = fs.readFileSync(stamp, 'utf8').trim()
        return recorded === hash
            ? {fresh: true, reason: 'sources unchanged since the last build', hash}
            : {fresh: false, reason: 'sources changed since the last build', hash}
    }
    // Built by `npm run build` directly: trust it if it is newer than every source file, and adopt it.
    const builtAt = fs.statSync(ssr).mtimeMs
    const newest = Math.max(...sourceFiles(root).map((file) => fs.statSync(file).mtimeMs))
    if (builtAt > newest) {
        fs.writeFileSync(stamp, hash)
        return {fresh: true, reason: 'build is newer than its sources', hash}
    }
    return {fresh: false, reason: 'sources are newer than the build', hash}
}

/** The build writes into BUILD_DIR; PWA Kit's runtime reads `build/` under its working directory. */
export const assertBuildDirName = (buildDir: string) => {
    if (path.basename(buildDir) !== 'build') {
        throw new Error(
            `BUILD_DIR must be a folder named "build" (PWA Kit's runtime requires it): ${buildDir}`
        )
    }
}

const runBuild = (buildDir: string) =>
    new Promise<void>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'build'], {
            cwd: ROOT,
            stdio: 'inherit',
            env: {...process.env, PWA_KIT_BUILD_DIR: buildDir}
        })
        child.on('error', reject)
        child.on('exit', (code, signal) =>
            code === 0 ? resolve() : reject(new Error(`build failed (${signal ?? String(code)})`))
        )
    })

export interface EnsureBuildOptions {
    buildDir?: string
    force?: boolean
    log?: (message: string) => void
}

export const ensureBuild = async ({
    buildDir = defaultBuildDir(),
    force = false,
    log = console.log
}: EnsureBuildOptions = {}): Promise<{built: boolean; ms: number}> => {
    assertBuildDirName(buildDir)
    const started = Date.now()
    if (process.env.SKIP_BUILD === '1' && isCompleteBuild(buildDir)) {
        log(`[build] SKIP_BUILD=1: using the existing build as it is: ${buildDir}`)
        return {built: false, ms: 0}
    }
    const state = buildState(buildDir)
    if (state.fresh && !force) {
        log(`[build] up to date (${state.reason}): ${buildDir}`)
        return {built: false, ms: Date.now() - started}
    }
    log(`[build] building into ${buildDir} (${force ? 'forced' : state.reason}); this takes about a minute`)
    // An interrupted build must never look fresh.
    fs.rmSync(path.join(buildDir, STAMP), {force: true})
    await runBuild(buildDir)
    // The hash from before the build: a source edited during the build triggers the next rebuild.
    fs.writeFileSync(path.join(buildDir, STAMP), state.hash)
    const ms = Date.now() - started
    log(`[build] done in ${(ms / 1000).toFixed(1)} s`)
    return {built: true, ms}
}

if (require.main === module) {
    const args = process.argv.slice(2)
    if (args.includes('--check')) {
        const state = buildState()
        console.log(`${state.fresh ? 'fresh' : 'stale'}: ${state.reason}`)
        process.exit(state.fresh ? 0 : 1)
    }
    ensureBuild({force: args.includes('--force')}).catch((error: Error) => {
        console.error(`[build] ${error.message}`)
        process.exit(1)
    })
}
