import path from 'path'
import {ROOT} from './build-if-stale'
import {type SpawnOptions, type Supervised, superviseTs} from './supervise'
import {freePort, waitForHealthy} from './wait-for'

/**
 * Starts the two servers of a running storefront: the sandbox (the embedded platform) and the production host
 * (scripts/serve) pointed at it. Shared by `npm start`, the browser tests and the benchmarks so all three run
 * the same stack the same way.
 */

/** Upstream settings the host's config/default.js reads; tests clear them so nothing leaks to a real platform. */
const UPSTREAM_VARIABLES = [
    'COMMERCE_API_HOST',
    'COMMERCE_API_PROTOCOL',
    'STORE_CONTROLLERS_HOST',
    'STORE_CONTROLLERS_PROTOCOL',
    'CONTENT_API_HOST',
    'CONTENT_API_PROTOCOL'
]

export interface SandboxOptions {
    port: number
    /** Defaults to the sandbox's own data folder (sandbox/data/), seeded on first start. */
    dataDir?: string
    reset?: boolean
    /** The origin browsers use for sandbox media (image links in API responses). */
    publicOrigin?: string
    /** The storefront's origin: its `/callback` is the SLAS redirect URI the sandbox accepts; mails link to it. */
    storefrontOrigin?: string
    /** Serve the development-only `/__sandbox/*` endpoints (mail outbox) to direct loopback callers. */
    testEndpoints?: boolean
    logFile?: string
}

export interface RunningSandbox {
    process: Supervised
    /** Loopback origin the host proxies to. */
    origin: string
    publicOrigin: string
}

export const startSandbox = async (options: SandboxOptions): Promise<RunningSandbox> => {
    const publicOrigin = options.publicOrigin ?? `http://localhost:${options.port}`
    const args = ['--port', String(options.port)]
    if (options.dataDir) args.push('--data-dir', options.dataDir)
    if (options.reset) args.push('--reset')
    if (options.testEndpoints) args.push('--test-endpoints')
    const spawnOptions: SpawnOptions = {
        cwd: ROOT,
        env: {
            ...process.env,
            SANDBOX_PORT: String(options.port),
            SANDBOX_PUBLIC_ORIGIN: publicOrigin,
            // Pictures are drawn on first request (seconds each on a busy machine); stacks with fresh data share
            // the renders, which are byte-identical for the same request.
            SANDBOX_MEDIA_CACHE_DIR:
                process.env.SANDBOX_MEDIA_CACHE_DIR || path.join(ROOT, '.sandbox-data', 'media-cache'),
            ...(options.storefrontOrigin ? {SANDBOX_STOREFRONT_ORIGIN: options.storefrontOrigin} : {})
        },
        logFile: options.logFile
    }
    const sandbox = superviseTs('sandbox', path.join(ROOT, 'sandbox', 'main.ts'), args, spawnOptions)
    const origin = `http://127.0.0.1:${options.port}`
    await waitForHealthy(`${origin}/healthz`, {timeoutMs: 120_000, stillRunning: sandbox.running})
    return {process: sandbox, origin, publicOrigin}
}

export interface HostOptions {
    port: number
    /** A folder named `build` (PWA Kit's runtime reads `build/` under its working directory). */
    buildDir: string
    /** Point every upstream at this sandbox; omit to use the environment's upstream settings as they are. */
    sandbox?: {origin: string; publicOrigin: string; override: boolean}
    workers?: number
    /** Interface to bind (HOST); the host's default is loopback. */
    bind?: string
    /** Host name and port browsers use (PUBLIC_HOST); defaults to the environment's, else localhost:port. */
    publicHost?: string
    /** Further variables for the storefront's configuration. */
    extraEnv?: NodeJS.ProcessEnv
    logFile?: string
}

export interface RunningHost {
    process: Supervised
    /** What a browser on this machine opens. */
    url: string
}

const sandboxEnvironment = (sandbox: NonNullable<HostOptions['sandbox']>): NodeJS.ProcessEnv => {
    const computed: NodeJS.ProcessEnv = {
        SANDBOX_HOST: new URL(sandbox.origin).host,
        SANDBOX_PUBLIC_ORIGIN: sandbox.publicOrigin,
        IMAGE_ORIGINS: sandbox.publicOrigin
    }
    if (sandbox.override) return computed
    // `npm start`: whatever the developer set explicitly wins over the computed defaults.
    return Object.fromEntries(
        Object.entries(computed).map(([name, value]) => [name, process.env[name] || value])
    )
}

