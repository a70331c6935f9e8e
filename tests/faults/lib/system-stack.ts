import fs from 'fs'
import os from 'os'
import path from 'path'
import {defaultBuildDir, ensureBuild} from '../../../scripts/build-if-stale'
import {type RunningHost, type RunningSandbox, startHost, startSandbox} from '../../../scripts/stack'
import {freePort} from '../../../scripts/wait-for'

/**
 * The stacks the fault, security and scale-out suites run against: a sandbox on its own data folder (so it can
 * be paused, killed and restarted without the hosts noticing anything but its silence) and one or more
 * production hosts pointed at it, all on free loopback ports, logs in a run folder.
 */

export interface SystemHost extends RunningHost {
    port: number
    origin: string
    log: string
}

export interface SystemStack {
    runDir: string
    sandbox: RunningSandbox
    sandboxLog: string
    hosts: SystemHost[]
    /** SIGSTOP: the process holds its port and accepts connections but never answers (a frozen upstream). */
    pauseSandbox: () => void
    resumeSandbox: () => void
    /** SIGKILL (nothing flushed, no shutdown), then a new sandbox on the same port and data folder. */
    killAndRestartSandbox: () => Promise<void>
    stop: () => Promise<void>
}

export interface SystemStackOptions {
    name: string
    hosts?: number
    /** Host environment (every host), e.g. HOST to test the default bind. */
    hostEnv?: NodeJS.ProcessEnv
    /** Leave HOST unset for the host with this index (tests the default bind address). */
    defaultBindFor?: number
}

const signal = (sandbox: RunningSandbox, name: NodeJS.Signals) => {
    const pid = sandbox.process.child.pid
    if (pid) process.kill(pid, name)
}

export const startSystemStack = async (options: SystemStackOptions): Promise<SystemStack> => {
    const buildDir = defaultBuildDir()
    await ensureBuild({buildDir, log: (message) => console.log(`# ${message}`)})
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `vela-${options.name}-`))
    const sandboxPort = await freePort()
    const hostPorts: number[] = []
    for (let index = 0; index < (options.hosts ?? 1); index += 1) hostPorts.push(await freePort())
    const sandboxLog = path.join(runDir, 'sandbox.log')
    const sandboxOptions = {
        port: sandboxPort,
        dataDir: path.join(runDir, 'sandbox-data'),
        publicOrigin: `http://127.0.0.1:${sandboxPort}`,
        storefrontOrigin: `http://localhost:${hostPorts[0]}`,
        testEndpoints: true,
        logFile: sandboxLog
    }
    let sandbox = await startSandbox({...sandboxOptions, reset: true})
    const hosts = await Promise.all(
        hostPorts.map(async (port, index): Promise<SystemHost> => {
            const log = path.join(runDir, `host-${index}.log`)
            const host = await startHost({
                port,
                buildDir,
                sandbox: {origin: sandbox.origin, publicOrigin: sandbox.publicOrigin, override: true},
                workers: 1,
                ...(options.defaultBindFor === index ? {} : {bind: '127.0.0.1'}),
                publicHost: `localhost:${hostPorts[0]}`,
                extraEnv: {
                    ...(options.defaultBindFor === index ? {HOST: ''} : {}),
                    ...options.hostEnv
                },
                logFile: log
            })
            return {...host, port, origin: `http://127.0.0.1:${port}`, log}
        })
    )
    const stack: SystemStack = {
        runDir,
        get sandbox() {
            return sandbox
        },
        sandboxLog,
        hosts,
        pauseSandbox: () => signal(sandbox, 'SIGSTOP'),
        resumeSandbox: () => signal(sandbox, 'SIGCONT'),
        killAndRestartSandbox: async () => {
            signal(sandbox, 'SIGKILL')
            await sandbox.process.exited
            sandbox = await startSandbox(sandboxOptions)
        },
        stop: async () => {
            signal(sandbox, 'SIGCONT')
            for (const host of hosts) await host.process.stop()
            await sandbox.process.stop()
            // VELA_KEEP_RUNS=1 keeps the logs and database for a look after a failure.
            if (process.env.VELA_KEEP_RUNS === '1') console.log(`# kept ${runDir}`)
            else fs.rmSync(runDir, {recursive: true, force: true})
        }
    }
    return stack
}

export interface Answer {
    status: number
    headers: Headers
    text: string
    ms: number
}

/** One request with a client-side limit (so a hung server fails the test instead of hanging it). */
export const timedFetch = async (
    url: string,
    init: RequestInit & {limitMs?: number} = {}
): Promise<Answer> => {
    const started = Date.now()
    const response = await fetch(url, {
        redirect: 'manual',
        ...init,
        signal: AbortSignal.timeout(init.limitMs ?? 30_000)
    })
    const text = await response.text()
    return {status: response.status, headers: response.headers, text, ms: Date.now() - started}
}

/** Polls until `check` passes or the time is up (then throws the last failure). */
export const eventually = async (check: () => Promise<void>, {timeoutMs = 30_000, intervalMs = 500} = {}) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
        try {
            await check()
            return
        } catch (error) {
            if (Date.now() > deadline) throw error
            await new Promise((resolve) => setTimeout(resolve, intervalMs))
        }
    }
}

/** Storefront pages by type, as shoppers and crawlers open them. */
export const PUBLIC_PAGES = [
    {type: 'home', path: '/'},
    {type: 'category', path: '/shop/bottoms/leggings'},
    {type: 'product', path: '/product/VL10001'},
    {type: 'search', path: '/search?q=leggings'},
    {type: 'content', path: '/about-us/our-story'}
]
export const PRIVATE_PAGES = [
    {type: 'cart', path: '/cart'},
    {type: 'checkout', path: '/checkout'},
    {type: 'account', path: '/account'}
]

/** Whether a Cache-Control value lets a shared cache (CDN, proxy) store the response. */
export const sharedCacheMayStore = (cacheControl: string | null) => {
    const value = (cacheControl ?? '').toLowerCase()
    if (/no-store|private/.test(value)) return false
    return /s-maxage=[1-9]|public|max-age=[1-9]/.test(value)
}
