import {type ChildProcess, spawn} from 'child_process'
import fs from 'fs'
import {pathToFileURL} from 'url'

/**
 * Child processes for the orchestration scripts (start, dev, e2e, perf). Each child gets its own process
 * group, so a terminal Ctrl-C reaches only the orchestrator, which then stops the children in order and waits
 * for them: the production host drains its workers instead of being killed mid-request.
 */

export interface Exit {
    code: number | null
    signal: NodeJS.Signals | null
}

export interface Supervised {
    name: string
    child: ChildProcess
    running: () => boolean
    exited: Promise<Exit>
    stop: (timeoutMs?: number) => Promise<Exit>
}

export interface SpawnOptions {
    env?: NodeJS.ProcessEnv
    cwd?: string
    /** Write stdout and stderr to this file instead of the terminal. */
    logFile?: string
}

/** Node with tsx's loader: one process per TypeScript entry (no npx/tsx wrapper processes in between). */
export const TSX_IMPORT = pathToFileURL(require.resolve('tsx')).href

const alive = new Set<Supervised>()

export const supervise = (name: string, command: string, args: string[], options: SpawnOptions = {}) => {
    const log = options.logFile ? fs.openSync(options.logFile, 'a') : undefined
    const child = spawn(command, args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        detached: true,
        stdio: log === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', log, log]
    })
    let running = true
    const exited = new Promise<Exit>((resolve) => {
        child.once('exit', (code, signal) => {
            running = false
            alive.delete(supervised)
            if (log !== undefined) fs.closeSync(log)
            resolve({code, signal})
        })
        child.once('error', (error) => {
            console.error(`[${name}] could not start: ${error.message}`)
            running = false
            alive.delete(supervised)
            resolve({code: 127, signal: null})
        })
    })
    const signalGroup = (signal: NodeJS.Signals) => {
        try {
            if (child.pid) process.kill(-child.pid, signal)
        } catch {
            // Already gone.
        }
    }
    const stop = async (timeoutMs = 10_000) => {
        if (!running) return exited
        signalGroup('SIGTERM')
        const timer = setTimeout(() => signalGroup('SIGKILL'), timeoutMs)
        const result = await exited
        clearTimeout(timer)
        return result
    }
    const supervised: Supervised = {name, child, running: () => running, exited, stop}
    alive.add(supervised)
    return supervised
}

export const superviseTs = (name: string, entry: string, args: string[], options: SpawnOptions = {}) =>
    supervise(name, process.execPath, ['--import', TSX_IMPORT, entry, ...args], options)

/** Last resort when the orchestrator itself exits unexpectedly: no orphaned servers left on their ports. */
process.on('exit', () => {
    for (const supervised of alive) {
        try {
            if (supervised.child.pid) process.kill(-supervised.child.pid, 'SIGTERM')
        } catch {
            // Already gone.
        }
    }
})

/** Stops children in the given order (the host before the sandbox it depends on). */
export const stopInOrder = async (children: Supervised[]) => {
    for (const child of children) await child.stop()
}

/** Runs `onSignal` once for the first SIGINT/SIGTERM/SIGHUP; a second Ctrl-C exits immediately. */
export const onShutdownSignal = (onSignal: (signal: NodeJS.Signals) => void) => {
    let received = false
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
        process.on(signal, () => {
            if (received) process.exit(130)
            received = true
            onSignal(signal)
        })
    }
}