export const startHost = async (options: HostOptions): Promise<RunningHost> => {
    const env: NodeJS.ProcessEnv = {...process.env}
    if (options.sandbox?.override) for (const name of UPSTREAM_VARIABLES) delete env[name]
    Object.assign(env, options.sandbox ? sandboxEnvironment(options.sandbox) : {}, {
        PORT: String(options.port),
        BUILD_DIR: options.buildDir,
        PUBLIC_HOST: options.publicHost ?? (process.env.PUBLIC_HOST || `localhost:${options.port}`),
        ...(options.workers ? {WEB_CONCURRENCY: String(options.workers)} : {}),
        ...(options.bind ? {HOST: options.bind} : {}),
        ...options.extraEnv
    })
    const host = superviseTs('host', path.join(ROOT, 'scripts', 'serve', 'main.ts'), [], {
        cwd: path.dirname(options.buildDir),
        env,
        logFile: options.logFile
    })
    await waitForHealthy(`http://127.0.0.1:${options.port}/healthz`, {
        timeoutMs: 120_000,
        stillRunning: host.running
    })
    return {process: host, url: `http://${env.PUBLIC_HOST ?? `localhost:${options.port}`}`}
}

export interface IsolatedStack {
    baseUrl: string
    sandboxOrigin: string
    /** The host's process id (its own process group: the primary and its workers), for benchmarks. */
    hostPid?: number
    logs: {sandbox: string; host: string}
    stop: () => Promise<void>
}

/**
 * A throwaway stack for browser tests and benchmarks: free loopback ports, a freshly seeded sandbox in its own
 * data folder, every upstream pointed at it, and logs in runDir.
 */
export const startIsolatedStack = async (options: {
    buildDir: string
    runDir: string
    workers: number
    /** Serve as the production host (PRODUCTION_HOST = this host): pages are indexable, as in production. */
    asProductionHost?: boolean
    /**
     * Upstream deadlines far above production's (app/server-fetch/settings.ts): browser tests check features on
     * a busy machine, not deadlines (the resilience suites test those with the defaults), and a load-shedding
     * limit the parallel test lanes cannot reach.
     */
    relaxedDeadlines?: boolean
}): Promise<IsolatedStack> => {
    const logs = {
        sandbox: path.join(options.runDir, 'sandbox.log'),
        host: path.join(options.runDir, 'host.log')
    }
    const sandboxPort = await freePort()
    const hostPort = await freePort()
    const sandbox = await startSandbox({
        port: sandboxPort,
        dataDir: path.join(options.runDir, 'sandbox-data'),
        reset: true,
        publicOrigin: `http://127.0.0.1:${sandboxPort}`,
        storefrontOrigin: `http://localhost:${hostPort}`,
        // Browser tests read the mails the sandbox "sent" (reset links) straight from it, on loopback.
        testEndpoints: true,
        logFile: logs.sandbox
    })
    try {
        const host = await startHost({
            port: hostPort,
            buildDir: options.buildDir,
            sandbox: {origin: sandbox.origin, publicOrigin: sandbox.publicOrigin, override: true},
            workers: options.workers,
            bind: '127.0.0.1',
            publicHost: `localhost:${hostPort}`,
            extraEnv: {
                ...(options.asProductionHost ? {PRODUCTION_HOST: `localhost:${hostPort}`} : {}),
                ...(options.relaxedDeadlines
                    ? {UPSTREAM_TIMEOUT_MS: '20000', PAGE_DATA_BUDGET_MS: '30000', SSR_MAX_INFLIGHT: '32'}
                    : {})
            },
            logFile: logs.host
        })
        return {
            baseUrl: host.url,
            sandboxOrigin: sandbox.origin,
            hostPid: host.process.child.pid,
            logs,
            stop: async () => {
                await host.process.stop()
                await sandbox.process.stop()
            }
        }
    } catch (error) {
        await sandbox.process.stop()
        throw error
    }
}
