import os from 'os'
import path from 'path'
import {createSandboxApp} from './app'
import {loadSandboxConfig} from './config'
import {testEndpointsEnabled} from './test-endpoints'
import {type Clock, type SandboxContext, systemClock} from './context'
import {openDatabase, openMemoryDatabase, prepareDatabase} from './database'
import type {SandboxModule} from './module'
import {sandboxModules} from '../modules'

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', 'data')

export interface CreateSandboxOptions {
    /** Folder for the SQLite file and generated files; `:memory:` keeps everything in memory (tests). */
    dataDir?: string
    reset?: boolean
    clock?: Clock
    modules?: SandboxModule[]
    env?: NodeJS.ProcessEnv
    /** Serve the development-only `/__sandbox/*` endpoints (see test-endpoints.ts); off unless asked for. */
    testEndpoints?: boolean
}

/** Opens (and on first use seeds) the sandbox database and builds its HTTP app. */
export const createSandbox = (options: CreateSandboxOptions = {}) => {
    const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
    const inMemory = dataDir === ':memory:'
    const modules = options.modules ?? sandboxModules
    const ctx: SandboxContext = {
        db: inMemory ? openMemoryDatabase() : openDatabase(dataDir),
        config: loadSandboxConfig(options.env),
        clock: options.clock ?? systemClock,
        dataDir: inMemory ? path.join(os.tmpdir(), 'vela-sandbox-memory') : dataDir
    }
    const seeded = prepareDatabase(ctx, modules, {reset: options.reset})
    const app = createSandboxApp(ctx, modules, {
        testEndpoints: options.testEndpoints ?? testEndpointsEnabled(options.env)
    })
    return {ctx, app, seeded, close: () => ctx.db.close()}
}
